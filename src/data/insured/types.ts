import * as v from 'valibot';
import { OrderSchema } from '../members/types';

/**
 * The purchase funnel's shapes (ASSUMED: the spec shows none), shared by the client and the
 * sandbox and documented in docs/api.md. Personal fields live in the screen, the session draft
 * and the request body only: never in localStorage, a URL, a log or the statistics script.
 */

/** 本人, 配偶, 子女, 父母 (the insured person's relation to the applicant). */
export type Relationship = 'self' | 'spouse' | 'child' | 'parent';

export interface Person {
  name: string;
  /** 18-character mainland resident ID number. */
  idCard: string;
  mobile: string;
}

export interface InsuredPerson extends Person {
  relationship: Relationship;
  /** Six-digit region code (the static province and city list), when the product needs one. */
  regionCode?: string;
  /** Product area code (GET third_product/area/{id}), when the product sells in some areas only. */
  areaCode?: string;
  /** Occupation code and label (job list or one of the two occupation trees). */
  jobCode?: string;
  jobLabel?: string;
}

export interface Beneficiary {
  name: string;
  idCard: string;
  relationship: Exclude<Relationship, 'self'>;
  /** Percent, 1-100; the shares of all named beneficiaries add up to 100. */
  share: number;
}

export type BeneficiaryType = 'legal' | 'named';

/** One health question's answer: true = 是 (the person has the condition). */
export type HealthAnswers = Record<string, boolean>;

/** The consents ticked on the confirmation screen, with when (ISO). */
export interface Consents {
  documentsReadAt: string;
  sensitiveDataAt?: string;
}

/** GET /rest/api/third_product/jobs/{productId}: the product's job list (one level). */
export const JobSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** 职业类别 1-6, shown with each job. */
  occupationClass: v.number(),
  /** Whether the product accepts this class: it decides whether the job can be chosen. */
  insurable: v.boolean(),
});
export type Job = v.InferOutput<typeof JobSchema>;
export const JobsSchema = v.array(JobSchema);

/** GET /rest/api/third_product/area/{productId}?areaCode=: areas where the product sells. */
export const AreaSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** Has children (query again with this code); without it the area is a leaf. */
  hasChildren: v.nullish(v.boolean(), false),
});
export type Area = v.InferOutput<typeof AreaSchema>;
export const AreasSchema = v.array(AreaSchema);

/** POST /rest/api/third_product/insured: creates the order. */
export interface InsuredSubmitBody {
  /** The same key on a retry: the server creates one order per key. */
  idempotencyKey: string;
  /** The traceable-sales trail this purchase belongs to. */
  traceId: string;
  productId: number;
  planId: number;
  sumInsured: number;
  term: string;
  payFrequency: 'single' | 'annual' | 'monthly';
  applicant: Person & { regionCode?: string };
  insured: InsuredPerson;
  beneficiaryType: BeneficiaryType;
  beneficiaries: Beneficiary[];
  healthAnswers?: HealthAnswers;
  consents: Consents;
}

/** The order the submit created: the client goes on to pay it by its id. */
export const OrderCreatedSchema = v.object({
  orderId: v.string(),
  /** yuan per payment */
  premium: v.optional(v.number()),
  premiumUnit: v.optional(v.string()),
});
export type OrderCreated = v.InferOutput<typeof OrderCreatedSchema>;

/**
 * GET /rest/api/third_product/order/{orderId}: what the confirmation, pay and result screens show.
 * Masked. Required: what the screens act on (ids, family for the routes, status, premium).
 */
export const OrderDetailSchema = v.object({
  // An order as my orders lists it, and what its own screens add.
  ...OrderSchema.entries,
  /** Masked name (张**), masked ID (1101**********1234), masked phone (138****5678). */
  applicantName: v.nullish(v.string(), ''),
  /**
   * The insured person's relation to the applicant (ASSUMED, optional): two masked names of one
   * family read alike (王** and 王**), so the screens say which the insured is (王**（父母）).
   */
  insuredRelationship: v.nullish(v.picklist(['self', 'spouse', 'child', 'parent']), null),
  insuredIdCard: v.nullish(v.string(), ''),
  insuredMobile: v.nullish(v.string(), ''),
  /** Payable until (ISO); an unpaid order after this is cancelled by the server. No countdown without it. */
  payBefore: v.nullish(v.string(), ''),
  /**
   * 起保日期 and 终止日期 (YYYY-MM-DD; from 00:00 of the first to 24:00 of the last), as the server
   * says: of the policy for a paid order, of the policy if paid today for an unpaid one, none for
   * a cancelled one. endDate null with an effectiveDate: 终身 (lifelong cover).
   */
  effectiveDate: v.nullish(v.string(), null),
  endDate: v.nullish(v.string(), null),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
