import type { MemberBenefit } from './types';

/**
 * The free membership's published benefits: shown to visitors who cannot ask for a profile yet
 * (no token), and what the sandbox's profile reply lists. After login the server's list wins.
 */
export const MEMBER_BENEFITS: readonly MemberBenefit[] = [
  {
    title: '免费领取意外险',
    description: '开通即可免费领取出行无忧意外险，公共交通意外最高10万元保障，保障30天',
  },
  { title: '专属保险顾问', description: '一对一在线解答投保疑问，按家庭情况梳理保障缺口' },
  { title: '理赔协助', description: '专人指导准备理赔材料，全程跟进理赔进度' },
  { title: '体检优惠', description: '合作体检机构的健康体检套餐享会员专属折扣' },
  { title: '生日礼遇', description: '生日当月送上会员专属健康关爱礼包' },
  { title: '保单管家', description: '保单集中查看，续保、缴费提前提醒，不错过保障' },
];
