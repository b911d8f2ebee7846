import type {
  Answers,
  AnswersRequest,
  Campaign,
  CampaignQuery,
  CampaignResult,
  OrderRequest,
  ServiceOrder,
  VisitorStatus,
} from '../data/customizedV2/types';
import { firstOpenStep, type Draft } from '../data/customizedV2/questionnaire';
import type { GapFigure, ProposalMember, Recommendation } from '../data/proposal/types';
import { CUSTOM_COPY } from '../config/copy-customized';
import { SITE } from '../config/site';
import { ageOn } from '../lib/date';
import { yuanOfAmount } from '../lib/money';
import { isMobilePhone } from '../lib/phone';
import { randomId } from '../lib/random';
import { chinaDate, chinaDateTime, now } from './clock';
import { db } from './db';
import {
  CUSTOM_CAMPAIGNS,
  SERVICE_AGREEMENT_TITLE,
  SERVICE_PLAN_ID,
  SERVICE_PRODUCT,
  WORKING_HOURS,
  serviceAgreementHtml,
  type CustomAnswersRecord,
  type CustomCampaignRecord,
} from './fixtures/customized';
import type { UserRecord } from './fixtures/accounts';
import { buildOrderRecord, orderNumber, type OrderRecord } from './fixtures/orders';
import {
  ADVISOR_LI,
  FOLLOW_UP,
  SERVICE_STEPS,
  canInsure,
  childCover,
  criticalIllness,
  millionMedical,
  sumOptionsOf,
  termLife,
  yearly,
  type ProposalRecord,
} from './fixtures/proposals';
import { md5 } from './md5';
import { refreshOrders } from './payments';
import { bookCall, callEndsAt } from './planner-calendar';
import { Refusal, SANDBOX_CODE } from './reply';

/**
 * The customisation service's server side: the price a link may carry (checked against its
 * signature), the visitor's status, the fee's order (an order like any other, paid through the
 * cashier), and the answers with the booked call, from which the planner's plan (计划书) is made.
 *
 * When the plan comes: the plan exists (and has its address) from the submit, but the planner
 * writes it after the booked call. The sandbox's planner has written it once the call's time has
 * ended by the sandbox clock (refreshPlans), or at once through `writePlan` (tests and QA, from
 * `window.__sandbox`). Until then `GET proposal/{id}` answers `status: 'writing'`.
 */

export const CUSTOM_CODE = {
  /** Answers from a visitor who has not paid for the service (ASSUMED, docs/api.md). */
  notBought: 4031,
  slotFull: SANDBOX_CODE.slotFull,
} as const;

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

/**
 * The planner writes a service's plan after its booked call: every plan whose call has ended (by
 * the sandbox clock) is written from then on, whatever the clock does later.
 */
export function refreshPlans(): void {
  for (const plan of db.proposals.filter((row) => !row.written)) {
    const booking = db.bookings.get(plan.id);
    // Dated the day it is written: the day of the call.
    if (booking && now() >= callEndsAt(booking)) {
      db.proposals.update(plan.id, { written: true, createdAt: booking.date });
    }
  }
}

/**
 * The planner has written the plan now, whatever the time (tests and QA), dated today. Throws for
 * an unknown plan.
 */
export function writePlan(proposalId: string): void {
  const plan = db.proposals.get(proposalId);
  if (!plan) throw new Error(`[sandbox] no plan ${proposalId}`);
  if (!plan.written)
    db.proposals.update(proposalId, { written: true, createdAt: chinaDate(now()) });
}

/** The booked call (the plan's booking, which the plan's screen may have moved) and the plan. */
function resultOf(record: CustomAnswersRecord | undefined): CampaignResult | null {
  if (!record) return null;
  refreshPlans();
  const booking = db.bookings.get(record.proposalId);
  return {
    date: booking?.date ?? record.date,
    time: booking?.time ?? record.time,
    proposalId: record.proposalId,
    planReady: db.proposals.get(record.proposalId)?.written ?? false,
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
    agreement: { title: SERVICE_AGREEMENT_TITLE, html: serviceAgreementHtml(campaign) },
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
/** The consents' refusals (the client's own words where it has them). */
export const MUST_AGREE_SERVICE = `请先阅读并同意《${SERVICE_AGREEMENT_TITLE}》`;
export const MUST_AGREE_INFO = '请先阅读并同意信息使用授权';

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function createServiceOrder(
  user: UserRecord,
  campaign: CustomCampaignRecord,
  body: OrderRequest,
): ServiceOrder | Refusal {
  if (!isMobilePhone(body.phone)) return new Refusal(SANDBOX_CODE.badParam, '请输入正确的手机号');
  // The order rests on the service agreement, opened and agreed to (issue 24).
  if (!isTime(body.consents?.serviceAgreementAt)) {
    return new Refusal(SANDBOX_CODE.badParam, MUST_AGREE_SERVICE);
  }
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
    consents: { serviceAgreementAt: body.consents.serviceAgreementAt!, traceId: body.traceId },
    channel: body.channel ?? null,
    advisorId: body.advisorId ?? null,
    customerId: body.customerId ?? null,
    inviteCode: body.inviteCode ?? null,
  });
  return toServiceOrder(order);
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

const WAN = 10000;
const INCOME_WAN: Record<Answers['income'], number> = {
  under10: 8,
  '10to30': 20,
  '30to50': 40,
  over50: 60,
};

/** The largest sum the plan sells at or under `target` yuan, else its smallest. */
function sumFor(productId: number, planId: number, target: number): number {
  const options = [...sumOptionsOf(productId, planId)].sort((a, b) => a - b);
  return options.filter((option) => option <= target).at(-1) ?? options[0]!;
}

interface Person {
  id: string;
  relationship: ProposalMember['relationship'];
  label: string;
  gender: ProposalMember['gender'];
  birth: string;
}

/** One risk the planner covers for a member: the gap's reason, and the product when one fits. */
interface Cover {
  gap: Omit<GapFigure, 'recommended' | 'existing'>;
  pick: ((member: ProposalMember) => Recommendation) | null;
}

/**
 * The plan the sandbox's planner writes from the questionnaire's answers, and from nothing else:
 * the members are the family the visitor described (their ages from the birth dates), each gap
 * recommends what the plan's products cover (the catalogue's sums for this income, the products
 * this member may be insured by at this age), its reasons quote the answers, and the existing
 * cover is null: the questionnaire does not ask about it, so the plan does not claim any.
 */
export function planFrom(
  answers: Answers,
  userId: number,
  today: string,
  id: string,
): ProposalRecord {
  const income = INCOME_WAN[answers.income] * WAN;
  const incomeText = CUSTOM_COPY.form.income[answers.income];
  const children = answers.birth.children.length;
  const supports =
    children > 0 || answers.family === 'married' || answers.family === 'marriedWithChildren';
  const can = (productId: number, planId: number, person: Person) =>
    canInsure(productId, planId, person.birth, today);
  const other = answers.sex === 'male' ? 'female' : 'male';

  const people: Person[] = [
    {
      id: 'm1',
      relationship: 'self',
      label: '本人',
      gender: answers.sex,
      birth: answers.birth.self,
    },
  ];
  if (answers.birth.spouse) {
    people.push({
      id: 'm2',
      relationship: 'spouse',
      label: '配偶',
      gender: other,
      birth: answers.birth.spouse,
    });
  }
  answers.birth.children.forEach((birth, i) =>
    people.push({
      id: `c${i + 1}`,
      relationship: 'child',
      label: CUSTOM_COPY.form.childLabels[i] ?? `孩子${i + 1}`,
      gender: answers.childrenSex[i] ?? 'male',
      birth,
    }),
  );
  (['father', 'mother'] as const).forEach((who) => {
    const birth = answers.birth[who];
    if (birth) {
      people.push({
        id: who === 'father' ? 'p1' : 'p2',
        relationship: 'parent',
        label: CUSTOM_COPY.form.birthLabels[who],
        gender: who === 'father' ? 'male' : 'female',
        birth,
      });
    }
  });

  const adultCovers = (
    person: Person,
  ): Record<'critical' | 'life' | 'accident' | 'medical', Cover> => {
    const earner = person.relationship === 'self' || person.relationship === 'spouse';
    const criticalSum = sumFor(106, 10601, earner ? income * 3 : 300000);
    const lifeSum = sumFor(102, 10201, income * 5);
    return {
      critical: can(106, 10601, person)
        ? {
            gap: {
              risk: 'critical',
              reason: earner
                ? `家庭年收入${incomeText}，重疾保额约按3年收入准备，弥补治疗与康复期的收入损失。`
                : '重疾治疗与康复费用高，建议配置基础重疾保障。',
            },
            pick: (m) => criticalIllness(m, criticalSum / WAN, 'to70'),
          }
        : {
            gap: { risk: 'critical', reason: '已超出重疾险的投保年龄，大病费用由医疗险覆盖。' },
            pick: null,
          },
      life: !earner
        ? { gap: { risk: 'life', reason: '没有需要其收入抚养的家人，无需配置寿险。' }, pick: null }
        : !supports
          ? {
              gap: {
                risk: 'life',
                reason: '您填写的家庭情况为单身，暂无需要抚养的家人，寿险可稍后配置。',
              },
              pick: null,
            }
          : can(102, 10201, person)
            ? {
                gap: {
                  risk: 'life',
                  reason: `家人依靠家庭收入生活，身故保障约按5年家庭收入（${incomeText}）准备。`,
                },
                pick: (m) => termLife(m, lifeSum / WAN, 'to70'),
              }
            : { gap: { risk: 'life', reason: '已超出定期寿险的投保年龄。' }, pick: null },
      accident: can(114, 11403, person)
        ? {
            gap: { risk: 'accident', reason: '意外风险与年龄无关，保障成本低，建议优先配置。' },
            pick: (m) => yearly(m, 114, 11403),
          }
        : can(118, 11801, person)
          ? {
              gap: { risk: 'accident', reason: '年长后跌倒骨折风险高，意外医疗和骨折保障最实用。' },
              pick: (m) => yearly(m, 118, 11801),
            }
          : { gap: { risk: 'accident', reason: '已超出意外险的投保年龄。' }, pick: null },
      medical: can(105, 10501, person)
        ? {
            gap: {
              risk: 'medical',
              reason: answers.socialSecurity
                ? '您填写了有社保：社保报销有目录和限额，自费药和进口器械需要百万医疗补充。'
                : '您填写了无社保：住院费用需全部自付，医疗保障最为紧迫。',
            },
            pick: millionMedical,
          }
        : can(117, 11701, person)
          ? {
              gap: {
                risk: 'medical',
                reason: '年过六旬，普通医疗险难以投保，防癌医疗险是可投保的保障。',
              },
              pick: (m) => yearly(m, 117, 11701),
            }
          : {
              gap: {
                risk: 'medical',
                reason: '已超出医疗险的投保年龄，医疗费用以社保和家庭储蓄应对。',
              },
              pick: null,
            },
    };
  };

  const childCovers = (person: Person): Cover[] => {
    const child = can(103, 10302, person);
    const critical = can(106, 10601, person);
    return [
      {
        gap: { risk: 'critical', reason: '少儿重疾治疗费用高，父母陪护期间收入也会受影响。' },
        pick: critical ? (m) => criticalIllness(m, sumFor(106, 10601, 300000) / WAN, 'life') : null,
      },
      {
        gap: { risk: 'accident', reason: '孩子活泼好动，意外伤害是少儿最常见的风险。' },
        pick: child ? (m) => childCover(m, 10302) : null,
      },
      { gap: { risk: 'medical', reason: '少儿医保报销有限，住院医疗保障需要补充。' }, pick: null },
      {
        gap: { risk: 'life', reason: '未成年人无需配置寿险，家庭责任由父母的寿险保障。' },
        pick: null,
      },
    ];
  };

  const members: ProposalMember[] = [];
  const recommendations: Recommendation[] = [];
  for (const person of people) {
    const base = {
      id: person.id,
      relationship: person.relationship,
      label: person.label,
      gender: person.gender,
      age: ageOn(new Date(`${person.birth}T00:00:00`), new Date(`${today}T00:00:00`)),
      birthDate: person.birth,
    };
    const young = person.relationship === 'child' && base.age < 18;
    const covers = young ? childCovers(person) : Object.values(adultCovers(person));
    const picks = [...new Set(covers.map((c) => c.pick).filter((pick) => pick !== null))];
    const mine = picks.map((pick) => pick({ ...base, gaps: [] }));
    // Each gap recommends what the plan's products cover for that risk (resolved from the
    // catalogue's coverages); a risk with no product for this member recommends nothing.
    const gaps = covers.map((cover) => {
      const amounts = mine.map((item) =>
        Math.max(
          0,
          ...item.benefits
            .filter((b) => b.risk === cover.gap.risk)
            .map((b) => yuanOfAmount(b.amount) ?? 0),
        ),
      );
      const total =
        cover.gap.risk === 'medical' ? Math.max(0, ...amounts) : amounts.reduce((a, b) => a + b, 0);
      return { ...cover.gap, recommended: total, existing: null };
    });
    members.push({ ...base, gaps });
    recommendations.push(...mine);
  }

  const family = CUSTOM_COPY.form.family[answers.family];
  return {
    id,
    addressee: answers.name,
    createdAt: today,
    ownerUserId: userId,
    withdrawn: false,
    written: false,
    members,
    advisor: ADVISOR_LI,
    summary: `根据您填写的家庭情况（${family}，家庭年收入${incomeText}，${answers.socialSecurity ? '有' : '无'}社保），先为家庭经济支柱配齐重疾、医疗和意外保障${supports ? '，并以定期寿险覆盖家庭责任' : ''}；您已有的商业保险未计入，可与规划师核对后调整。养老规划可在保障配齐后另行沟通。`,
    recommendations,
    serviceSteps: SERVICE_STEPS,
    followUp: FOLLOW_UP,
  };
}

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
  // The answers rest on their consent: the family's and the financial information's use (issue 24).
  if (!isTime(body.consents?.familyInfoAt) || !isTime(body.consents?.financeInfoAt)) {
    return new Refusal(SANDBOX_CODE.badParam, MUST_AGREE_INFO);
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
  const id = newPlanId();
  const booking = bookCall(id, body.slotId, body.answers.mobile);
  if (booking === 'unknown') return new Refusal(SANDBOX_CODE.badParam, '请选择可预约的沟通时间');
  if (booking === 'full') return new Refusal(CUSTOM_CODE.slotFull, '该时间已约满，请选择其他时间');
  const plan = planFrom(body.answers, user.id, today, id);
  db.proposals.insert(plan);
  const record = db.customAnswers.insert({
    id: key,
    userId: user.id,
    campaignId: campaign.id,
    orderId: order.orderId,
    idempotencyKey: String(body.idempotencyKey),
    answers: body.answers,
    consents: {
      familyInfoAt: body.consents.familyInfoAt,
      financeInfoAt: body.consents.financeInfoAt,
      traceId: body.traceId,
    },
    slotId: booking.slotId,
    date: booking.date,
    time: booking.time,
    proposalId: plan.id,
  });
  return resultOf(record)!;
}

/** A plan's address: P and seven letters or digits, not one that exists. */
function newPlanId(): string {
  for (;;) {
    const id = `P${randomId(12)
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 7)}`;
    if (id.length === 8 && !db.proposals.get(id)) return id;
  }
}
