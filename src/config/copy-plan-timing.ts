/**
 * When the personalised plan (计划书) comes, in one place: the customisation service's landing,
 * its result screen and the plan's own screen say it in these words. The planner calls at the
 * time the visitor booked and writes the plan after the call; until then the plan's address says
 * the planner is writing it, with the booking. Its own module: both features' screens carry it.
 */
export const PLAN_TIMING = {
  /** The service's steps, as the landing lists them. */
  steps: ['支付服务费', '填写家庭情况', '规划师按约致电', '通话后出具计划书'],
  /** The same for a visitor who pays nothing (a free campaign, a customer's waived fee). */
  freeSteps: ['填写家庭情况', '规划师按约致电', '通话后出具计划书'],
  promise: '规划师将按您预约的时间致电沟通，通话后为您出具书面计划书。',
  writing: '计划书将在通话后出具',
  written: '计划书已出具',
  /** The booked call, `2026年11月29日 19:00-20:00` (the date already written out). */
  call: (date: string, time: string) => `${date} ${time}`,
  booked: (call: string) => `已预约 ${call}，规划师将按时致电`,
} as const;
