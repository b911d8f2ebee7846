import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import local from '../../eslint-rules/index.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const page = (file: string) => path.resolve('src/pages', file);

tester.run('feature-folders', local.rules['feature-folders'], {
  valid: [
    // A URL file re-exports its screen from a feature folder, and imports its own stylesheet.
    { code: "export { default } from '../_funnel/PayScreen';", filename: page('Pay/Payback.tsx') },
    { code: "import styles from './Home.module.css';", filename: page('Home.tsx') },
    // A feature folder uses _shared, itself and the layers below.
    {
      code: "import { ProductGate } from '../_shared/ProductGate';",
      filename: page('_funnel/A.tsx'),
    },
    { code: "import { yuan } from './yuan';", filename: page('_funnel/A.tsx') },
    { code: "import { paths } from '../../config/paths';", filename: page('_funnel/A.tsx') },
    // Packages and files outside src/pages are not the rule's business.
    { code: "import { Link } from 'react-router-dom';", filename: page('_funnel/A.tsx') },
    { code: "import { routes } from './routes';", filename: path.resolve('src/app/Guard.tsx') },
  ],
  invalid: [
    {
      code: "import { productHref } from '../_home/HomeScreen';",
      filename: page('_funnel/A.tsx'),
      errors: [
        {
          message: 'Feature folder _funnel must not import _home: move what both need to _shared.',
        },
      ],
    },
    {
      code: "import Home from '../Home';",
      filename: page('_funnel/A.tsx'),
      errors: [
        {
          message: 'Nothing imports a URL file (Home): import the screen from its feature folder.',
        },
      ],
    },
    {
      code: "const screen = import('../pages/Home');",
      filename: path.resolve('src/app/routes-extra.ts'),
      errors: [
        {
          message: 'Nothing imports a URL file (Home): import the screen from its feature folder.',
        },
      ],
    },
  ],
});
