import * as v from 'valibot';
import { isCoverPeriod, isPayPeriod } from '../../lib/periods';
import { ProductFamilySchema } from '../home/types';
import { PayFrequencySchema } from '../product/types';

/**
 * The personalised plan (计划书) and its call booking (ASSUMED shapes, docs/api.md). A plan is
 * made for a family by the customisation service or by an advisor and opened from a shared link,
 * so it carries no ID numbers or phones: members are a form of address, a relationship, a gender
 * and an age (a birth date only for the signed-in family it belongs to).
 */
const text = () => v.nullish(v.string(), '');
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

/** The risks a gap is measured for: 重疾, 意外, 寿险, 医疗, 养老. */
export const RISKS = ['critical', 'accident', 'life', 'medical', 'pension'] as const;
export const RiskSchema = v.picklist(RISKS);
export type Risk = v.InferOutput<typeof RiskSchema>;

export const GapSchema = v.object({
  risk: RiskSchema,
  /** yuan */
  recommended: v.number(),
  /**
   * yuan; null when nobody was told (a plan made from the customisation questionnaire, which
   * does not ask about cover the family already has): not known is not the same as none.
   */
  existing: v.nullish(v.number(), null),
  /** One line in plain words: income, dependants, debts. */
  reason: text(),
});
export type GapFigure = v.InferOutput<typeof GapSchema>;

export const MemberSchema = v.object({
  id: v.string(),
  relationship: v.picklist(['self', 'spouse', 'child', 'parent']),
  /** How the plan names them: 本人, 配偶, 大宝, 母亲... */
  label: v.string(),
  gender: v.picklist(['male', 'female']),
  age: v.number(),
  /** YYYY-MM-DD; only for the family the plan belongs to, signed in. */
  birthDate: v.nullish(v.string(), null),
  gaps: list(GapSchema),
});
export type ProposalMember = v.InferOutput<typeof MemberSchema>;

export const BenefitSchema = v.object({
  risk: RiskSchema,
  /** 保障项目, e.g. 重大疾病保险金 */
  item: v.string(),
  /** As shown, e.g. 50万 or 按实际费用报销 */
  amount: v.string(),
});
export type ProposalBenefit = v.InferOutput<typeof BenefitSchema>;

export const RecommendationSchema = v.object({
  memberId: v.string(),
  productId: v.number(),
  family: ProductFamilySchema,
  name: v.string(),
  insurer: text(),
  planId: v.number(),
  planName: text(),
  /** yuan */
  sumInsured: v.number(),
  /** The product's term value, also the trial's: 1y, 20y, to70, life. */
  term: v.custom<string>((value) => typeof value === 'string' && isCoverPeriod(value)),
  /** 交费期间: single, 20y, to60. */
  payPeriod: v.custom<string>((value) => typeof value === 'string' && isPayPeriod(value)),
  payFrequency: PayFrequencySchema,
  /** First-year premium, yuan. */
  premium: v.number(),
  benefits: list(BenefitSchema),
});
export type Recommendation = v.InferOutput<typeof RecommendationSchema>;

/** The advisor's card, which the regulation asks of marketing material. */
export const AdvisorSchema = v.object({
  name: v.string(),
  title: text(),
  /** 执业证编号 (lib/licence.ts) */
  licenceNo: v.string(),
  organisation: v.string(),
  staffNo: text(),
  phone: text(),
});
export type Advisor = v.InferOutput<typeof AdvisorSchema>;

const StepSchema = v.object({ title: v.string(), description: text() });
export type ServiceStep = v.InferOutput<typeof StepSchema>;

export const ProposalSchema = v.object({
  id: v.string(),
  /** Written and readable (the only status a full plan has; absent means the same). */
  status: v.optional(v.literal('ready'), 'ready'),
  /** The family's form of address: 张先生, 王女士. */
  addressee: v.string(),
  /** YYYY-MM-DD */
  createdAt: v.string(),
  members: v.pipe(v.array(MemberSchema), v.minLength(1)),
  advisor: v.nullish(AdvisorSchema, null),
  recommendations: list(RecommendationSchema),
  /** The advisor's summary of the plan. */
  summary: text(),
  serviceSteps: list(StepSchema),
  followUp: list(StepSchema),
});
export type Proposal = v.InferOutput<typeof ProposalSchema>;

/**
 * A plan the planner is still writing (ASSUMED, docs/api.md): a plan made by the customisation
 * service exists from the questionnaire's submit, but the planner writes it after the booked call.
 * Until then its address answers this: who it is for and who writes it, no figures.
 */
export const PlanInWritingSchema = v.object({
  id: v.string(),
  status: v.literal('writing'),
  addressee: v.string(),
  advisor: v.nullish(AdvisorSchema, null),
});
export type PlanInWriting = v.InferOutput<typeof PlanInWritingSchema>;

/** What `GET proposal/{id}` answers: the plan, or the word that it is being written. */
export const ProposalReplySchema = v.union([PlanInWritingSchema, ProposalSchema]);
export type ProposalReply = v.InferOutput<typeof ProposalReplySchema>;

export const SlotSchema = v.object({
  id: v.string(),
  /** YYYY-MM-DD */
  date: v.string(),
  /** e.g. 10:00-11:00 */
  time: v.string(),
  full: v.boolean(),
});
export type CallSlot = v.InferOutput<typeof SlotSchema>;

export const BookingSchema = v.object({
  slotId: v.string(),
  date: v.string(),
  time: v.string(),
  /**
   * The number the planner will call, masked (139****5678): shown back when the visitor changes
   * the time, so they are not asked again for what they gave. Empty when the server has none.
   */
  phone: v.nullish(v.string(), ''),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

export const SlotsSchema = v.object({
  slots: v.array(SlotSchema),
  /** The call already booked for this plan, if any. */
  booking: v.nullish(BookingSchema, null),
});
export type CallSlots = v.InferOutput<typeof SlotsSchema>;

export interface BookingRequest {
  slotId: string;
  /**
   * The number the advisor calls. Left out when moving a booked call whose number the visitor
   * keeps: the server keeps the booking's own (the client holds it masked only).
   */
  phone?: string;
}

/**
 * A plan's share (issue 24, ASSUMED shapes, docs/api.md): a copy of the plan the server makes for
 * sharing, read by anyone holding its key. It carries the family's roles and ages and the plan's
 * figures only: no form of address, names, phones, ID numbers, birth dates, income, debts or
 * addresses, and no gap's reasoning (which speaks of income and mortgages) or advisor. The schemas
 * name nothing else, so whatever else a reply carried is dropped before any screen sees it.
 */
export const SharedGapSchema = v.object({
  risk: RiskSchema,
  /** yuan */
  recommended: v.number(),
  /** yuan; null when the family has not said. */
  existing: v.nullish(v.number(), null),
});
export type SharedGap = v.InferOutput<typeof SharedGapSchema>;

export const SharedMemberSchema = v.object({
  id: v.string(),
  relationship: v.picklist(['self', 'spouse', 'child', 'parent']),
  /** 本人, 配偶, 大宝, 母亲... */
  label: v.string(),
  gender: v.picklist(['male', 'female']),
  age: v.number(),
  gaps: list(SharedGapSchema),
});
export type SharedMember = v.InferOutput<typeof SharedMemberSchema>;

/** What a share's key reads (`GET proposal/shared/{key}`), and a share's content. */
export const SharedPlanSchema = v.object({
  key: v.string(),
  /** The plan's date, YYYY-MM-DD. */
  createdAt: v.string(),
  members: v.pipe(v.array(SharedMemberSchema), v.minLength(1)),
  recommendations: list(RecommendationSchema),
});
export type SharedPlan = v.InferOutput<typeof SharedPlanSchema>;

/** A plan's live share as its owner sees it: the key for the link, when, and what it shows. */
export const PlanShareSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  /** When it was made, China time: `2026-11-23 10:00`. */
  createdAt: v.string(),
  content: SharedPlanSchema,
});
export type PlanShare = v.InferOutput<typeof PlanShareSchema>;

/** `GET` and `DELETE proposal/{id}/share`: the plan's live share, or none. */
export const ShareStateSchema = v.object({ share: v.nullish(PlanShareSchema, null) });
export type ShareState = v.InferOutput<typeof ShareStateSchema>;
