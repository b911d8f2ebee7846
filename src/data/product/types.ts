import * as v from 'valibot';
import { AGE_UNIT } from '../../lib/age-unit';
import { ProductFamilySchema } from '../home/types';

/**
 * Product detail and quote shapes. The spec shows none of them: they are ASSUMED here, shared by
 * the client and the sandbox, documented in docs/api.md, and checked by api.ts. Required: what
 * the detail, trial and purchase screens cannot be right without (the plans and their factors,
 * prices, age bounds, documents, purchase features); display texts default to empty.
 */
const text = () => v.nullish(v.string(), '');
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

const PAY_FREQUENCIES = ['single', 'annual', 'monthly'] as const;
export const PayFrequencySchema = v.picklist(PAY_FREQUENCIES);
export type PayFrequency = v.InferOutput<typeof PayFrequencySchema>;

const AgeUnitSchema = v.picklist([AGE_UNIT.days, AGE_UNIT.years]);
export const AgeIntervalSchema = v.object({
  min: v.number(),
  max: v.number(),
  minUnit: AgeUnitSchema,
  maxUnit: AgeUnitSchema,
  minIsClosed: v.boolean(),
  maxIsClosed: v.boolean(),
});

export const CoverageSchema = v.object({
  /** 保障项目, e.g. 一般医疗保险金 */
  item: v.string(),
  /** 保额 as shown, e.g. 300万 or 按实际费用报销 */
  sumInsured: v.string(),
  note: v.optional(v.string()),
});
export type Coverage = v.InferOutput<typeof CoverageSchema>;

export const CoverageTermSchema = v.object({
  /** Sent in the quote, e.g. '1y', 'to70', '20y' */
  value: v.string(),
  /** Shown, e.g. 1年, 保至70岁 */
  label: v.string(),
});
export type CoverageTerm = v.InferOutput<typeof CoverageTermSchema>;

export const PlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  coverages: list(CoverageSchema),
  /** The plan's own age bounds, merged with the product's (the tighter wins). */
  ageInterval: v.optional(AgeIntervalSchema),
  /** 保额 choices in yuan for the trial. */
  sumInsuredOptions: v.array(v.number()),
  terms: v.array(CoverageTermSchema),
  payFrequencies: v.array(PayFrequencySchema),
  /** The lowest premium of this plan, yuan, with its unit (e.g. 元/年起). */
  premiumFrom: v.number(),
  premiumUnit: text(),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

/**
 * The product's facts, stated once: the detail screen, the documents, the consent and the result
 * screen all read them from here, so no two places can disagree.
 */
export const KeyFactsSchema = v.nullish(
  v.object({
    /** 条款名称: the name the insurer filed the terms under (the product's name is its marketing name). */
    clause: text(),
    ageRange: text(),
    /** 犹豫期 as shown, e.g. 15天, 无（一年期产品）. */
    coolingOff: text(),
    /**
     * The cooling-off period in days: 0 = none, null = not stated. Decides whether the consent
     * and the result screen speak of a cooling-off period at all.
     */
    coolingOffDays: v.nullish(v.number(), null),
    waitingPeriod: text(),
    /** 报案时限: how soon after an insured event it must be reported, e.g. 48小时内, 10日内. */
    claimReport: text(),
    occupationClasses: text(),
    salesRegions: text(),
    renewal: text(),
    /** The insurer's filing number for the terms (条款备案编号). */
    filingNumber: text(),
  }),
  () => ({}),
);
export type KeyFacts = v.InferOutput<typeof KeyFactsSchema>;

const DOCUMENT_KEYS = ['terms', 'notice', 'exclusions', 'health', 'sample'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const ProductDocumentSchema = v.object({
  key: v.picklist(DOCUMENT_KEYS),
  title: v.string(),
  /** Server HTML: always rendered through DOMPurify. */
  html: text(),
});
export type ProductDocument = v.InferOutput<typeof ProductDocumentSchema>;

const TitledSchema = v.object({ title: v.string(), description: text() });
export type Highlight = v.InferOutput<typeof TitledSchema>;
export type ClaimStep = v.InferOutput<typeof TitledSchema>;

export const FaqSchema = v.object({ question: v.string(), answer: v.string() });
export type Faq = v.InferOutput<typeof FaqSchema>;

/** Which occupation list the insured must choose from, if any. */
export const OccupationSourceSchema = v.picklist(['jobs', 'fuxing', 'jdal']);
export type OccupationSource = v.InferOutput<typeof OccupationSourceSchema>;

export const ProductDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  family: ProductFamilySchema,
  status: v.picklist(['on', 'off']),
  insurer: text(),
  slogan: text(),
  tags: list(v.string()),
  image: v.optional(v.string()),
  /** The insurer's mark (its full name is `insurer`). */
  insurerLogo: v.optional(v.string()),
  /** Lowest premium over all plans, yuan, and its unit. */
  priceFrom: v.number(),
  priceUnit: text(),
  ageInterval: AgeIntervalSchema,
  /** The screens open on the first plan: a product without one cannot be shown. */
  plans: v.pipe(v.array(PlanSchema), v.minLength(1)),
  highlights: list(TitledSchema),
  keyFacts: KeyFactsSchema,
  /** 责任免除: what the insurer does not pay for, listed under every exclusions heading. */
  exclusions: list(v.string()),
  claimsProcess: list(TitledSchema),
  faqs: list(FaqSchema),
  /** Rich content (ProContent): server HTML, always through DOMPurify. */
  content: text(),
  /** Required: the confirmation's consent waits until the notice and exclusions were opened. */
  documents: v.array(ProductDocumentSchema),
  /** Purchase features read by judgeProductFeature: they decide the purchase steps. */
  features: v.object({
    healthStatement: v.boolean(),
    occupation: v.nullish(OccupationSourceSchema, null),
    region: v.boolean(),
    /** Named beneficiaries allowed (otherwise 法定 only). */
    namedBeneficiary: v.boolean(),
    /** 'own' = the site's own product (abao_product/payment/sign); 'third' = an insurer's. */
    payRoute: v.picklist(['own', 'third']),
  }),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** Body of the premium quote (POST /rest/api/third_product/price, ASSUMED). */
export interface QuoteArgs {
  productId: number;
  planId: number;
  sumInsured: number;
  term: string;
  payFrequency: PayFrequency;
  /** YYYY-MM-DD */
  birthDate: string;
}

/** Reply payload of the quote: all three are shown, the unit tells 元/年 from 元/月. */
export const QuoteSchema = v.object({
  /** yuan per payment */
  premium: v.number(),
  /** e.g. 元/年, 元/月, 元 */
  unit: v.string(),
  /** Age the premium was priced at. */
  age: v.number(),
  /**
   * 起保日期 and 终止日期 (YYYY-MM-DD; cover from 00:00 of the first to 24:00 of the last) of a policy
   * bought today with these factors. endDate null with an effectiveDate: 终身 (lifelong cover).
   */
  effectiveDate: v.nullish(v.string(), null),
  endDate: v.nullish(v.string(), null),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;
