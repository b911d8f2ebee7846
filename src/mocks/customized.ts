import type {
  Answers,
  AnswersRequest,
  Campaign,
  CampaignQuery,
  CampaignResult,
  OrderRequest,
  ServiceOrder,
  Slot,
  VisitorStatus,
} from '../data/customizedV2/types';
import { firstOpenStep, type Draft } from '../data/customizedV2/questionnaire';
import type { ProposalMember } from '../data/proposal/types';
import { SITE } from '../config/site';
import { ageOn } from '../lib/date';
import { isMobilePhone } from '../lib/phone';
import { randomId } from '../lib/random';
import { chinaDate, chinaDateTime, now } from './clock';
import { addDays } from './cover';
import { db } from './db';
import {
  CUSTOM_CAMPAIGNS,
  SERVICE_PLAN_ID,
  SERVICE_PRODUCT,
  SLOT_CAPACITY,
  SLOT_DAYS,
  SLOT_TIMES,
  WORKING_HOURS,
  type CustomAnswersRecord,
  type CustomCampaignRecord,
} from './fixtures/customized';
import type { UserRecord } from './fixtures/accounts';
import { buildOrderRecord, orderNumber, type OrderRecord } from './fixtures/orders';
import {
  ADVISOR_LI,
  FOLLOW_UP,
  SERVICE_STEPS,
  childCover,
  criticalIllness,
  gap,
  millionMedical,
  termLife,
  yearly,
  type ProposalRecord,
} from './fixtures/proposals';
import { md5 } from './md5';
import { refreshOrders } from './payments';
import { Refusal, SANDBOX_CODE } from './reply';

/**
 * The customisation service's server side: the price a link may carry (checked against its
 * signature), the visitor's status, the fee's order (an order like any other, paid through the
 * cashier), the planners' call times, and the answers, from which a plan (计划书) is made.
 */

export const CUSTOM_CODE = {
  /** Answers from a visitor who has not paid for the service (ASSUMED, docs/api.md). */
  notBought: 4031,
  slotFull: SANDBOX_CODE.slotFull,
} as const;

/** How long the planner's system takes to make the plan, by the sandbox clock. */
export const PROPOSAL_DELAY_MS = 3000;

export const campaignOf = (id: string): CustomCampaignRecord | undefined =>
  CUSTOM_CAMPAIGNS.find((campaign) => campaign.id === id);

/** What a signed price link carries as `sign`: md5 of the price as written, the id and the salt. */
export const priceSignature = (campaign: CustomCampaignRecord, price: string): string =>
  md5(`${price}${campaign.id}${campaign.salt}`);

/** The link's price when its signature is right; null for a missing, malformed or forged one. */
export function signedPrice(
  campaign: CustomCampaignRecord,
  price: string | undefined,
  sign: string | undefined,
): number | null {
  if (!price || !sign || !/^\d{1,5}(\.\d{1,2})?$/.test(price)) return null;
  return priceSignature(campaign, price) === sign.toLowerCase() ? Number(price) : null;
}

/** Has bought insurance on the platform before (a paid order of a catalogue product). */
export function isCustomer(userId: number): boolean {
  return db.orders
    .all()
    .some(
      (order) =>
        order.userId === userId &&
        order.status === 'paid' &&
        order.productId !== SERVICE_PRODUCT.id,
    );
}

function priceFor(
  campaign: CustomCampaignRecord,
  user: UserRecord | undefined,
  query: CampaignQuery,
): { price: number; signed: boolean } {
  if (user && campaign.customerFree && isCustomer(user.id)) return { price: 0, signed: false };
  const signed = signedPrice(campaign, query.price, query.sign);
  return signed === null
    ? { price: campaign.regularPrice, signed: false }
    : { price: signed, signed: true };
}

/** The visitor's latest fee order for the campaign that is still alive (unpaid in time, or paid). */
function liveOrder(userId: number, campaignId: string): OrderRecord | undefined {
  refreshOrders();
  return db.customOrders
    .filter((row) => row.userId === userId && row.campaignId === campaignId)
    .map((row) => db.orders.get(row.id))
    .filter((order): order is OrderRecord => !!order && order.status !== 'cancelled')
    .at(-1);
}

const answersKey = (userId: number, campaignId: string) => `${userId}:${campaignId}`;

function statusOf(
  userId: number,
  campaignId: string,
): { status: VisitorStatus; order?: OrderRecord } {
  const order = liveOrder(userId, campaignId);
  if (!order) return { status: 'new' };
  if (order.status === 'unpaid') return { status: 'unpaid', order };
  return { status: db.customAnswers.get(answersKey(userId, campaignId)) ? 'done' : 'paid', order };
}

function resultOf(record: CustomAnswersRecord | undefined): CampaignResult | null {
  if (!record) return null;
  return {
    date: record.date,
    time: record.time,
    proposalId: now() >= record.proposalReadyAt ? record.proposalId : null,
  };
}

/** How a known customer is addressed: their family name with 先生 / 女士, from their last purchase. */
function addresseeOf(userId: number): string | null {
  const order = db.orders
    .all()
    .filter((o) => o.userId === userId && o.purchase)
    .at(-1);
  const applicant = order?.purchase?.applicant;
  if (!applicant?.name) return null;
  const digit = Number(applicant.idCard?.charAt(16));
  if (Number.isNaN(digit)) return null;
  return `${applicant.name.charAt(0)}${digit % 2 === 1 ? '先生' : '女士'}`;
}

export function campaignView(
  campaign: CustomCampaignRecord,
  user: UserRecord | undefined,
  query: CampaignQuery,
): Campaign {
  const { price, signed } = priceFor(campaign, user, query);
  const state = user ? statusOf(user.id, campaign.id) : { status: 'guest' as const };
  const customer = user ? isCustomer(user.id) : false;
  return {
    id: campaign.id,
    title: campaign.title,
    intro: campaign.intro,
    benefits: campaign.benefits,
    organisation: SITE.operator.name,
    planners: campaign.planners,
    // An order already made keeps the price it was made at.
    price: 'order' in state && state.order ? state.order.premium : price,
    regularPrice: campaign.regularPrice,
    priceSigned: signed,
    customerFree: campaign.customerFree,
    refundRule: campaign.refundRule,
    workingHours: WORKING_HOURS,
    servicePhone: SITE.operator.hotline,
    visitor: {
      status: state.status,
      customer,
      phone: user?.phone ?? null,
      addressee: user && customer ? addresseeOf(user.id) : null,
      orderId: 'order' in state ? (state.order?.orderId ?? null) : null,
    },
    result: user ? resultOf(db.customAnswers.get(answersKey(user.id, campaign.id))) : null,
  };
}

function nextOrderId(date: string): string {
  let seq = 1;
  while (db.orders.get(orderNumber(date, seq))) seq += 1;
  return orderNumber(date, seq);
}

const toServiceOrder = (order: OrderRecord): ServiceOrder => ({
  orderId: order.orderId,
  amount: order.premium,
  status: order.status === 'paid' ? 'paid' : 'unpaid',
});

/**
 * The fee's order at the server's price. The same key answers the same order; an order still
 * alive for the campaign is answered again rather than doubled. A zero price is paid at once.
 */
export function createServiceOrder(
  user: UserRecord,
  campaign: CustomCampaignRecord,
  body: OrderRequest,
): ServiceOrder | Refusal {
  if (!isMobilePhone(body.phone)) return new Refusal(SANDBOX_CODE.badParam, '请输入正确的手机号');
  const again = db.customOrders.find(
    (row) => row.userId === user.id && row.idempotencyKey === body.idempotencyKey,
  );
  const againOrder = again && db.orders.get(again.id);
  if (againOrder) return toServiceOrder(againOrder);
  const alive = liveOrder(user.id, campaign.id);
  if (alive) return toServiceOrder(alive);
  const { price } = priceFor(campaign, user, body);
  const instant = now();
  const orderId = nextOrderId(chinaDate(instant));
  const free = price === 0;
  const order = db.orders.insert(
    buildOrderRecord({
      orderId,
      userId: user.id,
      product: SERVICE_PRODUCT,
      plan: { id: SERVICE_PLAN_ID, name: campaign.title, premiumFrom: price, premiumUnit: '元' },
      insuredName: '家庭成员',
      premium: price,
      premiumUnit: '元',
      status: free ? 'paid' : 'unpaid',
      createdAt: chinaDateTime(instant),
      policyNo: null,
      paidAt: free ? chinaDateTime(instant) : null,
    }),
  );
  db.customOrders.insert({
    id: orderId,
    userId: user.id,
    campaignId: campaign.id,
    phone: body.phone,
    idempotencyKey: body.idempotencyKey,
    channel: body.channel ?? null,
    advisorId: body.advisorId ?? null,
    customerId: body.customerId ?? null,
    inviteCode: body.inviteCode ?? null,
  });
  return toServiceOrder(order);
}

/** Calls other families booked already: a fixed pattern, so some times read 已约满. */
const takenByOthers = (date: string, index: number) => (Number(date.slice(8, 10)) + index) % 3;

export function slotsOf(campaign: CustomCampaignRecord): Slot[] {
  const tomorrow = addDays(chinaDate(now()), 1);
  const booked = db.customAnswers.filter((row) => row.campaignId === campaign.id);
  return Array.from({ length: SLOT_DAYS }, (_, day) => addDays(tomorrow, day)).flatMap((date) =>
    SLOT_TIMES.map((time, index) => {
      const id = `${date.replaceAll('-', '')}-${index + 1}`;
      const taken = takenByOthers(date, index) + booked.filter((row) => row.slotId === id).length;
      return { id, date, time, full: taken >= SLOT_CAPACITY };
    }),
  );
}

/** The answers as the questionnaire's draft, so the server checks them by the client's own rules. */
function asDraft(answers: Answers, slotId: string): Draft {
  return {
    ...answers,
    birth: {
      self: answers.birth?.self,
      spouse: answers.birth?.spouse ?? undefined,
      children: answers.birth?.children,
      father: answers.birth?.father ?? undefined,
      mother: answers.birth?.mother ?? undefined,
    },
    slotId,
  };
}

const INCOME_WAN: Record<Answers['income'], number> = {
  under10: 8,
  '10to30': 20,
  '30to50': 40,
  over50: 60,
};
const round10 = (wan: number) => Math.max(10, Math.round(wan / 10) * 10);

/** The plan the planner's system makes from the answers: gaps by income and family, products from the catalogue. */
export function planFrom(answers: Answers, userId: number, today: string): ProposalRecord {
  const income = INCOME_WAN[answers.income];
  const dependants = answers.childrenNumber > 0 || answers.family === 'married';
  const age = (birth: string) => ageOn(new Date(birth), new Date(today));
  const other = answers.sex === 'male' ? 'female' : 'male';
  const adult = (
    id: string,
    relationship: 'self' | 'spouse',
    label: string,
    gender: 'male' | 'female',
    birth: string,
  ): ProposalMember => ({
    id,
    relationship,
    label,
    gender,
    age: age(birth),
    birthDate: birth,
    gaps: [
      gap(
        'critical',
        round10(income * 3),
        0,
        `家庭年收入${CUSTOM_INCOME[answers.income]}，重疾保额建议覆盖3-5年收入。`,
      ),
      gap(
        'life',
        dependants ? round10(income * 5) : 0,
        0,
        dependants
          ? '家人依靠您的收入，身故保障应覆盖子女教育与家庭开支。'
          : '暂无需要抚养的家人，寿险可稍后配置。',
      ),
      gap('accident', 50, 0, '意外风险与年龄无关，保障成本低，建议优先配置。'),
      gap(
        'medical',
        400,
        0,
        answers.socialSecurity
          ? '社保报销有目录和限额，自费药和进口器械需要百万医疗补充。'
          : '暂无社保，住院费用需全部自付，医疗保障最为紧迫。',
      ),
      gap(
        'pension',
        100,
        answers.socialSecurity ? 30 : 0,
        '养老储备宜尽早开始，时间越长压力越小。',
      ),
    ],
  });
  const members: ProposalMember[] = [adult('m1', 'self', '本人', answers.sex, answers.birth.self)];
  if (answers.birth.spouse)
    members.push(adult('m2', 'spouse', '配偶', other, answers.birth.spouse));
  answers.birth.children.forEach((birth, i) =>
    members.push({
      id: `c${i + 1}`,
      relationship: 'child',
      label: ['大宝', '二宝', '三宝'][i]!,
      gender: answers.childrenSex[i] ?? 'male',
      age: age(birth),
      birthDate: birth,
      gaps: [
        gap('critical', 30, 0, '少儿重疾治疗费用高，父母陪护期间收入也会受影响。'),
        gap('accident', 20, 0, '孩子活泼好动，意外伤害是少儿最常见的风险。'),
        gap('medical', 200, 0, '少儿医保报销有限，住院医疗保障需要补充。'),
        gap('life', 0, 0, '未成年人无需配置寿险。'),
        gap('pension', 0, 0, '养老规划以父母为先。'),
      ],
    }),
  );
  (['father', 'mother'] as const).forEach((who) => {
    const birth = answers.birth[who];
    if (!birth) return;
    members.push({
      id: who === 'father' ? 'p1' : 'p2',
      relationship: 'parent',
      label: who === 'father' ? '父亲' : '母亲',
      gender: who === 'father' ? 'male' : 'female',
      age: age(birth),
      birthDate: birth,
      gaps: [
        gap('medical', 200, 0, '年龄增长后普通医疗险难以投保，防癌医疗险是可投保的保障。'),
        gap('accident', 20, 0, '老人跌倒骨折风险高，意外医疗和骨折保障最实用。'),
        gap('critical', 0, 0, '已超出多数重疾险的投保年龄，以防癌医疗替代。'),
        gap('life', 0, 0, '已无家庭收入责任，无需配置寿险。'),
        gap('pension', 0, 0, '养老金已在领取或即将领取。'),
      ],
    });
  });
  const recommendations = members.flatMap((member) => {
    if (member.relationship === 'child')
      return member.age <= 17 ? [childCover(member, 10302, 20)] : [];
    if (member.relationship === 'parent') {
      return member.age >= 50 && member.age <= 80
        ? [
            yearly(member, 117, 11701, 2000000, [
              { risk: 'medical', item: '恶性肿瘤医疗保险金', amount: '200万' },
            ]),
            yearly(member, 118, 11801, 100000, [
              { risk: 'accident', item: '意外身故及伤残', amount: '10万' },
            ]),
          ]
        : [];
    }
    const picks = [];
    if (member.age >= 18 && member.age <= 55) {
      picks.push(criticalIllness(member, Math.min(round10(income * 3), 100), 'to70'));
      if (dependants) picks.push(termLife(member, Math.min(round10(income * 5), 300), 'to70'));
    }
    if (member.age >= 18 && member.age <= 60) picks.push(millionMedical(member));
    return picks;
  });
  return {
    id: `P${randomId(6)
      .replace(/[^A-Za-z0-9]/g, 'X')
      .toUpperCase()
      .slice(0, 7)}`,
    addressee: answers.name,
    createdAt: today,
    ownerUserId: userId,
    withdrawn: false,
    members,
    advisor: ADVISOR_LI,
    summary: `根据您填写的家庭情况（${CUSTOM_FAMILY[answers.family]}，家庭年收入${CUSTOM_INCOME[answers.income]}，${answers.socialSecurity ? '有' : '无'}社保），建议先为家庭经济支柱配齐重疾、医疗和意外保障${dependants ? '，并以定期寿险覆盖家庭责任' : ''}；规划师将在预约的时间与您逐项讲解。`,
    recommendations,
    serviceSteps: SERVICE_STEPS,
    followUp: FOLLOW_UP,
  };
}

const CUSTOM_INCOME: Record<Answers['income'], string> = {
  under10: '10万以下',
  '10to30': '10-30万',
  '30to50': '30-50万',
  over50: '50万以上',
};
const CUSTOM_FAMILY: Record<Answers['family'], string> = {
  single: '单身',
  married: '已婚无娃',
  marriedWithChildren: '已婚有娃',
  singleMother: '单亲妈妈',
  singleFather: '单亲爸爸',
};

/**
 * The answers, once per visitor and campaign: a retry (the same key, or a second submit) answers
 * the result already made. Only a visitor who paid the fee may answer.
 */
export function submitAnswers(
  user: UserRecord,
  campaign: CustomCampaignRecord,
  body: AnswersRequest,
): CampaignResult | Refusal {
  const key = answersKey(user.id, campaign.id);
  const existing = db.customAnswers.get(key);
  if (existing) return resultOf(existing)!;
  const { status, order } = statusOf(user.id, campaign.id);
  if (status !== 'paid' || !order) {
    return new Refusal(CUSTOM_CODE.notBought, '您还没有购买家庭保险方案定制服务');
  }
  const today = chinaDate(now());
  if (
    typeof body.slotId !== 'string' ||
    typeof body.answers !== 'object' ||
    body.answers === null ||
    firstOpenStep(asDraft(body.answers, body.slotId), today) !== null
  ) {
    return new Refusal(SANDBOX_CODE.badParam, '问卷信息不完整，请检查后重新提交');
  }
  const slot = slotsOf(campaign).find((s) => s.id === body.slotId);
  if (!slot) return new Refusal(SANDBOX_CODE.badParam, '请选择可预约的沟通时间');
  if (slot.full) return new Refusal(CUSTOM_CODE.slotFull, '该时间已约满，请选择其他时间');
  const plan = planFrom(body.answers, user.id, today);
  db.proposals.insert(plan);
  const record = db.customAnswers.insert({
    id: key,
    userId: user.id,
    campaignId: campaign.id,
    orderId: order.orderId,
    idempotencyKey: String(body.idempotencyKey),
    answers: body.answers,
    slotId: slot.id,
    date: slot.date,
    time: slot.time,
    proposalId: plan.id,
    proposalReadyAt: now() + PROPOSAL_DELAY_MS,
  });
  return resultOf(record)!;
}
