import * as v from 'valibot';
import { AgeIntervalSchema, CoverageSchema, ProductDocumentSchema } from '../product/types';

/**
 * The free gift claim (赠险领取): GET /rest/api/gift/{id} and POST /rest/api/gift/{id}/claim
 * (decisions.md; shapes ASSUMED, docs/api.md). Required: what the landing cannot be honest
 * without (the insurer, the cover and its sum, the period, the age range, the documents, whether
 * it can still be claimed); display texts default to empty.
 */
const text = () => v.nullish(v.string(), '');
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

export const RELATIONSHIPS = ['self', 'spouse', 'child', 'parent'] as const;
export const GiftRelationshipSchema = v.picklist(RELATIONSHIPS);
export type GiftRelationship = v.InferOutput<typeof GiftRelationshipSchema>;

/** open: can be claimed; ended: the campaign is over; soldOut: every place has been claimed. */
export const GiftStatusSchema = v.picklist(['open', 'ended', 'soldOut']);
export type GiftStatus = v.InferOutput<typeof GiftStatusSchema>;

export const FilingSchema = v.object({
  /** 条款名称 */
  name: v.string(),
  /** 备案编号 */
  number: v.string(),
});
export type Filing = v.InferOutput<typeof FilingSchema>;

/** The policy a claim issued (or the one issued before for the same person). */
export const ClaimedPolicySchema = v.object({
  policyNo: v.string(),
  orderId: text(),
  productName: v.string(),
  insurer: text(),
  /** Masked (张**). */
  insuredName: text(),
  /** YYYY-MM-DD, cover from 00:00 of the first day to 24:00 of the last. */
  effectiveDate: v.nullish(v.string(), null),
  endDate: v.nullish(v.string(), null),
});
export type ClaimedPolicy = v.InferOutput<typeof ClaimedPolicySchema>;

export const GiftSchema = v.object({
  id: v.number(),
  /** The product the policy is issued under (its trail, its policy detail). */
  productId: v.number(),
  name: v.string(),
  /** The insurer's full name (互联网保险业务监管办法 Art. 14). */
  insurer: v.string(),
  /** Who pays the premium (赠送方). */
  sponsor: text(),
  kind: v.picklist(['accident', 'health']),
  status: GiftStatusSchema,
  slogan: text(),
  coverages: v.pipe(v.array(CoverageSchema), v.minLength(1)),
  /** The highest sum insured, yuan. */
  sumInsured: v.number(),
  /** 保障期间 as shown, e.g. 30天; a gift covers a year at most. */
  termLabel: v.string(),
  /** When cover starts, e.g. 领取成功次日零时起生效. */
  effectiveRule: text(),
  ageInterval: AgeIntervalSchema,
  /** 18-65周岁 */
  ageRange: text(),
  /** Whom the visitor may claim it for: 本人 always comes first. */
  relationships: v.pipe(v.array(GiftRelationshipSchema), v.minLength(1)),
  waitingPeriod: text(),
  /** 报案时限 */
  claimReport: text(),
  /** YYYY-MM-DD: the last day it can be claimed. */
  endsAt: text(),
  /** Places left; null when the server does not say. */
  remaining: v.nullish(v.number(), null),
  filings: list(FilingSchema),
  exclusions: list(v.string()),
  /** 投保须知, terms, exclusions: read before claiming. */
  documents: v.pipe(v.array(ProductDocumentSchema), v.minLength(1)),
  insurerHotline: text(),
  /** Provinces where the insurer has branches (Art. 13). */
  branchProvinces: text(),
  /**
   * ASSUMED (docs/api.md): the policies this gift has issued on the signed-in visitor's claims
   * (the call's token; the same as the claim's 4201 would show), newest first; empty without a
   * token or a claim. The landing says 您已领取 with them, and never offers a spent claim again.
   */
  claimed: list(ClaimedPolicySchema),
});
export type Gift = v.InferOutput<typeof GiftSchema>;

export interface ClaimPerson {
  name: string;
  idCard: string;
  mobile: string;
}

/** POST /rest/api/gift/{id}/claim */
export interface ClaimBody {
  /** One claim per key: a retry answers the first claim again. */
  idempotencyKey: string;
  /** The sales trail (可回溯) of the claim. */
  traceId: string;
  relationship: GiftRelationship;
  insured: ClaimPerson;
  /** The visitor, when the gift is claimed for someone else. */
  applicant: ClaimPerson | null;
  consents: {
    /** When 我已逐页阅读上述内容并同意 was ticked (ISO). */
    documentsReadAt: string;
    /** Someone else's cover: they agreed to it (death cover needs the insured's consent). */
    insuredAgreedAt: string | null;
  };
}

/** The claim's refusals the screens answer in place (ASSUMED codes, docs/api.md). */
export const GIFT_CODE = {
  /** The insured person has this gift already: the payload is their policy, when it is the visitor's. */
  alreadyClaimed: 4201,
  ended: 4202,
  soldOut: 4203,
  /** The insured's age is outside the gift's range (the quote's code). */
  ageOutOfRange: 4101,
} as const;
