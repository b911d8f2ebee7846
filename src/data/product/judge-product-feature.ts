import type { ProductFamily } from '../home/types';
import type { OccupationSource, ProductDetail } from './types';

/** One step of a product's purchase, in order. */
export type PurchaseStep = 'notify' | 'insured' | 'health' | 'confirm' | 'pay';

export interface ProductFeature {
  steps: PurchaseStep[];
  healthStatement: boolean;
  occupation: OccupationSource | null;
  region: boolean;
  /** Named beneficiaries allowed; otherwise 法定 only. */
  namedBeneficiary: boolean;
  /** payment = POST third_product/payment; sign = POST abao_product/payment/sign (own products). */
  payRoute: 'payment' | 'sign';
  /** Route of each step for the product's family (without the ?id= query). */
  paths: Record<PurchaseStep, string>;
}

const PATHS: Record<ProductFamily, Record<PurchaseStep, string>> = {
  ProductNew: {
    notify: '/ProductNew/notify',
    insured: '/ProductNew/Insured',
    health: '/ProductNew/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/ProductNew/Pay',
  },
  ProductAnsheng: {
    notify: '/ProductAnsheng/provisions',
    insured: '/ProductAnsheng/Insured',
    health: '/ProductAnsheng/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/ProductAnsheng/Pay',
  },
  Product: {
    notify: '/Product/provisions',
    insured: '/Insured',
    health: '/healthStatement',
    confirm: '/ProductNew/ProductDetail',
    pay: '/Pay',
  },
};

/**
 * Which steps a product's purchase needs, from its data alone (the assets/judgeProductFeature
 * module of the original site, as a pure function). ProductNew reads 投保须知 on its own screen
 * first; the other families show the notice with the terms before the insured-entry screen.
 */
export function judgeProductFeature(
  product: Pick<ProductDetail, 'family' | 'features'>,
): ProductFeature {
  const { features, family } = product;
  const steps: PurchaseStep[] = [
    ...(family === 'ProductNew' ? (['notify'] as const) : []),
    'insured',
    ...(features.healthStatement ? (['health'] as const) : []),
    'confirm',
    'pay',
  ];
  return {
    steps,
    healthStatement: features.healthStatement,
    occupation: features.occupation,
    region: features.region,
    namedBeneficiary: features.namedBeneficiary,
    payRoute: features.payRoute === 'own' ? 'sign' : 'payment',
    paths: PATHS[family],
  };
}

/** A step's route for a family, when only the family is known (an order continuing to pay). */
export function stepPath(family: ProductFamily, step: PurchaseStep): string {
  return PATHS[family][step];
}

/** Where the buy button leads: the step after the detail screen. */
export function nextStepPath(product: Pick<ProductDetail, 'family' | 'features' | 'id'>): string {
  const feature = judgeProductFeature(product);
  const first = feature.steps[0] ?? 'insured';
  return `${feature.paths[first]}?id=${product.id}`;
}
