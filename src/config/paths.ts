import { safeReturnPath } from '../lib/url';

/**
 * Every in-site link, built in one place. The route table (app/routes.ts) names the patterns;
 * screens, sagas and the request helper ask here for the URL to go to, and the `route-literals`
 * lint rule keeps paths out of every other file. Ids in a path segment and every query value are
 * encodeURIComponent'ed; a query value left undefined (or empty) is left out.
 */

/** The product families: each has its own detail route and (some of) its own purchase steps. */
export type ProductFamily = 'Product' | 'ProductAnsheng' | 'ProductNew';

export const PRODUCT_FAMILIES: readonly ProductFamily[] = [
  'Product',
  'ProductAnsheng',
  'ProductNew',
];

/** One step of a product's purchase, in order. */
export type PurchaseStep = 'notify' | 'insured' | 'health' | 'confirm' | 'pay';

/** The steps that take the product (`?id=`); pay takes the order. */
export type ProductStep = Exclude<PurchaseStep, 'pay'>;

/** The campaign customisation services with a screen of their own and a Payback route. */
export type Campaign = 'Customized' | 'CustomizedV2' | 'MadeSpecial';

/** The questionnaire steps of `/Active/MadeSpecial/:id/Form/formItems/<step>`. */
export type MadeSpecialFormItem =
  | 'birth'
  | 'childrenNumber'
  | 'childrenSex'
  | 'city'
  | 'communicationTime'
  | 'contact'
  | 'familySituation'
  | 'income'
  | 'pages'
  | 'sex'
  | 'socialSecurity'
  | 'tool';

/** The pages of one article: `/Active/Articles/:id/article` and `/Active/Articles/:id/articles/*`. */
export type ArticlePage = 'article' | 'p1' | 'p6' | 'page';

/** The tabs of the policy list besides 全部: 保障中, 待生效, 已失效 / 已退保. */
export type PolicyFilter = 'active' | 'pending' | 'ended';

/** The sections of a plan (计划书) that also open on their own, as a preview. */
export type ProposalSection =
  'Header' | 'Analyse' | 'SchemeDetails' | 'ServiceProcess' | 'FollowUpService';

/** The information-flow landing's variants: `/Active/InformationFow` is p1. */
export type FlowVariant = 'p1' | 'p2' | 'p3';

/** The boot pages' two designs (`/BootPage`, `/BootPage1`) and their layouts (`new`). */
export type BootDesign = 'BootPage' | 'BootPage1';
export type BootLayout = 'classic' | 'new';

/** The order statuses my orders can be filtered by. */
export type OrdersFilter = 'unpaid' | 'paid' | 'cancelled';

type Id = string | number;
type QueryValue = string | number | undefined;

const segment = (id: Id) => encodeURIComponent(id);

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/**
 * The route of each purchase step per family. The confirmation is ProductNew's for everyone; the
 * classic family's funnel sits at the top level; only ProductNew has a notify screen of its own
 * (the others show the notice with their terms).
 */
const STEPS: Record<ProductFamily, Record<PurchaseStep, string>> = {
  ProductNew: {
    notify: '/ProductNew/notify',
    insured: '/ProductNew/Insured',
    health: '/ProductNew/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/ProductNew/Pay',
  },
  ProductAnsheng: {
    notify: '/ProductAnsheng/provisions',
    insured: '/ProductAnsheng/Insured',
    health: '/ProductAnsheng/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/ProductAnsheng/Pay',
  },
  Product: {
    notify: '/Product/provisions',
    insured: '/Insured',
    health: '/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/Pay',
  },
};

/** First segments of the classic family's top-level funnel routes (`/Insured`, `/Pay/Payback`...). */
const CLASSIC_FUNNEL = ['insured', 'healthstatement', 'pay'];

/**
 * The family a path belongs to, from its first segment (any case): a family's own routes, and the
 * classic family's top-level funnel routes; null for routes no family owns (shared parts).
 */
export function familyOfPath(pathname: string): ProductFamily | null {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  const family = PRODUCT_FAMILIES.find((name) => name.toLowerCase() === first);
  if (family) return family;
  return CLASSIC_FUNNEL.includes(first) ? 'Product' : null;
}

/** The boot page design and layout a pathname shows (`/BootPage1/new.html` -> BootPage1, new). */
export function bootPageOf(pathname: string): { design: BootDesign; layout: BootLayout } {
  const path = pathname.toLowerCase().replace(/\.html$/, '');
  return {
    design: path.startsWith('/bootpage1') ? 'BootPage1' : 'BootPage',
    layout: path.endsWith('/new') ? 'new' : 'classic',
  };
}

/** A location as one path (+ query + hash), the form a return path takes. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname + location.search + location.hash;
}

const HOME = '/Home';
const login = (redirect: string) => withQuery('/Login', { redirect });
const authorize = (redirect: string) => withQuery('/Authorize', { redirect });
const payStep = (family: ProductFamily) => STEPS[family].pay;
const detail = (family: ProductFamily, productId: Id) => withQuery(`/${family}`, { id: productId });
const campaign = (kind: Campaign, id: Id) => `/Active/${kind}/${segment(id)}`;
const madeSpecialForm = (id: Id) => `${campaign('MadeSpecial', id)}/Form`;
const article = (id: Id) => `/Active/Articles/${segment(id)}`;
const gift = (page: string, id?: Id) => withQuery(`/Insurance/ayb${page}`, { id });
const successRoute = (wechat: boolean) =>
  `/ProductNew/InsuranceSuccess/${wechat ? 'wechat' : 'unwechat'}`;

export const paths = {
  /** The catalogue, on a category's tab when one is given (the first tab has no parameter). */
  home: (category?: Id) => withQuery(HOME, { category }),
  /** The friendly error screen. */
  error: () => '/Error',
  /** QA diagnostics. */
  test: () => '/Test',

  /** The phone login, coming back to `redirect` (a path + query + hash) afterwards. */
  login,
  /** The messaging-app authorisation, coming back to `redirect` afterwards. */
  authorize,
  /** Sign-in for this visitor: the messaging-app authorisation inside the app, the phone elsewhere. */
  signIn: (redirect: string, wechat: boolean) => (wechat ? authorize(redirect) : login(redirect)),
  /** Binding a phone number to the messaging-app account. */
  bind: (redirect?: string) => withQuery('/Policy/wechat/bind', { redirect }),
  /** Where every messaging-app authorisation comes back to (decisions.md). */
  wechatCallback: () => '/Policy/wechat/authBack.html',
  /**
   * Where a carried return path (`?redirect=`, the authorisation state) leads: the path itself when
   * it stays on `origin`, home otherwise.
   */
  returnTo: (value: unknown, origin: string = window.location.origin) =>
    safeReturnPath(value, origin) ?? HOME,

  product: {
    /** The family's detail screen. */
    detail,
    /** 保费测算. */
    trial: (family: ProductFamily, productId: Id) =>
      withQuery(`/${family}/trail`, { id: productId }),
    /** The documents list, or one document full-screen with `doc`. */
    provisions: (family: ProductFamily, productId: Id, doc?: string) =>
      withQuery(`/${family}/provisions`, { id: productId, doc }),
    /** A purchase step of the family for the product. */
    step: (family: ProductFamily, step: ProductStep, productId: Id) =>
      withQuery(STEPS[family][step], { id: productId }),
    /** The off-shelf notice any off-shelf product leads to. */
    offShelf: (productId: Id) => withQuery('/ProductGuide', { id: productId }),
    /** Paying an order, on its family's pay route. */
    pay: (family: ProductFamily, orderId: string) => withQuery(payStep(family), { orderId }),
    /** An existing order, read only (the confirmation's route, one for every family). */
    order: (orderId: string) => withQuery(STEPS.ProductNew.confirm, { orderId }),
    /** The payment's result, on its family's Payback route. */
    payback: (family: ProductFamily, orderId: string) =>
      withQuery(`${payStep(family)}/Payback`, { orderId }),
    /** Where the payment call happens (one route for every family). */
    payment: (orderId: string, channel: string) =>
      withQuery('/ProductNew/payment', { orderId, channel }),
    /** 投保成功, the variant for inside or outside the messaging app; bare without an order. */
    success: (wechat: boolean, orderId?: string) => withQuery(successRoute(wechat), { orderId }),
    /** The official account's QR code after a purchase in the messaging app. */
    followOfficial: (orderId: string) => `/FollowOfficial/${segment(orderId)}`,
  },

  members: {
    /** Free membership activation. */
    activation: () => '/Members',
    register: () => '/Members/register',
    /** 用户服务协议. */
    agreement: () => '/Members/agreement',
    /** 会员中心. */
    centre: () => '/Members/login',
    /** My orders, all of them or one status. */
    orders: (status?: OrdersFilter) => withQuery('/mine/orders', { status }),
  },

  doc: {
    privacy: () => '/doc/privacy',
    agencyAgreement: () => '/doc/agency_agreement',
  },

  policy: {
    /** 保单查询, all policies or one tab. */
    list: (status?: PolicyFilter) => withQuery('/Policy', { status }),
    /** One policy; with `doc`, one of its documents (the electronic policy, terms...) full-screen. */
    detail: (policyNo: string, doc?: string) =>
      withQuery('/Policy/policyDetail', { policyNo, doc }),
  },

  proposal: {
    /** 计划书. */
    plan: (id: Id) => withQuery('/Proposal', { id }),
    /** One section of it on its own. */
    section: (section: ProposalSection, id: Id) => withQuery(`/Proposal/${section}`, { id }),
    /** Its summary for sharing, with the share's link and image (its own family's). */
    preview: (id: Id) => withQuery('/Proposal/Preview', { id }),
    /**
     * A share of a plan, read only, open to anyone with the link (issue 24). The query key is
     * `key`: shared links drop `token` and other private keys (lib/share).
     */
    shared: (key: string) => withQuery('/Proposal/Shared', { key }),
  },

  campaign: {
    /** The customisation service's own screen. */
    home: campaign,
    /** Signing in for the service (the messaging-app authorisation inside it, the phone elsewhere). */
    auth: (kind: Exclude<Campaign, 'MadeSpecial'>, id: Id) => `${campaign(kind, id)}/Auth`,
    /** The result of paying the service's fee. */
    payback: (kind: Campaign, id: Id, orderId: string) =>
      withQuery(`${campaign(kind, id)}/Payback`, { orderId }),
    /** MadeSpecial's questionnaire: its start, one step, the result, and the way out. */
    form: (id: Id) => `${madeSpecialForm(id)}/index1`,
    formItem: (id: Id, item: MadeSpecialFormItem) => `${madeSpecialForm(id)}/formItems/${item}`,
    result: (id: Id) => `${madeSpecialForm(id)}/result`,
    notParticipate: (id: Id) => `${madeSpecialForm(id)}/notParticipate`,
    /** Where an invitee lands: the customisation service, with the inviter's code kept. */
    invited: (id: Id, inviteCode: string) =>
      withQuery(campaign('CustomizedV2', id), { inviteCode }),
  },

  /** 邀请好友, and the messaging-app authorisation's way back to it. */
  invite: {
    home: () => '/Active/CustomizedInv',
    callback: () => '/Active/CustomizedInv/AuthBack.html',
  },

  /** The information-flow landings. */
  flow: (variant: FlowVariant) =>
    variant === 'p1' ? '/Active/InformationFow' : `/Active/InformationFow/${variant}`,

  /** 老年人保险, the short-video landing. */
  shortVideo: () => '/Active/shortvideo',

  /** The group owner's card: a design, its layout, and the group (the current one without). */
  boot: (design: BootDesign, layout: BootLayout = 'classic', group?: string) =>
    withQuery(layout === 'new' ? `/${design}/new` : `/${design}`, { id: group }),

  articles: {
    list: () => '/Active/Articles',
    detail: article,
    page: (id: Id, page: ArticlePage) =>
      page === 'article' ? `${article(id)}/article` : `${article(id)}/articles/${page}`,
  },

  poster: {
    /** The ad landing behind a poster; `ref` is the referral key of a shared poster. */
    detail: (id: Id, ref?: string) => withQuery(`/Active/Poster/${segment(id)}`, { ref }),
    /** The poster maker, for a campaign's kit (the current one without). */
    page: (kit?: string) => withQuery('/Active/Poster/page', { id: kit }),
  },

  /** The free gift insurance claim: landing, registration, done, the official account. */
  gift: {
    claim: (id: Id) => gift('', id),
    login: (id?: Id) => gift('/login', id),
    /** 领取成功, with the policy the claim issued. */
    successful: (id?: Id, policyNo?: string) =>
      withQuery('/Insurance/ayb/successful', { id, policyNo }),
    official: (id?: Id) => gift('/official', id),
    /** Where the claim's messaging-app authorisation comes back to. */
    authCallback: () => '/Insurance/ayb/authcb.html',
    /** A piece of the claim screen on its own, as a preview. */
    part: (part: 'header' | 'form' | 'loginForm' | 'footer', id?: Id) =>
      gift(`/component/${part}`, id),
  },
} as const;
