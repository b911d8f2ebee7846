import { matchPath } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { routes } from '../../src/app/routes';
import {
  PRODUCT_FAMILIES,
  familyOfPath,
  pathOf,
  paths,
  type ProductFamily,
} from '../../src/config/paths';

const ORIGIN = 'https://h5.jingxuanbx.cn';
const ODD = 'a b/c?d&e#f';
const ODD_ENCODED = 'a%20b%2Fc%3Fd%26e%23f';

/** The route-table entry a built link lands on (query and hash aside). */
function routeOf(link: string): string | undefined {
  const { pathname } = new URL(link, ORIGIN);
  return routes.find((entry) => matchPath({ path: entry.path, end: true }, pathname))?.path;
}

describe('site-wide', () => {
  test('home, error, QA diagnostics', () => {
    expect(paths.home()).toBe('/Home');
    expect(paths.home(3)).toBe('/Home?category=3');
    expect(paths.error()).toBe('/Error');
    expect(paths.test()).toBe('/Test');
  });

  test('documents', () => {
    expect(paths.doc.privacy()).toBe('/doc/privacy');
    expect(paths.doc.agencyAgreement()).toBe('/doc/agency_agreement');
  });
});

describe('signing in', () => {
  test('the login path carries the exact URL to come back to, encoded', () => {
    const back = pathOf({ pathname: '/Insured', search: '?id=3&x=%20', hash: '#a' });
    expect(back).toBe('/Insured?id=3&x=%20#a');
    expect(paths.login(back)).toBe(
      `/Login?redirect=${encodeURIComponent('/Insured?id=3&x=%20#a')}`,
    );
    expect(paths.login(back)).toBe('/Login?redirect=%2FInsured%3Fid%3D3%26x%3D%2520%23a');
  });

  test('the messaging-app authorisation carries it the same way', () => {
    expect(paths.authorize('/Members')).toBe('/Authorize?redirect=%2FMembers');
  });

  test('sign-in for this visitor: the authorisation inside the messaging app, the phone elsewhere', () => {
    expect(paths.signIn('/mine/orders', true)).toBe('/Authorize?redirect=%2Fmine%2Forders');
    expect(paths.signIn('/mine/orders', false)).toBe('/Login?redirect=%2Fmine%2Forders');
  });

  test('bind, with or without the way back, and the authorisation callback', () => {
    expect(paths.bind()).toBe('/Policy/wechat/bind');
    expect(paths.bind('/Home')).toBe('/Policy/wechat/bind?redirect=%2FHome');
    // Authorising to bind: the bind path (with its own return path) is itself encoded once more.
    expect(paths.authorize(paths.bind('/Pay?orderId=1'))).toBe(
      `/Authorize?redirect=${encodeURIComponent('/Policy/wechat/bind?redirect=%2FPay%3ForderId%3D1')}`,
    );
    expect(paths.wechatCallback()).toBe('/Policy/wechat/authBack.html');
  });

  test.each([
    ['/Insured?id=3#a', '/Insured?id=3#a'],
    ['/mine/orders?status=paid', '/mine/orders?status=paid'],
    [`${ORIGIN}/Members/login?x=1`, '/Members/login?x=1'],
  ])('a same-origin return path is kept: %s', (value, expected) => {
    expect(paths.returnTo(value, ORIGIN)).toBe(expected);
  });

  test.each([
    null,
    undefined,
    '',
    '//evil.example/Home',
    'https://evil.example/Home',
    'http://h5.jingxuanbx.cn/Home',
    'javascript:alert(1)',
    ' /Home',
    '/\\evil.example',
    'Home',
    42,
  ])('anything else goes home: %s', (value) => {
    expect(paths.returnTo(value, ORIGIN)).toBe('/Home');
  });

  test('the return path is checked against this page’s origin by default', () => {
    expect(paths.returnTo(`${window.location.origin}/Members`)).toBe('/Members');
    expect(paths.returnTo('https://evil.example/Members')).toBe('/Home');
  });
});

describe('product families', () => {
  test.each(PRODUCT_FAMILIES)('%s: detail, trial and documents', (family) => {
    expect(paths.product.detail(family, 7)).toBe(`/${family}?id=7`);
    expect(paths.product.trial(family, 7)).toBe(`/${family}/trail?id=7`);
    expect(paths.product.provisions(family, 7)).toBe(`/${family}/provisions?id=7`);
    expect(paths.product.provisions(family, 7, 'exclusions')).toBe(
      `/${family}/provisions?id=7&doc=exclusions`,
    );
  });

  test('an empty document key is left out', () => {
    expect(paths.product.provisions('Product', 7, '')).toBe('/Product/provisions?id=7');
  });

  test('ids and document keys are encoded', () => {
    expect(paths.product.detail('ProductNew', ODD)).toBe(`/ProductNew?id=${ODD_ENCODED}`);
    expect(paths.product.provisions('ProductNew', 1, ODD)).toBe(
      `/ProductNew/provisions?id=1&doc=${ODD_ENCODED}`,
    );
  });

  test.each<[ProductFamily, Record<'notify' | 'insured' | 'health' | 'confirm', string>, string]>([
    [
      'ProductNew',
      {
        notify: '/ProductNew/notify?id=5',
        insured: '/ProductNew/Insured?id=5',
        health: '/ProductNew/healthStatement?id=5',
        confirm: '/ProductNew/ProductDetail?id=5',
      },
      '/ProductNew/Pay',
    ],
    [
      'ProductAnsheng',
      {
        notify: '/ProductAnsheng/provisions?id=5',
        insured: '/ProductAnsheng/Insured?id=5',
        health: '/ProductAnsheng/healthStatement?id=5',
        confirm: '/ProductNew/ProductDetail?id=5',
      },
      '/ProductAnsheng/Pay',
    ],
    [
      'Product',
      {
        notify: '/Product/provisions?id=5',
        insured: '/Insured?id=5',
        health: '/healthStatement?id=5',
        confirm: '/ProductNew/ProductDetail?id=5',
      },
      '/Pay',
    ],
  ])('%s: the purchase steps', (family, steps, pay) => {
    for (const [step, expected] of Object.entries(steps)) {
      expect(paths.product.step(family, step as keyof typeof steps, 5), step).toBe(expected);
    }
    expect(paths.product.pay(family, 'JX1')).toBe(`${pay}?orderId=JX1`);
    expect(paths.product.payback(family, 'JX1')).toBe(`${pay}/Payback?orderId=JX1`);
  });

  test('order ids are encoded in the query and in a path segment', () => {
    expect(paths.product.pay('Product', ODD)).toBe(`/Pay?orderId=${ODD_ENCODED}`);
    expect(paths.product.payback('ProductNew', ODD)).toBe(
      `/ProductNew/Pay/Payback?orderId=${ODD_ENCODED}`,
    );
    expect(paths.product.followOfficial(ODD)).toBe(`/FollowOfficial/${ODD_ENCODED}`);
    // An existing order, read only: the confirmation's route for every family.
    expect(paths.product.order(ODD)).toBe(`/ProductNew/ProductDetail?orderId=${ODD_ENCODED}`);
  });

  test('payment, success and the official account', () => {
    expect(paths.product.payment('JX1', 'wechat')).toBe(
      '/ProductNew/payment?orderId=JX1&channel=wechat',
    );
    expect(paths.product.payment('J X', 'a&b')).toBe(
      '/ProductNew/payment?orderId=J%20X&channel=a%26b',
    );
    expect(paths.product.success(true, 'JX1')).toBe(
      '/ProductNew/InsuranceSuccess/wechat?orderId=JX1',
    );
    expect(paths.product.success(false, 'JX1')).toBe(
      '/ProductNew/InsuranceSuccess/unwechat?orderId=JX1',
    );
    expect(paths.product.success(true)).toBe('/ProductNew/InsuranceSuccess/wechat');
    expect(paths.product.followOfficial('JX1')).toBe('/FollowOfficial/JX1');
  });

  test('the off-shelf notice', () => {
    expect(paths.product.offShelf(12)).toBe('/ProductGuide?id=12');
  });
});

describe('the family of a path', () => {
  test.each<[string, ProductFamily]>([
    ['/Product', 'Product'],
    ['/Product/trail', 'Product'],
    ['/Product/provisions', 'Product'],
    ['/Product/Footer', 'Product'],
    ['/Insured', 'Product'],
    ['/healthStatement', 'Product'],
    ['/Pay', 'Product'],
    ['/Pay/Payback', 'Product'],
    ['/ProductAnsheng', 'ProductAnsheng'],
    ['/ProductAnsheng/trail', 'ProductAnsheng'],
    ['/ProductAnsheng/Insured', 'ProductAnsheng'],
    ['/ProductAnsheng/healthStatement', 'ProductAnsheng'],
    ['/ProductAnsheng/Pay', 'ProductAnsheng'],
    ['/ProductAnsheng/Pay/Payback', 'ProductAnsheng'],
    ['/ProductNew', 'ProductNew'],
    ['/ProductNew/notify', 'ProductNew'],
    ['/ProductNew/Insured', 'ProductNew'],
    ['/ProductNew/healthStatement', 'ProductNew'],
    ['/ProductNew/ProductDetail', 'ProductNew'],
    ['/ProductNew/Pay', 'ProductNew'],
    ['/ProductNew/Pay/Payback', 'ProductNew'],
    ['/ProductNew/payment', 'ProductNew'],
    ['/ProductNew/InsuranceSuccess/wechat', 'ProductNew'],
    // Routes match in any case.
    ['/productnew/pay/payback', 'ProductNew'],
    ['/pay/payback', 'Product'],
    ['/INSURED', 'Product'],
  ])('%s belongs to %s', (pathname, family) => {
    expect(familyOfPath(pathname)).toBe(family);
  });

  test.each([
    '/',
    '/Home',
    '/Insurance/component/popupList',
    '/Insurance/component/flashBack',
    '/Active/MadeSpecial/3/Payback',
    '/Productivity',
    '/Payments',
    '',
  ])('%s belongs to no family', (pathname) => {
    expect(familyOfPath(pathname)).toBeNull();
  });

  test('every step a family takes is a path of that family', () => {
    for (const family of PRODUCT_FAMILIES) {
      for (const step of ['insured', 'health'] as const) {
        expect(familyOfPath(paths.product.step(family, step, 1).split('?')[0]!)).toBe(family);
      }
      expect(familyOfPath(paths.product.pay(family, 'JX1').split('?')[0]!)).toBe(family);
      expect(familyOfPath(paths.product.payback(family, 'JX1').split('?')[0]!)).toBe(family);
    }
  });
});

describe('members', () => {
  test('activation, registration, agreement, member centre', () => {
    expect(paths.members.activation()).toBe('/Members');
    expect(paths.members.register()).toBe('/Members/register');
    expect(paths.members.agreement()).toBe('/Members/agreement');
    expect(paths.members.centre()).toBe('/Members/login');
  });

  test('my orders, all or one status', () => {
    expect(paths.members.orders()).toBe('/mine/orders');
    expect(paths.members.orders('paid')).toBe('/mine/orders?status=paid');
    expect(paths.members.orders('unpaid')).toBe('/mine/orders?status=unpaid');
    expect(paths.members.orders('cancelled')).toBe('/mine/orders?status=cancelled');
  });
});

describe('routes later issues build screens for', () => {
  test('policies and proposals', () => {
    expect(paths.policy.list()).toBe('/Policy');
    expect(paths.policy.detail('P 1/2')).toBe('/Policy/policyDetail?policyNo=P%201%2F2');
    expect(paths.proposal.plan(9)).toBe('/Proposal?id=9');
    expect(paths.proposal.preview('a&b')).toBe('/Proposal/Preview?id=a%26b');
    expect(paths.policy.list('ended')).toBe('/Policy?status=ended');
    expect(paths.policy.detail('P1', 'epolicy')).toBe(
      '/Policy/policyDetail?policyNo=P1&doc=epolicy',
    );
    expect(paths.proposal.section('SchemeDetails', 'p 1')).toBe('/Proposal/SchemeDetails?id=p%201');
  });

  test('the customisation services and their Payback routes', () => {
    expect(paths.campaign.home('Customized', 3)).toBe('/Active/Customized/3');
    expect(paths.campaign.home('CustomizedV2', 3)).toBe('/Active/CustomizedV2/3');
    expect(paths.campaign.home('MadeSpecial', ODD)).toBe(`/Active/MadeSpecial/${ODD_ENCODED}`);
    expect(paths.campaign.payback('MadeSpecial', 3, 'JX1')).toBe(
      '/Active/MadeSpecial/3/Payback?orderId=JX1',
    );
    expect(paths.campaign.payback('Customized', 3, 'JX1')).toBe(
      '/Active/Customized/3/Payback?orderId=JX1',
    );
    expect(paths.campaign.payback('CustomizedV2', 'a/b', 'J&1')).toBe(
      '/Active/CustomizedV2/a%2Fb/Payback?orderId=J%261',
    );
  });

  test('MadeSpecial’s questionnaire', () => {
    expect(paths.campaign.auth('Customized', 3)).toBe('/Active/Customized/3/Auth');
    expect(paths.campaign.auth('CustomizedV2', ODD)).toBe(
      `/Active/CustomizedV2/${ODD_ENCODED}/Auth`,
    );
    expect(paths.campaign.form(3)).toBe('/Active/MadeSpecial/3/Form/index1');
    expect(paths.campaign.formItem(3, 'childrenNumber')).toBe(
      '/Active/MadeSpecial/3/Form/formItems/childrenNumber',
    );
    expect(paths.campaign.result(3)).toBe('/Active/MadeSpecial/3/Form/result');
    expect(paths.campaign.notParticipate(3)).toBe('/Active/MadeSpecial/3/Form/notParticipate');
  });

  test('articles, posters and the gift', () => {
    expect(paths.articles.list()).toBe('/Active/Articles');
    expect(paths.articles.detail(4)).toBe('/Active/Articles/4');
    expect(paths.articles.page(4, 'article')).toBe('/Active/Articles/4/article');
    expect(paths.articles.page(4, 'p1')).toBe('/Active/Articles/4/articles/p1');
    expect(paths.articles.page(4, 'page')).toBe('/Active/Articles/4/articles/page');
    expect(paths.poster.detail('x y')).toBe('/Active/Poster/x%20y');
    expect(paths.poster.page()).toBe('/Active/Poster/page');
    expect(paths.gift.claim(8)).toBe('/Insurance/ayb?id=8');
    expect(paths.gift.login()).toBe('/Insurance/ayb/login');
    expect(paths.gift.login(8)).toBe('/Insurance/ayb/login?id=8');
    expect(paths.gift.successful(8)).toBe('/Insurance/ayb/successful?id=8');
    expect(paths.gift.official()).toBe('/Insurance/ayb/official');
    expect(paths.gift.successful(8, 'JX2026 1')).toBe(
      '/Insurance/ayb/successful?id=8&policyNo=JX2026%201',
    );
    expect(paths.gift.authCallback()).toBe('/Insurance/ayb/authcb.html');
    expect(paths.gift.part('loginForm', 8)).toBe('/Insurance/ayb/component/loginForm?id=8');
    expect(paths.gift.part('footer')).toBe('/Insurance/ayb/component/footer');
  });
});

test('every link lands on a route of the table', () => {
  const links = [
    paths.home(),
    paths.error(),
    paths.test(),
    paths.login('/'),
    paths.authorize('/'),
    paths.bind('/'),
    paths.wechatCallback().replace(/\.html$/, ''),
    ...PRODUCT_FAMILIES.flatMap((family) => [
      paths.product.detail(family, 1),
      paths.product.trial(family, 1),
      paths.product.provisions(family, 1, 'notice'),
      ...(['notify', 'insured', 'health', 'confirm'] as const).map((step) =>
        paths.product.step(family, step, 1),
      ),
      paths.product.pay(family, 'JX1'),
      paths.product.payback(family, 'JX1'),
    ]),
    paths.product.offShelf(1),
    paths.product.payment('JX1', 'alipay'),
    paths.product.success(true, 'JX1'),
    paths.product.success(false, 'JX1'),
    paths.product.followOfficial('JX1'),
    paths.members.activation(),
    paths.members.register(),
    paths.members.agreement(),
    paths.members.centre(),
    paths.members.orders('paid'),
    paths.doc.privacy(),
    paths.doc.agencyAgreement(),
    paths.policy.list(),
    paths.policy.detail('P1'),
    paths.policy.list('active'),
    paths.policy.detail('P1', 'terms'),
    paths.proposal.plan(1),
    paths.proposal.preview(1),
    ...(['Header', 'Analyse', 'SchemeDetails', 'ServiceProcess', 'FollowUpService'] as const).map(
      (section) => paths.proposal.section(section, 1),
    ),
    ...(['Customized', 'CustomizedV2', 'MadeSpecial'] as const).flatMap((kind) => [
      paths.campaign.home(kind, 1),
      paths.campaign.payback(kind, 1, 'JX1'),
    ]),
    paths.campaign.form(1),
    paths.campaign.formItem(1, 'tool'),
    paths.campaign.result(1),
    paths.campaign.notParticipate(1),
    paths.articles.list(),
    paths.articles.detail(1),
    ...(['article', 'p1', 'p6', 'page'] as const).map((page) => paths.articles.page(1, page)),
    paths.poster.detail(1),
    paths.poster.page(),
    paths.gift.claim(1),
    paths.gift.login(),
    paths.gift.successful(),
    paths.gift.official(),
    paths.gift.successful(1, 'P1'),
    paths.gift.authCallback().replace(/\.html$/, ''),
    ...(['header', 'form', 'loginForm', 'footer'] as const).map((part) => paths.gift.part(part, 1)),
  ];
  for (const link of links) expect(routeOf(link), link).toBeDefined();
});
