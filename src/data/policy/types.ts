import * as v from 'valibot';
import type { PagedMetaSchema } from '../../api/envelope';
import { ProductFamilySchema } from '../home/types';
import { CoverageSchema, ProductDocumentSchema } from '../product/types';

/**
 * The policy lookup's replies (ASSUMED shapes, docs/api.md): GET policy/list, GET policy/{no},
 * GET policy/{no}/epolicy, POST policy/{no}/renewal. Required: what a card or the detail cannot be
 * right without (the number, product, status, dates, premium, the people); display texts default to
 * empty. Personal numbers arrive masked and are masked again where shown (lib/mask).
 */
const text = () => v.nullish(v.string(), '');
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

/**
 * active 保障中; pending 待生效 (the cover starts later); overdue 缴费逾期 (a renewal premium is
 * late, still covered in the grace period); expired 已失效 (ended, or lapsed after the grace
 * period); surrendered 已退保.
 */
export const POLICY_STATUSES = ['active', 'pending', 'overdue', 'expired', 'surrendered'] as const;
export const PolicyStatusSchema = v.picklist(POLICY_STATUSES);
export type PolicyStatus = v.InferOutput<typeof PolicyStatusSchema>;

/** The premium of an overdue renewal: due on dueDate, cover kept until graceEndDate. */
export const RenewalDueSchema = v.object({
  /** YYYY-MM-DD */
  dueDate: v.string(),
  graceEndDate: v.string(),
  /** yuan */
  premium: v.number(),
});
export type RenewalDue = v.InferOutput<typeof RenewalDueSchema>;

export const PolicyItemSchema = v.object({
  policyNo: v.string(),
  productId: v.number(),
  productName: v.string(),
  /** Names the product's detail and pay routes. */
  family: ProductFamilySchema,
  planName: text(),
  /** The insurer's full name. */
  insurer: text(),
  status: PolicyStatusSchema,
  /** The insured persons' names, masked (张**), joined when several. */
  insuredName: text(),
  /** YYYY-MM-DD */
  effectiveDate: v.string(),
  /** YYYY-MM-DD; null for whole-life cover. */
  endDate: v.nullish(v.string(), null),
  /** yuan per payment */
  premium: v.number(),
  premiumUnit: text(),
  /** Present when a renewal premium is overdue: the card offers to pay it. */
  renewalDue: v.nullish(RenewalDueSchema, null),
});
export type PolicyItem = v.InferOutput<typeof PolicyItemSchema>;
export const PolicyListSchema = v.array(PolicyItemSchema);
export type PolicyListMeta = NonNullable<v.InferOutput<typeof PagedMetaSchema>>;

export const GenderSchema = v.picklist(['male', 'female']);
export const RelationshipSchema = v.picklist(['self', 'spouse', 'child', 'parent']);
export type PolicyRelationship = v.InferOutput<typeof RelationshipSchema>;

/** A person on the policy; the ID number, phone and email masked by the server. */
const PersonFields = {
  name: v.string(),
  /** 居民身份证, 护照... */
  idType: text(),
  idNumber: text(),
  /** YYYY-MM-DD */
  birthDate: text(),
  gender: v.nullish(GenderSchema, null),
};

export const ApplicantSchema = v.object({ ...PersonFields, phone: text(), email: text() });
export type Applicant = v.InferOutput<typeof ApplicantSchema>;

export const InsuredSchema = v.object({ ...PersonFields, relationship: RelationshipSchema });
export type PolicyInsured = v.InferOutput<typeof InsuredSchema>;

export const BeneficiarySchema = v.object({
  name: v.string(),
  relationship: v.picklist(['spouse', 'child', 'parent']),
  /** Whole percent; the named beneficiaries' shares add up to 100. */
  share: v.number(),
  idNumber: text(),
});
export type PolicyBeneficiary = v.InferOutput<typeof BeneficiarySchema>;

const TitledSchema = v.object({ title: v.string(), description: text() });

export const PolicyDetailSchema = v.object({
  ...PolicyItemSchema.entries,
  orderId: v.nullish(v.string(), null),
  applicant: ApplicantSchema,
  insured: v.pipe(v.array(InsuredSchema), v.minLength(1)),
  /** legal: 法定 (the insured's heirs); named: the beneficiaries below. */
  beneficiaryType: v.picklist(['legal', 'named']),
  beneficiaries: list(BeneficiarySchema),
  /** The total sum insured, yuan. */
  sumInsured: v.number(),
  coverages: list(CoverageSchema),
  /** 保障期间 and 交费方式 as written on the policy: 1年, 保终身; 年交, 20年交, 一次性交清. */
  termLabel: text(),
  paymentTerm: text(),
  /** Where renewal premiums are taken from; the number masked. */
  renewalAccount: v.nullish(v.object({ bank: v.string(), account: v.string() }), null),
  /** The cooling-off period (犹豫期) where the product has one: its length and last day. */
  coolingOff: v.nullish(v.object({ days: v.number(), endDate: v.string() }), null),
  /** YYYY-MM-DD, for a surrendered policy. */
  surrenderedAt: v.nullish(v.string(), null),
  /** The insurer's service line, where a claim is reported (理赔报案). */
  insurerHotline: text(),
  /** 报案时限: how soon after an insured event it must be reported (48小时内); '' not said. */
  claimReport: text(),
  /** What a claim needs (理赔所需材料), one item each; the last may be a condition. */
  claimDocuments: list(v.string()),
  claimsProcess: list(TitledSchema),
  /** The product's terms, notice and exclusions as they stood when the policy was bought. */
  documents: list(ProductDocumentSchema),
  epolicy: v.object({ status: v.picklist(['issuing', 'ready']) }),
});
export type PolicyDetail = v.InferOutput<typeof PolicyDetailSchema>;

/** The electronic policy: being issued, or ready as server HTML or an http(s) link. */
export const EpolicySchema = v.object({
  status: v.picklist(['issuing', 'ready']),
  title: text(),
  html: text(),
  url: v.nullish(v.string(), null),
});
export type Epolicy = v.InferOutput<typeof EpolicySchema>;

/** The order made for an overdue renewal premium, paid on its product's pay route. */
export const RenewalOrderSchema = v.object({ orderId: v.string(), family: ProductFamilySchema });
export type RenewalOrder = v.InferOutput<typeof RenewalOrderSchema>;

export interface PolicyQuery {
  status?: 'active' | 'pending' | 'ended';
  pageCount: number;
  pageSize: number;
}
