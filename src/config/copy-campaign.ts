import { COPY } from './copy';
import { SITE } from './site';

/**
 * What the campaign screens say (posters, the landings, lead forms, advisors), and what they share
 * with the articles (copy-articles.ts) and with invite friends and the boot pages
 * (copy-invite.ts), which are modules of their own so that a landing does not carry their
 * strings. A module of its own so the catalogue's first visit does not carry it. Verbatim from copy.md where
 * it has the string (the login form's and the insured form's messages come from copy.ts).
 */
export const CAMPAIGN_COPY = {
  loadFailed: '内容加载失败',
  retry: '重新加载',
  backHome: '返回首页',
  loading: '加载中…',
  copied: '已复制',
  copyFailed: '复制失败，请长按文字手动复制',
  licence: COPY.practisingLicence,
  insurer: '承保公司',
  filingNo: '条款备案编号',
  clause: '条款名称',
  exclusions: '责任免除（重要）',
  exclusionsLead: '以下情形保险公司不承担保险责任，投保前请仔细阅读保险条款：',
  priceFrom: (price: string, unit: string) => `${price}${unit || '元起'}`,
  yuanFrom: (price: string) => `${price}元起`,
  viewProduct: '查看产品详情',
  keyFacts: '产品要点',
  /** Before every plan the product sells, each with its price from (the table shows the first). */
  otherPlans: '可选方案：',
  /** A campaign whose product the server no longer has. */
  productMissing: '没有找到这个产品',
  advisor: {
    heading: '本文作者',
    contact: '联系电话',
    wechat: '微信号',
    copyWechat: '复制微信号',
    scan: '长按识别二维码，添加顾问微信',
    qrAlt: (name: string) => `${name}的微信二维码`,
  },
  lead: {
    name: '称呼',
    namePlaceholder: '如：王先生、李女士',
    phone: '手机号',
    birthDate: '出生日期',
    region: '所在地区',
    province: '省份',
    city: '城市',
    whom: '为谁咨询',
    insured: {
      family: '全家',
      self: '本人',
      spouse: '配偶',
      parents: '父母',
      children: '孩子',
    },
    age: '被保人年龄',
    ageOption: (age: number) => `${age}周岁`,
    term: '保障期限',
    consentPrefix: '我已阅读并同意',
    privacy: '《隐私政策》',
    consentSuffix: '，同意持牌顾问通过电话与我联系',
    privacyNote: '您的信息仅用于顾问与您联系、为您讲解保障，不会用于其他用途，也不会提供给第三方。',
    badName: '请输入您的称呼',
    noBirthDate: '请选择出生日期',
    noWhom: '请选择为谁咨询',
    noAge: '请选择被保人年龄',
    noTerm: '请选择保障期限',
    locked: (seconds: number) => `请稍候 ${seconds}s`,
    succeeded: '提交成功',
    estimate: '保费估算',
    estimateBasis: (basis: string) => `估算条件：${basis}`,
    estimateNote: '估算仅供参考，实际保费以投保时的保险条款和核保结果为准。',
    ended: '活动已结束',
    endedBody: '本期活动已结束，感谢您的关注。',
  },
  poster: {
    missing: '没有找到这个活动',
    offer: '活动内容',
    stickyCta: '立即预约',
  },

  flow: {
    points: '保障亮点',
    facts: '产品信息',
    price: (price: string, unit: string) => `${price}${unit}`,
    howToAdd: '添加顾问微信',
    wechatCopied: (id: string) => `已复制微信号 ${id}，打开微信添加好友`,
    serviceNote: `在线客服工作时间：${SITE.operator.serviceHours}`,
  },
  shortVideo: {
    video: '产品讲解视频',
    noVideo: '暂无视频',
    estimateTitle: '测一测保费',
    estimateLead: '选择被保人的年龄和保障期限，填写联系方式后获取保费估算，顾问会回电讲解',
    submit: '获取保费估算',
    ageRange: (min: number, max: number) => `${min}至${max}周岁可投保`,
    /** Which of the product's plans the estimate is for, where it has several. */
    estimatePlan: (plan: string) => `保费按${plan}估算`,
  },
} as const;
