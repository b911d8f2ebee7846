/**
 * The route table: every route of the spec (shared/spec/routes.json, kept in step by a test), and
 * the few the site adds (SITE_ROUTES), with its title (null = the default title, BRAND = the configured brand name), kind and auth flag.
 * Screens are not named here: a route's screen is the page file its URL names (app/screens.ts),
 * and a route with no file shows the not-found screen. Module routes replace the URL with their
 * parent screen.
 */
export type RouteKind = 'page' | 'part' | 'module';

export const BRAND = Symbol('brand');

export interface RouteEntry {
  path: string;
  title: string | null | typeof BRAND;
  kind: RouteKind;
  auth: boolean;
}

type Title = RouteEntry['title'];
/** The guard sends a visitor without a user token to sign in first. */
const AUTH = true;
const kindOf =
  (kind: RouteKind) =>
  (path: string, title: Title, auth = false): RouteEntry => ({ path, title, kind, auth });
const page = kindOf('page');
const part = kindOf('part');
const moduleRoute = kindOf('module');

export const routes: RouteEntry[] = [
  page('/Active/CustomizedInv', '邀请好友，赢千元奖励'),
  page('/Active/CustomizedInv/AuthBack', '邀请好友，赢千元奖励'),
  page('/Active/Made/:id', '家庭保险方案定制服务'),
  page('/Active/MadeSpecial/:id', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/birth', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/childrenNumber', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/childrenSex', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/city', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/communicationTime', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/contact', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/familySituation', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/income', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/pages', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/sex', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/socialSecurity', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/formItems/tool', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/index1', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/notParticipate', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Form/result', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/Payback', '支付详情', AUTH),
  page('/Active/MadeSpecial/:id/abaoAser', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/md5Price', '家庭保障规划'),
  page('/Active/MadeSpecial/:id/unAbaoUser', '家庭保障规划'),
  page('/Active/Articles', null),
  page('/Active/Articles/:id', null),
  page('/Active/Articles/:id/article', null),
  page('/Active/Articles/:id/articles/p1', null),
  page('/Active/Articles/:id/articles/p6', null),
  page('/Active/Articles/:id/articles/page', null),
  page('/Active/Customized/:id', null),
  page('/Active/Customized/:id/Auth', BRAND),
  page('/Active/Customized/:id/AuthBack', null),
  page('/Active/Customized/:id/Payback', '支付详情', AUTH),
  moduleRoute('/Active/Customized/:id/assets/common', null),
  moduleRoute('/Active/Customized/:id/assets/md5Price', null),
  page('/Active/CustomizedV2/:id', '家庭保险方案定制服务'),
  page('/Active/CustomizedV2/:id/Auth', BRAND),
  page('/Active/CustomizedV2/:id/AuthBack', null),
  page('/Active/CustomizedV2/:id/Payback', '支付详情', AUTH),
  moduleRoute('/Active/CustomizedV2/:id/assets/common', null),
  moduleRoute('/Active/CustomizedV2/:id/assets/md5Price', null),
  page('/Active/InformationFow', null),
  page('/Active/InformationFow/p2', null),
  page('/Active/InformationFow/p3', null),
  page('/Active/Poster/page', null),
  page('/Active/Poster/:id', null),
  moduleRoute('/Active/Poster/:id/assets/js/statistics', null),
  page('/Active/shortvideo', '老年人保险'),
  page('/Authorize', null),
  page('/Error', null),
  page('/Login', null),
  page('/Test', null),
  page('/', null),
  page('/Home', '首页'),
  page('/FollowOfficial/:id', '投保成功'),
  part('/Insurance/component/flashBack', null),
  part('/Insurance/component/popupList', '保险条款'),
  page('/Insurance/ayb', '赠险领取'),
  page('/Insurance/ayb/authcb', null),
  page('/Insurance/ayb/login', '赠险用户注册'),
  page('/Insurance/ayb/official', null),
  page('/Insurance/ayb/successful', '领取成功'),
  part('/Insurance/ayb/component/footer', null),
  part('/Insurance/ayb/component/form', null),
  part('/Insurance/ayb/component/header', null),
  part('/Insurance/ayb/component/loginForm', null),
  page('/Insured', '被保人信息录入', AUTH),
  page('/Members', '免费开通会员'),
  page('/Members/agreement', '用户服务协议'),
  page('/Members/login', '会员中心', AUTH),
  page('/Members/register', null),
  page('/Policy', '保单查询'),
  page('/Policy/policyDetail', null, AUTH),
  page('/Policy/wechat/authBack', null),
  page('/Policy/wechat/bind', null),
  moduleRoute('/Policy/assets/common', null),
  page('/mine/orders', null, AUTH),
  page('/doc/agency_agreement', '保险代理平台服务协议'),
  page('/doc/privacy', '隐私政策'),
  page('/healthStatement', null, AUTH),
  page('/ProductGuide', '产品下架通知'),
  page('/BootPage', '联系群主领取更多福利'),
  page('/BootPage/new', '联系群主领取更多福利'),
  page('/BootPage1', '联系群主领取更多福利'),
  page('/BootPage1/new', '联系群主领取更多福利'),
  page('/Pay', null, AUTH),
  page('/Pay/Payback', null, AUTH),
  page('/Product', '产品详情'),
  part('/Product/Footer', null),
  part('/Product/ProContent', null),
  part('/Product/ProHeader', null),
  page('/Product/provisions', '保险条款'),
  page('/Product/trail', null),
  page('/ProductAnsheng', '产品详情'),
  part('/ProductAnsheng/Footer', null),
  part('/ProductAnsheng/ProContent', null),
  part('/ProductAnsheng/ProHeader', null),
  page('/ProductAnsheng/provisions', '保险条款'),
  page('/ProductAnsheng/trail', null),
  page('/ProductAnsheng/Insured', '被保人信息录入', AUTH),
  page('/ProductAnsheng/Pay', null, AUTH),
  page('/ProductAnsheng/Pay/Payback', null, AUTH),
  page('/ProductAnsheng/healthStatement', '健康告知', AUTH),
  page('/ProductNew', '产品详情'),
  part('/ProductNew/Footer', null),
  page('/ProductNew/InsuranceSuccess', '投保成功'),
  page('/ProductNew/InsuranceSuccess/unwechat', '投保成功'),
  page('/ProductNew/InsuranceSuccess/wechat', '投保成功'),
  page('/ProductNew/Insured', '被保人信息录入', AUTH),
  page('/ProductNew/Pay', null, AUTH),
  page('/ProductNew/Pay/Payback', null, AUTH),
  part('/ProductNew/ProContent', null),
  part('/ProductNew/ProHeader', null),
  page('/ProductNew/ProductDetail', '投保信息详情', AUTH),
  moduleRoute('/ProductNew/assets/Products', null),
  moduleRoute('/ProductNew/assets/judgeProductFeature', null),
  page('/ProductNew/healthStatement', '健康告知', AUTH),
  page('/ProductNew/notify', null),
  page('/ProductNew/payment', null, AUTH),
  part('/ProductNew/popupprovisions', '保险条款'),
  page('/ProductNew/provisions', '保险条款'),
  page('/ProductNew/trail', null),
  page('/Proposal', null),
  page('/Proposal/Analyse', null),
  page('/Proposal/FollowUpService', null),
  page('/Proposal/Preview', null),
  page('/Proposal/SchemeDetails', null),
  page('/Proposal/ServiceProcess', null),
  part('/Proposal/Header', null),
  moduleRoute('/Proposal/utils/commonData', null),
  // Routes the spec does not list, each added by the issue that needed it (SITE_ROUTES below).
  page('/Proposal/Shared', '好友分享的计划书'),
];

/**
 * The routes of the table that are this site's own, beyond the spec's routes.json (a unit test
 * holds the rest of the table to it): a shared plan's read-only summary (issue 24).
 */
export const SITE_ROUTES: readonly string[] = ['/Proposal/Shared'];

/**
 * The journeys whose steps Back must not reopen once they are finished (issue 23,
 * pages/_shared/journey-history.ts), by route of the table above: an entry on one of these routes
 * is a step of that journey. The screen that shows a journey done ends it (`useJourneyEnd`); Back
 * from there, or from any later screen through its steps, goes to where the journey started.
 *
 * - `purchase`: from the trial (or the terms a family shows as its notice) to the payment's
 *   result; its end is 投保成功 (the success screen, once the server says the order is paid).
 */
export const JOURNEY_STEPS: Record<string, readonly string[]> = {
  purchase: [
    '/ProductNew/trail',
    '/ProductAnsheng/trail',
    '/Product/trail',
    '/ProductNew/notify',
    '/ProductAnsheng/provisions',
    '/Product/provisions',
    '/ProductNew/Insured',
    '/ProductAnsheng/Insured',
    '/Insured',
    '/ProductNew/healthStatement',
    '/ProductAnsheng/healthStatement',
    '/healthStatement',
    '/ProductNew/ProductDetail',
    '/ProductNew/Pay',
    '/ProductAnsheng/Pay',
    '/Pay',
    '/ProductNew/payment',
    '/ProductNew/Pay/Payback',
    '/ProductAnsheng/Pay/Payback',
    '/Pay/Payback',
  ],
};
