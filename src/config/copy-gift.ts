import { SITE } from './site';

/**
 * The free gift claim's screen copy (赠险领取, sign-in, the form, the result, the official account):
 * part of the copy module, in its own file so that other screens' first visits do not carry it.
 */
export const GIFT_COPY = {
  noId: '缺少赠险信息',
  noIdBody: '请从产品页或分享链接进入领取页面。',
  loadFailed: '赠险信息加载失败',
  retry: '重新加载',
  toCatalogue: '去看看其他保障',
  home: '返回首页',

  header: {
    badge: '赠送保障',
    free: '免费领取',
    sponsor: (name: string) => `本保障由${name}赠送，保险费由赠送方承担`,
    noPayment: '领取全程无需支付，不会索取任何银行卡或支付信息',
    sumInsured: '最高保额',
    term: '保障期间',
    ages: '可领年龄',
    insurer: '承保公司',
    effective: '生效时间',
    waiting: '等待期',
    endsAt: '领取截止',
    remaining: (count: number) => `剩余名额 ${count} 份`,
  },

  cover: {
    title: '保障内容',
    item: '保障项目',
    sum: '保额',
  },

  documents: {
    title: '请逐页阅读以下内容',
    lead: '领取前请仔细阅读投保须知、保险条款及责任免除，特别是加粗的免除保险人责任条款。',
    exclusionsTitle: '责任免除（重要）',
    exclusionsLead: '发生以下情形时，保险公司不承担保险责任：',
    filings: '条款及备案编号',
    noCoolingOff:
      '本保障为赠送保险，无需交纳保险费，不设犹豫期；您可随时申请解除合同，解除时不涉及保险费退还。',
    onePerPerson: '每位被保险人限领一份，重复领取无效。',
    truthful: '请如实填写被保险人信息，信息不实可能影响理赔。',
    epolicy: '领取成功后出具电子保单，可在“我的保单”中查看。',
  },

  consent: '我已逐页阅读上述内容并同意',
  mustConsent: '请先阅读并勾选“我已逐页阅读上述内容并同意”',
  claimNow: '立即领取',
  activate: '激活保障',
  claiming: '正在领取…',

  unavailable: {
    ended: '本次赠险活动已结束',
    soldOut: '本期名额已领完',
    /** Said in the header, where an open gift says 免费领取. */
    endedTag: '已结束',
    soldOutTag: '已领完',
    lead: '感谢关注，您可以看看我们的其他保障。',
  },

  login: {
    title: '凭手机号 免费领取',
    lead: '验证手机号后填写被保险人信息，即可领取保障。',
    submit: '下一步',
    wechat: '微信授权登录',
    wechatLead: '在微信中可直接授权登录领取',
    usePhone: '使用手机号登录',
  },

  form: {
    title: '最后一步 填写信息',
    lead: '请填写被保险人的真实信息，保单将按此信息出具。',
    relationship: '为谁领取',
    relation: { self: '本人', spouse: '配偶', child: '子女', parent: '父母' },
    you: '您的信息（投保人）',
    insured: '被保险人信息',
    ageHint: (range: string) => `被保险人需为${range}`,
    insuredAgreed: '被保险人已知悉并同意由我为其领取本保障',
    mustInsuredAgree: '为他人领取，请先确认被保险人已同意',
    anotherPerson: '重新填写被保险人信息',
  },

  /** What the signed-in visitor has claimed of the gift already (the gift's `claimed`). */
  claimed: {
    title: '您已领取',
    lead: '保单已生成，每位被保险人限领一份。',
    details: '领取详情',
    /** Claimed for oneself, and the gift may be claimed for family too. */
    forFamily: '为家人领取',
    familyLead: (whom: string) => `您还可以为${whom}领取本保障。`,
  },

  already: {
    title: '已领取过本保障',
    lead: '每位被保险人限领一份，以下是已为其出具的保单。',
    other: '该被保险人已领取过本保障，每人限领一份。如需查看保单，请使用领取时的账号登录。',
  },

  successful: {
    title: '领取成功',
    lead: '保单已生成，保障自起保日零时起生效；电子保单出具后即可查看。',
    policyNo: '保单号',
    product: '保障名称',
    insured: '被保险人',
    period: '保障期间',
    insurer: '承保公司',
    viewPolicy: '查看电子保单',
    viewPolicies: '我的保单',
    followTitle: '关注公众号 查收您的保单',
    follow: '关注公众号',
    epolicyHint: '电子保单与纸质保单具有同等法律效力，可随时在“我的保单”中查看。',
    missing: '未找到领取记录',
    missingBody: '请在“我的保单”中查看已领取的保障。',
    loadFailed: '领取结果加载失败',
  },

  official: {
    title: '关注公众号 查收您的保单',
    lead: `关注“${SITE.brandName}”公众号，保单生效、续保提醒和理赔进度都会第一时间通知您。`,
    qrAlt: `${SITE.brandName}公众号二维码`,
    accountName: SITE.brandName,
    copyName: '复制公众号名称',
    copied: '已复制公众号名称',
    qrFailed: '二维码生成失败，请在微信中搜索公众号名称关注',
    inWechatSteps: [
      '长按上方二维码',
      '在弹出的菜单中选择“识别图中二维码”',
      '进入公众号页面，点击“关注公众号”',
    ],
    outsideTitle: '四步关注公众号',
    outsideSteps: [
      '长按或截图保存上方二维码图片',
      '打开微信，点击右上角“+”，选择“扫一扫”',
      '点击右上角“相册”，选择刚保存的二维码图片',
      '进入公众号页面，点击“关注公众号”',
    ],
  },

  footer: {
    title: '重要信息披露',
    insurer: (name: string) => `承保公司：${name}`,
    hotline: '保险公司客服电话：',
    branches: (text: string) => `分支机构所在地区：${text}`,
    claims: (report: string) => `出险后请于${report}拨打保险公司客服电话报案`,
    operator: `销售机构：${SITE.operator.name}（经营保险代理业务许可证 ${SITE.operator.licenceNo}）`,
    service: `平台客服：${SITE.operator.hotline}（${SITE.operator.serviceHours}）`,
    lookup: '保单查询：“我的保单”或保险公司官网',
  },

  preview: {
    label: '页面组件预览',
  },
} as const;
