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
  /** ASSUMED (decisions.md): the visitor's policies, `?pageCount&pageSize` (and `status` to filter). */
  policyList: '/rest/api/policy/list',
  /** ASSUMED (decisions.md): one policy of the visitor's. */
  policy: (policyNo: string) => `/rest/api/policy/${encodeURIComponent(policyNo)}`,
  /** ASSUMED: the electronic policy (电子保单), asked again while it is being issued. */
  policyEpolicy: (policyNo: string) => `/rest/api/policy/${encodeURIComponent(policyNo)}/epolicy`,
  /** ASSUMED: an order for an overdue renewal premium, paid on the product's pay route. */
  policyRenewal: (policyNo: string) => `/rest/api/policy/${encodeURIComponent(policyNo)}/renewal`,
  /** ASSUMED (decisions.md): a personalised plan (计划书). */
  proposal: (id: string) => `/rest/api/proposal/${encodeURIComponent(id)}`,
  /** ASSUMED: the advisor's call times for a plan, and booking one (POST). */
  proposalSlots: (id: string) => `/rest/api/proposal/${encodeURIComponent(id)}/slots`,
  proposalBooking: (id: string) => `/rest/api/proposal/${encodeURIComponent(id)}/booking`,
  /**
   * ASSUMED: a plan's share (issue 24), its owner's only: GET its live share, POST make one (or
   * answer the live one), DELETE revoke it.
   */
  proposalShare: (id: string) => `/rest/api/proposal/${encodeURIComponent(id)}/share`,
  /** ASSUMED: a share read by its key, by anyone with the link (no sign-in): the copy made for sharing. */
  proposalShared: (key: string) => `/rest/api/proposal/shared/${encodeURIComponent(key)}`,
  /** The free gift claim (decisions.md): a gift, and claiming it (POST); ASSUMED: GET ?policyNo= reads a claim back. */
  gift: (id: number | string) => `/rest/api/gift/${encodeURIComponent(id)}`,
  giftClaim: (id: number | string) => `/rest/api/gift/${encodeURIComponent(id)}/claim`,
  // Campaigns. ASSUMED (decisions.md): GET /rest/api/active/{kind}/{id}, POST .../{id}/...
  /** ASSUMED (not in the spec or decisions.md): the campaigns running now, for the home banner. */
  activeBanners: '/rest/api/active/banners',
  /** ASSUMED: the article list, `?pageCount&pageSize` (the kind alone: a list has no id). */
  articles: '/rest/api/active/article',
  /** ASSUMED: one article. */
  article: (id: number | string) => `/rest/api/active/article/${id}`,
  /** ASSUMED: a series of articles with one page of them, `?pageCount&pageSize`. */
  articleSeries: (id: number | string) => `/rest/api/active/series/${id}`,
  /** ASSUMED: an information-flow landing, by variant (p1, p2, p3). */
  flowLanding: (variant: string) => `/rest/api/active/flow/${variant}`,
  /** ASSUMED: the short-video landing. */
  shortVideo: (id: string) => `/rest/api/active/shortvideo/${id}`,
  /** ASSUMED: a lead from a campaign page (article, poster, shortvideo). */
  lead: (kind: string, id: number | string) => `/rest/api/active/${kind}/${id}/leads`,
  /** ASSUMED: the signed-in visitor's invite (code, rules, friends, rewards). */
  invite: (id: string) => `/rest/api/active/invite/${id}`,
  /** ASSUMED: a customer group's owner card (boot pages). */
  group: (id: string) => `/rest/api/active/group/${id}`,
  /** ASSUMED: a poster ad landing. */
  poster: (id: string) => `/rest/api/active/poster/${id}`,
  /** ASSUMED: the poster maker's posters and caption. */
  posterKit: (id: string) => `/rest/api/active/poster-kit/${id}`,
  /** ASSUMED: a referral key for a shared poster (POST). */
  posterReferral: (id: string) => `/rest/api/active/poster-kit/${id}/referral`,
  /** ASSUMED: the customisation service as this visitor sees it, `?price&sign&channel...`. */
  customized: (id: string) => `/rest/api/active/customized/${id}`,
  /** ASSUMED: the service fee's order (POST, idempotent by key). */
  customizedOrder: (id: string) => `/rest/api/active/customized/${id}/order`,
  /** ASSUMED: the planner's call times for the questionnaire. */
  customizedSlots: (id: string) => `/rest/api/active/customized/${id}/slots`,
  /** ASSUMED: the questionnaire's answers with the booked time (POST, idempotent by key). */
  customizedAnswers: (id: string) => `/rest/api/active/customized/${id}/answers`,
  /** ASSUMED (decisions.md): sales-trail record; GET with ?traceId= reads one back (QA, /Test). */
  trace: '/rest/api/trace/events',
  /**
   * ASSUMED (issue 26): field reports, POSTed as text/plain JSON by a beacon (no token, no
   * preflight); GET reads back the last 50 received (QA, /Test).
   */
  fieldVitals: '/rest/api/field/vitals',
  fieldErrors: '/rest/api/field/errors',
} as const;
