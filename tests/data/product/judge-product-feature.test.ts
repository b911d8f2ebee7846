import { expect, test } from 'vitest';
import {
  buyPath,
  firstStep,
  isFree,
  judgeProductFeature,
} from '../../../src/data/product/judge-product-feature';
import type { ProductDetail } from '../../../src/data/product/types';

const features = (over: Partial<ProductDetail['features']> = {}): ProductDetail['features'] => ({
  healthStatement: false,
  occupation: null,
  region: false,
  namedBeneficiary: false,
  payRoute: 'third',
  ...over,
});

test('a medical product of the current flow: notify, insured, health, confirm, pay', () => {
  const feature = judgeProductFeature({
    family: 'ProductNew',
    features: features({ healthStatement: true }),
  });
  expect(feature.steps).toEqual(['notify', 'insured', 'health', 'confirm', 'pay']);
  expect(feature.payRoute).toBe('payment');
  expect(feature.family).toBe('ProductNew');
});

test('an accident product needs an occupation and no health statement', () => {
  const feature = judgeProductFeature({
    family: 'Product',
    features: features({ occupation: 'jobs', namedBeneficiary: true }),
  });
  expect(feature.steps).toEqual(['insured', 'confirm', 'pay']);
  expect(feature.occupation).toBe('jobs');
  expect(feature.namedBeneficiary).toBe(true);
  expect(feature.family).toBe('Product');
});

test('a partner insurer product: no notify screen, its own region and occupation tree', () => {
  const feature = judgeProductFeature({
    family: 'ProductAnsheng',
    features: features({ healthStatement: true, occupation: 'fuxing', region: true }),
  });
  expect(feature.steps).toEqual(['insured', 'health', 'confirm', 'pay']);
  expect(feature.family).toBe('ProductAnsheng');
  expect(feature.region).toBe(true);
  expect(feature.occupation).toBe('fuxing');
});

test('the site’s own products pay through payment/sign', () => {
  expect(
    judgeProductFeature({ family: 'ProductNew', features: features({ payRoute: 'own' }) }).payRoute,
  ).toBe('sign');
});

test('the buy button: notify for ProductNew, the insured-entry screen for the others', () => {
  expect(firstStep({ family: 'ProductNew', features: features() })).toBe('notify');
  expect(firstStep({ family: 'Product', features: features() })).toBe('insured');
  expect(
    firstStep({ family: 'ProductAnsheng', features: features({ healthStatement: true }) }),
  ).toBe('insured');
});

test('where the buy button leads is decided in one place: a free product to its gift claim', () => {
  const product = { id: 130, features: features(), priceFrom: 36 };
  expect(buyPath(product, 'ProductNew')).toBe('/ProductNew/notify?id=130');
  expect(buyPath(product, 'Product')).toBe('/Insured?id=130');
  const gift = { id: 120, features: features({ payRoute: 'own' }), priceFrom: 0 };
  expect(buyPath(gift, 'ProductNew')).toBe('/Insurance/ayb?id=120');
  expect(buyPath(gift, 'Product')).toBe('/Insurance/ayb?id=120');
  expect(isFree({ priceFrom: 0 })).toBe(true);
  expect(isFree({ priceFrom: 0.01 })).toBe(false);
});
