/**
 * A record addressed by its id in the link (a plan, an order, its payment, a policy, a gift's
 * claim), opened by an account it does not belong to, or by a visitor not signed in (issue 24).
 * The server answers another account's record as it answers one that does not exist (4004), so
 * the words say both and neither more.
 */
export type RecordKind = 'plan' | 'order' | 'payment' | 'policy' | 'claim';

const RECORDS: Record<RecordKind, { title: string; body: string; noun: string }> = {
  plan: {
    title: '无法查看该计划书',
    body: '该计划书不存在，或不属于当前登录的账号。',
    noun: '计划书',
  },
  order: {
    title: '无法查看该订单',
    body: '该订单不存在，或不属于当前登录的账号。',
    noun: '订单',
  },
  payment: {
    title: '无法查看该支付结果',
    body: '该订单不存在，或不属于当前登录的账号。',
    noun: '支付结果',
  },
  policy: {
    title: '无法查看该保单',
    body: '该保单不存在，或不属于当前登录的账号。',
    noun: '保单',
  },
  claim: {
    title: '无法查看该领取记录',
    body: '该领取记录不存在，或不属于当前登录的账号。',
    noun: '领取记录',
  },
};

export const RECORD_COPY = {
  title: (kind: RecordKind) => RECORDS[kind].title,
  body: (kind: RecordKind) => RECORDS[kind].body,
  hint: '如是您本人办理的，请用办理时的账号登录后查看。',
  myOrders: '查看我的订单',
  myPolicies: '查看我的保单',
  backHome: '返回首页',
  signInTitle: (kind: RecordKind) => `登录后查看${RECORDS[kind].noun}`,
  signInBody: (kind: RecordKind) => `${RECORDS[kind].noun}仅对办理的账号开放，请先登录。`,
  signIn: '去登录',
  /** The way on, as a landmark's name. */
  wayOn: '接下来去哪儿',
} as const;
