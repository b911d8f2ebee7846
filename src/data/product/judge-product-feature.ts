import { paths, type ProductFamily, type ProductStep, type PurchaseStep } from '../../config/paths';
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

/** A free product (赠险): its price is 0, shown as 免费领取. */
export function isFree(product: Pick<ProductDetail, 'priceFrom'>): boolean {
  return product.priceFrom === 0;
}

/**
 * Where a product's buy button leads, for the detail screen and the trial alike: a free product
 * (赠险) to its gift claim (/Insurance/ayb, whose campaign has the product's id), any other to the
 * first step of its own purchase. The one place that decides it.
 */
export function buyPath(
  product: Pick<ProductDetail, 'id' | 'features' | 'priceFrom'>,
  family: ProductFamily,
): string {
  if (isFree(product)) return paths.gift.claim(product.id);
  return paths.product.step(family, firstStep({ ...product, family }), product.id);
}
