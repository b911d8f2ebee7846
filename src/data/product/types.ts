import type { AgeInterval } from '../../lib/date';
import type { ProductFamily } from '../home/types';

/**
 * Product detail and quote shapes. The spec shows none of them: they are ASSUMED here, shared by
 * the client and the sandbox, and documented in docs/api.md.
 */
export type PayFrequency = 'single' | 'annual' | 'monthly';

export interface Coverage {
  /** 保障项目, e.g. 一般医疗保险金 */
  item: string;
  /** 保额 as shown, e.g. 300万 or 按实际费用报销 */
  sumInsured: string;
  note?: string;
}

export interface CoverageTerm {
  /** Sent in the quote, e.g. '1y', 'to70', '20y' */
  value: string;
  /** Shown, e.g. 1年, 保至70岁 */
  label: string;
}

export interface Plan {
  id: number;
  name: string;
  coverages: Coverage[];
  /** The plan's own age bounds, merged with the product's (the tighter wins). */
  ageInterval?: AgeInterval;
  /** 保额 choices in yuan for the trial. */
  sumInsuredOptions: number[];
  terms: CoverageTerm[];
  payFrequencies: PayFrequency[];
  /** The lowest premium of this plan, yuan, with its unit (e.g. 元/年起). */
  premiumFrom: number;
  premiumUnit: string;
}

export interface KeyFacts {
  ageRange: string;
  coolingOff: string;
  waitingPeriod: string;
  occupationClasses: string;
  salesRegions: string;
  renewal: string;
  /** The insurer's filing number for the terms (条款备案编号). */
  filingNumber: string;
}

export type DocumentKey = 'terms' | 'notice' | 'exclusions' | 'health' | 'sample';

export interface ProductDocument {
  key: DocumentKey;
  title: string;
  /** Server HTML: always rendered through DOMPurify. */
  html: string;
}

export interface Highlight {
  title: string;
  description: string;
}

export interface ClaimStep {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** Which occupation list the insured must choose from, if any. */
export type OccupationSource = 'jobs' | 'fuxing' | 'jdal';

export interface ProductDetail {
  id: number;
  name: string;
  family: ProductFamily;
  status: 'on' | 'off';
  insurer: string;
  slogan: string;
  tags: string[];
  image: string;
  /** Lowest premium over all plans, yuan, and its unit. */
  priceFrom: number;
  priceUnit: string;
  ageInterval: AgeInterval;
  plans: Plan[];
  highlights: Highlight[];
  keyFacts: KeyFacts;
  claimsProcess: ClaimStep[];
  faqs: Faq[];
  /** Rich content (ProContent): server HTML, always through DOMPurify. */
  content: string;
  documents: ProductDocument[];
  /** Purchase features read by judgeProductFeature. */
  features: {
    healthStatement: boolean;
    occupation: OccupationSource | null;
    region: boolean;
    /** Named beneficiaries allowed (otherwise 法定 only). */
    namedBeneficiary: boolean;
    /** 'own' = the site's own product (abao_product/payment/sign); 'third' = an insurer's. */
    payRoute: 'own' | 'third';
  };
}

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

/** Reply payload of the quote. */
export interface Quote {
  /** yuan per payment */
  premium: number;
  /** e.g. 元/年, 元/月, 元 */
  unit: string;
  /** Age the premium was priced at. */
  age: number;
}
