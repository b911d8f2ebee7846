/** Every user-facing string, verbatim from spec/copy.md. Tests assert on these. */
export const COPY = {
  defaultTitle: '精选保险',
  networkError: '网络异常，请检查网络后重试',
  smsSendFailed: '验证码发送失败',
  captchaFailed: '获取图片验证码失败',
  healthIneligible: '抱歉，您不符合本产品的投保条件，无法获得保障，如有疑问请联系客服',
  contactService: '联系客服',
  /**
   * The label of a planner's or advisor's 执业证编号, the same on every screen that names one (its
   * one format: lib/licence.ts).
   */
  practisingLicence: '执业证编号',
  iKnow: '我知道了',
  dialog: { ok: '确定', cancel: '取消', gotIt: '知道了' },
  login: {
    phonePlaceholder: '请输入手机号',
    captchaPlaceholder: '请输入图形验证码',
    smsPlaceholder: '请输入短信验证码',
    getCode: '获取验证码',
    resendIn: (seconds: number) => `${seconds}s后重发`,
    resend: '重新获取',
    submit: '登录',
    badPhone: '请输入正确的手机号',
    badSms: '请输入6位短信验证码',
    noCaptcha: '请输入图形验证码',
    agreementPrefix: '我已阅读并同意',
    userAgreement: '《用户服务协议》',
    privacy: '《隐私政策》',
    mustAgree: '请先阅读并同意相关协议',
    codeSent: '验证码已发送',
    title: '手机号登录',
    lead: '登录后可投保、查询保单和订单',
    refreshCaptcha: '看不清？点击图片换一张',
    sandboxHint: '沙箱环境：短信验证码 123456，图形验证码 8888',
    wechatLogin: '微信授权登录',
  },
  wechat: {
    redirecting: '正在前往微信授权…',
    badState: '授权信息无效或已过期，请重新授权',
    denied: '您已取消微信授权',
    failed: '微信授权失败',
    retry: '重新授权',
    usePhone: '使用手机号登录',
    signingIn: '正在登录…',
    bindTitle: '绑定手机号',
    bindLead: '绑定手机号后，可用手机号登录并查询保单',
    bindSubmit: '绑定并继续',
  },
  insured: {
    badName: '请输入真实姓名',
    badIdCard: '请输入正确的身份证号码',
    badPhone: '请输入正确的手机号',
    badAge: '被保人年龄不符合投保要求',
    noRegion: '请选择所在地区',
    noJob: '请选择职业',
  },
  purchase: {
    entryNotice:
      '您已进入投保流程，请仔细阅读保险条款、投保须知等重要信息，您在本页面的操作轨迹将被记录。',
    payPending: '支付结果确认中…',
    paySucceeded: '支付成功',
    payNotCompleted: '支付未完成',
  },
  httpStatus: {
    200: '服务器成功返回请求的数据',
    201: '新建或修改数据成功',
    202: '请求已进入后台排队',
    204: '删除数据成功',
    400: '请求有误，服务器未做任何修改',
    401: '用户没有权限（令牌、用户名或密码错误）',
    403: '用户已获授权，但访问被禁止',
    404: '请求的记录不存在',
    406: '请求的格式不可用',
    410: '请求的资源已被永久删除',
    422: '创建对象时发生验证错误',
    500: '服务器发生错误',
    502: '网关错误',
    503: '服务不可用，服务器暂时过载或维护中',
    504: '网关超时',
  } as Record<number, string>,
  /** Developer-facing errors: thrown and logged, never shown as toasts. */
  chunkFailed: (chunk: string, type: 'missing' | 'timeout' | 'error', url: string) =>
    `Loading chunk ${chunk} failed.\n(${type}: ${url})`,
  cssChunkFailed: (chunk: string, url: string) => `Loading CSS chunk ${chunk} failed.\n(${url})`,

  /* Screens of this site (no spec string exists for these; kept here so they live in one place). */
  common: {
    retry: '重新加载',
    backHome: '返回首页',
    home: '首页',
    loading: '加载中…',
    noMore: '没有更多了',
    loadFailedTapRetry: '加载失败，点击重试',
    empty: '暂无产品',
    backToTop: '回到顶部',
    submitting: '提交中…',
    /** Sums insured: `50万` for whole ten-thousands, else `5000元`. */
    sumWan: (wan: number) => `${wan}万`,
    sumYuan: (yuan: number) => `${yuan}元`,
  },
  footer: {
    agencyAgreement: '保险代理平台服务协议',
    privacy: '隐私政策',
    underwriting: '保险产品由保险公司承保，本平台提供保险代理服务',
    licence: '经营保险代理业务许可证',
    hotline: '客服热线',
  },
  nav: { label: '主导航', home: '首页', policies: '保单', mine: '我的' },
  /**
   * Documents to open before a consent (pages/_shared/ReadThenConsent): the purchase's rule, for
   * the gift claim, the membership and the customisation service too.
   */
  consent: {
    read: '已阅读',
    unread: '未阅读',
    readFirst: (titles: string) => `请先点击阅读${titles}后再勾选`,
  },
  /** The site's own legal documents, by title (pages/_shared/legal). */
  legal: { userAgreement: '用户服务协议', privacy: '隐私政策' },
  /** Customer service where its chat page cannot be opened (ui/ServiceLink). */
  service: {
    hotline: (hotline: string, hours: string) => `客服热线 ${hotline}（${hours}）`,
    call: '拨打客服热线',
  },
  /** Before a jump to a partner's page (ui/LeavingSheet): who runs it, and that our service ends. */
  leaving: {
    title: '即将离开精选保险',
    runBy: (partner: string) => `您将前往由${partner}运营的页面。`,
    serviceEnds:
      '该页面的产品介绍、投保、支付及售后服务均由对方提供，精选保险平台的服务到此为止；您在该页面填写的信息由对方收集和处理。',
    continue: '继续前往',
    cancel: '取消',
    close: '关闭',
    /** A partner the product data does not name. */
    somePartner: '合作机构',
  },
  /** 长辈模式 (issue 25): the switch on home's header and in 我的, and what it says when used. */
  elder: {
    label: '长辈模式',
    turnedOn: '已开启长辈模式：字更大，按钮更大，页面更简洁',
    turnedOff: '已关闭长辈模式',
  },
  home: {
    slogan:
      '为家人挑一份安心保障：医疗、重疾、意外与养老保险，在线测算保费，投保与保单查询一站完成',
    trust: ['持牌保险代理', '保单可查可验', '理赔协助服务'],
    loadFailed: '产品加载失败',
    categoriesFailed: '分类加载失败',
    jumping: '正在前往产品页面…',
    badLink: '产品链接无效，请稍后重试',
    offShelfTag: '已下架',
    externalTag: '合作产品',
    campaigns: '精选活动',
    /** The catalogue list's heading (screen readers) before the categories have loaded. */
    products: '保险产品',
    /*
     * The banner's own words are a few labels for those who cannot see it: here with the home
     * screen's rather than in copy-campaign.ts, whose whole module the banner's chunk would then
     * fetch on the catalogue's first visit.
     */
    banner: {
      loading: '活动加载中',
      slide: (index: number, count: number) => `第${index}张，共${count}张`,
      goTo: (index: number) => `查看第${index}张活动`,
    },
  },
  notFound: { title: '页面不存在', body: '您访问的页面不存在或已被移除。' },
  /** A signed-in screen reached by Back once signed out (pages/_shell/SignedOut). */
  signedOut: {
    title: '您已退出登录',
    body: '登录后可继续查看本页内容。',
    signIn: '登录',
  },
  error: {
    title: '页面出错了',
    body: '抱歉，页面暂时无法显示，请稍后重试。',
    chunkBody: '页面资源加载失败，可能是网络不稳定或站点刚刚更新。',
  },
  /**
   * How a price reads wherever one is shown (ui/Price): a free product says 免费领取; a fee of
   * nothing (a free service) says 免费, as nothing is claimed.
   */
  price: { free: '免费领取', freeFee: '免费' },
  productGuide: {
    title: '该产品已下架',
    body: '您查看的产品已停止销售，已购买的保单不受影响，保障继续有效。您可以返回首页挑选其他保障产品。',
    back: '查看其他产品',
  },
  // Split off so that the catalogue's first visit stays light: the purchase funnel's screens
  // (and the trial) in copy-funnel.ts, membership and my orders in copy-account.ts.
} as const;
