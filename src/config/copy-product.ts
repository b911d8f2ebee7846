/**
 * The product screens' words (the detail, its parts and documents, the trial, the notice) and the
 * labels the funnel repeats from them: part of the copy module, in its own file so that the
 * catalogue and the campaign landings do not carry them.
 */
export const PRODUCT_COPY = {
  product: {
    missing: '没有找到这个产品',
    loadFailed: '产品信息加载失败',
    priceFrom: '起',
    plans: '保障方案',
    coverageItem: '保障项目',
    coverageSum: '保额',
    highlights: '产品亮点',
    keyFacts: '投保须知要点',
    exclusionsTitle: '责任免除（重要）',
    exclusionsLead: '因下列情形之一导致保险事故的，保险公司不承担保险责任：',
    /** When the product's data lists no exclusions: no lead that promises a list. */
    exclusionsLeadNoList:
      '保险公司在部分情形下不承担保险责任，请您在投保前仔细阅读《免责条款》全文。',
    readExclusions: '阅读免责条款',
    claims: '理赔流程',
    faqs: '常见问题',
    details: '产品详情',
    documents: '保险条款及重要文件',
    customerService: '客服',
    trial: '保费测算',
    buy: '立即投保',
    /** A free product's button (免费领取 is said once: by the price, COPY.price.free). */
    claimFree: '立即领取',
    premium: '保费',
    facts: {
      clause: '条款名称',
      ageRange: '投保年龄',
      coolingOff: '犹豫期',
      waitingPeriod: '等待期',
      occupationClasses: '职业类别',
      salesRegions: '销售区域',
      renewal: '续保',
      claimReport: '报案时限',
      filingNumber: '条款备案编号',
    },
    documentImportant: '重要',
    close: '关闭',
    back: '返回',
    flashBackTitle: '确定要离开吗？',
    flashBackLead: '这份保障还有这些亮点，再看看吧：',
    stay: '再看看',
    leave: '残忍离开',
    notifyTitle: '投保须知',
    notifyLead: '请您仔细阅读以下内容，确认了解产品条款、免责条款及如实告知义务后再填写投保信息。',
    notifyContinue: '我已阅读，继续投保',
  },
} as const;
