import type { ProductFamily, ProductStep, PurchaseStep } from '../../config/paths';
import type { OccupationSource, ProductDetail } from './types';

export interface ProductFeature {
  /** The family the steps are taken in (its routes: config/paths.ts). */
  family: ProductFamily;
  steps: PurchaseStep[];
  healthStatement: boolean;
  occupation: OccupationSource | null;
  region: boolean;
  /** Named beneficiaries allowed; otherwise 法定 only. */
  namedBeneficiary: boolean;
  /** payment = POST third_product/payment; sign = POST abao_product/payment/sign (own products). */
  payRoute: 'payment' | 'sign';
}

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
    family,
    steps,
    healthStatement: features.healthStatement,
    occupation: features.occupation,
    region: features.region,
    namedBeneficiary: features.namedBeneficiary,
    payRoute: features.payRoute === 'own' ? 'sign' : 'payment',
  };
}

/** Where the buy button leads: the step after the detail screen (notify or insured). */
export function firstStep(product: Pick<ProductDetail, 'family' | 'features'>): ProductStep {
  const [first] = judgeProductFeature(product).steps;
  return first === 'notify' ? 'notify' : 'insured';
}
