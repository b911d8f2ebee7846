import * as v from 'valibot';

/**
 * The family insurance plan customisation service (家庭保险方案定制服务; ASSUMED shapes, docs/api.md):
 * the campaign as the server tells it to this visitor, the fee's order, the planner's call times
 * and the questionnaire's answers. The price is the server's only: a signed price link is checked
 * there, and the client shows what comes back.
 */
const text = () => v.nullish(v.string(), '');
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

/**
 * Where the visitor stands: not signed in; signed in with no order; an order awaiting payment;
 * paid with the questionnaire to answer; paid and answered.
 */
export const VISITOR_STATUSES = ['guest', 'new', 'unpaid', 'paid', 'done'] as const;
export const VisitorStatusSchema = v.picklist(VISITOR_STATUSES);
export type VisitorStatus = v.InferOutput<typeof VisitorStatusSchema>;

export const PlannerSchema = v.object({
  name: v.string(),
  title: text(),
  /** 执业证编号: marketing material names the individual's licence (campaign-facts.md). */
  licenceNo: v.string(),
  years: v.nullish(v.number(), null),
});
export type Planner = v.InferOutput<typeof PlannerSchema>;

export const ResultSchema = v.object({
  /** The booked call: YYYY-MM-DD and a time range. */
  date: v.string(),
  time: v.string(),
  /**
   * The personalised plan's id (its address, `/Proposal?id=`), given at the submit: the planner
   * writes the plan after the booked call, so it may still be being written (`planReady` false).
   */
  proposalId: v.nullish(v.string(), null),
  /** The planner has written the plan: it can be read. */
  planReady: v.nullish(v.boolean(), false),
});
export type CampaignResult = v.InferOutput<typeof ResultSchema>;

export const CampaignSchema = v.object({
  id: v.string(),
  title: v.string(),
  intro: text(),
  /** What the service gives: a planner, a written plan, follow-up. */
  benefits: list(v.object({ title: v.string(), description: text() })),
  /** The organisation the planners work for, its full name. */
  organisation: v.string(),
  planners: list(PlannerSchema),
  /** yuan: what this visitor pays (a signed link's price, 0 for a customer where the campaign says so). */
  price: v.number(),
  regularPrice: v.number(),
  /** The link's price passed the server's signature check. */
  priceSigned: v.nullish(v.boolean(), false),
  /** The campaign waives the fee for existing customers. */
  customerFree: v.nullish(v.boolean(), false),
  refundRule: text(),
  /**
   * The service agreement the fee's order binds the visitor to (its content, fee and refund,
   * issue 24): opened and agreed to before 确认并支付 / 确认并开始. Null: none to agree to.
   */
  agreement: v.nullish(v.object({ title: v.string(), html: v.string() }), null),
  workingHours: text(),
  servicePhone: text(),
  visitor: v.object({
    status: VisitorStatusSchema,
    /** Has a policy with the platform already. */
    customer: v.nullish(v.boolean(), false),
    /** The account's phone, to confirm (prefilled for the visitor's own account only). */
    phone: v.nullish(v.string(), null),
    /** How a known customer is addressed (张先生): prefills the questionnaire's 称呼. */
    addressee: v.nullish(v.string(), null),
    /** The order awaiting payment or paid. */
    orderId: v.nullish(v.string(), null),
  }),
  result: v.nullish(ResultSchema, null),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

/** What a link carries into the campaign's calls: the signed price and who referred the visitor. */
export interface CampaignQuery {
  price?: string;
  sign?: string;
  channel?: string;
  advisorId?: string;
  customerId?: string;
  inviteCode?: string;
}

export interface OrderRequest extends CampaignQuery {
  phone: string;
  /** One order per key: a retry of the same tap answers the same order. */
  idempotencyKey: string;
  /** The trail that recorded the agreement opened and agreed to (subject `service-<id>`). */
  traceId: string;
  /** When the service agreement was agreed to, after it was opened (absent: none to agree to). */
  consents: { serviceAgreementAt: string | null };
}

export const ServiceOrderSchema = v.object({
  orderId: v.string(),
  amount: v.number(),
  /** A zero-price order is paid at once. */
  status: v.picklist(['unpaid', 'paid']),
});
export type ServiceOrder = v.InferOutput<typeof ServiceOrderSchema>;

export const SlotSchema = v.object({
  id: v.string(),
  date: v.string(),
  time: v.string(),
  full: v.nullish(v.boolean(), false),
});
export type Slot = v.InferOutput<typeof SlotSchema>;
export const SlotsSchema = v.object({ slots: list(SlotSchema) });
export type Slots = v.InferOutput<typeof SlotsSchema>;

/** 男士 / 女士. */
export type Sex = 'male' | 'female';
/** 单身 / 已婚无娃 / 已婚有娃 / 单亲妈妈 / 单亲爸爸. */
export type FamilySituation =
  'single' | 'married' | 'marriedWithChildren' | 'singleMother' | 'singleFather';
/** 10万以下 / 10-30万 / 30-50万 / 50万以上. */
export type Income = 'under10' | '10to30' | '30to50' | 'over50';

/** The questionnaire's answers, as submitted (docs/api.md). Birth dates are YYYY-MM-DD. */
export interface Answers {
  name: string;
  mobile: string;
  sex: Sex;
  family: FamilySituation;
  /** 0 without children. */
  childrenNumber: number;
  /** 大宝, 二宝, 三宝 in order. */
  childrenSex: Sex[];
  birth: {
    self: string;
    spouse: string | null;
    children: string[];
    father: string | null;
    mother: string | null;
  };
  income: Income;
  socialSecurity: boolean;
  /** Six-digit codes of the region list. */
  province: string;
  city: string;
}

export interface AnswersRequest {
  idempotencyKey: string;
  orderId: string;
  slotId: string;
  answers: Answers;
  /** The service's trail (subject `service-<id>`). */
  traceId: string;
  /**
   * When the family and the financial information's use were agreed to, after the 隐私政策 was
   * opened (issue 24).
   */
  consents: { familyInfoAt: string; financeInfoAt: string };
}
