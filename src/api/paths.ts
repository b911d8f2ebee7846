/**
 * Every API path, in one place. Paths from the spec's table (section 7) are verbatim; the ones
 * marked ASSUMED come from decisions.md because the spec names the call but not its path: wiring a
 * real backend that differs means changing one line here.
 */
export const PATHS = {
  // Catalogue (spec)
  categories: '/rest/api/products/categories',
  products: '/rest/api/product_types/products',
  jumpLink: '/rest/api/product/jump_link',
  /** ASSUMED (not in the spec or decisions.md): a product's full detail. */
  productDetail: (id: number | string) => `/rest/api/product/detail/${id}`,
  // Messaging app (spec)
  wechatJsConfig: '/rest/api/wechat/js/config',
  wechatOauthCode: '/rest/api/user_center/wechat/oauth/code',
  wechatLogin: '/rest/api/user_center/wechat/login',
  wechatUserInfo: '/rest/api/user_center/userinfo',
  /** ASSUMED (decisions.md): messaging-app authorize URL. */
  wechatAuthorize: '/rest/api/user_center/wechat/authorize',
  // Login (spec)
  smsSend: '/rest/api/validation/bind',
  smsValid: '/rest/api/validation/valid',
  currentUser: '/rest/api/user/current',
  captcha: '/rest/api/captcha',
  captchaToken: '/rest/api/captcha/token',
  // Health, jobs, areas, professions (spec)
  healthStatement: '/rest/api/third_product/health_statement',
  healthSubmit: '/rest/api/third_product/submit_health_statement',
  healthDetail: (id: number | string) => `/rest/api/abao_product/health/detail/${id}`,
  jobs: (id: number | string) => `/rest/api/third_product/jobs/${id}`,
  productArea: (id: number | string) => `/rest/api/third_product/area/${id}`,
  area: '/rest/api/area',
  profession: '/rest/api/profession',
  professionFosun: '/rest/api/profession/fuxing',
  /** ASSUMED (decisions.md): JD Allianz occupation tree. */
  professionJdal: '/rest/api/profession/jdal',
  // Payment (spec)
  paymentChannel: (id: number | string) => `/rest/api/third_product/payment_channel/${id}`,
  payment: '/rest/api/third_product/payment',
  paymentSign: '/rest/api/abao_product/payment/sign',
  /** ASSUMED (decisions.md). */
  paymentInfo: (orderId: string) => `/rest/api/third_product/payment_info/${orderId}`,
  /** ASSUMED (decisions.md). */
  thirdPaymentInfo: (orderId: string) => `/rest/api/third_product/third_payment_info/${orderId}`,
  /** ASSUMED (decisions.md): premium quote. */
  price: '/rest/api/third_product/price',
  /** ASSUMED (decisions.md): order confirmation detail. */
  order: (orderId: string) => `/rest/api/third_product/order/${orderId}`,
  /** ASSUMED (decisions.md): insured submit, creates the order. */
  insured: '/rest/api/third_product/insured',
  /** ASSUMED (decisions.md): my orders, `?pageCount&pageSize` (and `status` to filter). */
  orders: '/rest/api/orders',
  /** ASSUMED (decisions.md): free membership activation and the member's profile. */
  membersActivate: '/rest/api/members/activate',
  membersProfile: '/rest/api/members/profile',
  /** ASSUMED: the member's avatar, POST form data with the file under `file` (decisions.md). */
  membersAvatar: '/rest/api/members/avatar',
  /** ASSUMED (not in the spec or decisions.md): the campaigns running now, for the home banner. */
  activeBanners: '/rest/api/active/banners',
  /** ASSUMED (decisions.md): sales-trail record; GET with ?traceId= reads one back (QA, /Test). */
  trace: '/rest/api/trace/events',
} as const;
