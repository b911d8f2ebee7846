/**
 * The premium trial's words (its factors and their labels, which the insured form and the
 * confirmation show again): part of the copy module, in its own file so that the trial carries
 * neither the catalogue's nor the funnel's strings it does not show.
 */
export const TRIAL_COPY = {
  trial: {
    term: '保障期限',
    /** 交费, as the insurer's documents and the policy write it: one word on every page. */
    payFrequency: '交费方式',
    birthDate: '被保人出生日期',
    choose: '请选择',
    chooseBirthDate: '请选择被保人出生日期',
    allowedRange: (start: string, end: string) => `可投保出生日期：${start} 至 ${end}`,
    age: (age: number) => `${age}周岁`,
    pricedAt: (age: number) => `按被保人${age}周岁测算`,
    quoting: '正在测算保费…',
    quoteFailed: '保费测算失败，请稍后重试',
    requote: '重新测算',
    backToDetail: '返回详情',
    covers: (plan: string) => `${plan}保障内容`,
    /** Monthly payments: the year's total and how the months after the first are collected. */
    monthly: {
      yearTotal: (months: number) => `每年${months}期，合计`,
      collection: '首月支付，次月起每月自动扣款',
    },
    frequency: {
      annual: '年交',
      monthly: '月交',
      single: '一次性交清',
    },
  },
} as const;
