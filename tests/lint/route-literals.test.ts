import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import local from '../../eslint-rules/index.js';
import { routes } from '../../src/app/routes';

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const error = (text: string) => ({ messageId: 'literal', data: { text } });

// The segments come from the route table: every route of it is a route literal.
const everyRoute = routes
  .filter(({ path }) => path !== '/')
  .map(({ path }) => ({ code: `const route = '${path}';`, errors: [error(path)] }));

tester.run('route-literals', local.rules['route-literals'], {
  valid: [
    "request('/rest/api/products/categories');",
    "const logo = '/assets/logo.png';",
    "location.assign('/sandbox/cashier?payToken=1');",
    "const root = '/';",
    // A segment that only starts like a route is another path.
    "const other = '/Homes';",
    "const other = '/Productivity';",
    // Not at the start: a route inside a longer text, or a relative path.
    "const text = 'see /Home';",
    "const relative = 'Home';",
    "const origin = 'https://example.com/Home';",
    // A template whose first text is only '/' names no route.
    'const detail = `/${family}?id=${id}`;',
    'navigate(paths.home());',
    'const link = <Link to={paths.doc.privacy()}>隐私政策</Link>;',
    // Text between JSX tags is not a link.
    'const shown = <p>/Home</p>;',
  ],
  invalid: [
    { code: "navigate('/Home');", errors: [error('/Home')] },
    { code: 'navigate("/Home", { replace: true });', errors: [error('/Home')] },
    { code: "const member = '/Members/login';", errors: [error('/Members/login')] },
    {
      code: "const paid = '/mine/orders?status=paid';",
      errors: [error('/mine/orders?status=paid')],
    },
    { code: "const top = '/Home#top';", errors: [error('/Home#top')] },
    { code: "const page = '/Product.html';", errors: [error('/Product.html')] },
    {
      code: "const back = '/Policy/wechat/authBack.html';",
      errors: [error('/Policy/wechat/authBack.html')],
    },
    // Routes match in any case.
    { code: "const home = '/home';", errors: [error('/home')] },
    { code: 'const trial = `/Product/trail?id=${id}`;', errors: [error('/Product/trail?id=')] },
    {
      code: 'const done = `/ProductNew/InsuranceSuccess/${variant}`;',
      errors: [error('/ProductNew/InsuranceSuccess/')],
    },
    { code: 'const pay = `/Pay`;', errors: [error('/Pay')] },
    // The end of a template's first text counts: what follows is still this route's path.
    { code: 'const pay = `/Pay${query}`;', errors: [error('/Pay')] },
    { code: 'const poster = `/Active/Poster/${id}`;', errors: [error('/Active/Poster/')] },
    {
      code: 'const link = <Link to="/doc/privacy">隐私政策</Link>;',
      errors: [error('/doc/privacy')],
    },
    { code: "type Home = '/Home';", errors: [error('/Home')] },
    {
      code: "const links = ['/Login?redirect=%2F', '/Authorize'];",
      errors: [error('/Login?redirect=%2F'), error('/Authorize')],
    },
    ...everyRoute,
  ],
});
