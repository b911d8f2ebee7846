import { expect, test } from 'vitest';
import { judgeProductFeature, nextStepPath } from '../../../src/data/product/judge-product-feature';
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
  expect(feature.paths.health).toBe('/ProductNew/healthStatement');
});

test('an accident product needs an occupation and no health statement', () => {
  const feature = judgeProductFeature({
    family: 'Product',
    features: features({ occupation: 'jobs', namedBeneficiary: true }),
  });
  expect(feature.steps).toEqual(['insured', 'confirm', 'pay']);
  expect(feature.occupation).toBe('jobs');
  expect(feature.namedBeneficiary).toBe(true);
  expect(feature.paths.insured).toBe('/Insured');
});

test('a partner insurer product uses its own insured, health and pay steps', () => {
  const feature = judgeProductFeature({
    family: 'ProductAnsheng',
    features: features({ healthStatement: true, occupation: 'fuxing', region: true }),
  });
  expect(feature.paths).toMatchObject({
    insured: '/ProductAnsheng/Insured',
    health: '/ProductAnsheng/healthStatement',
    pay: '/ProductAnsheng/Pay',
  });
  expect(feature.region).toBe(true);
  expect(feature.occupation).toBe('fuxing');
});

test('the site’s own products pay through payment/sign', () => {
  expect(
    judgeProductFeature({ family: 'ProductNew', features: features({ payRoute: 'own' }) }).payRoute,
  ).toBe('sign');
});

test('the buy button: notify for ProductNew, the insured-entry screen for the others', () => {
  expect(nextStepPath({ id: 5, family: 'ProductNew', features: features() })).toBe(
    '/ProductNew/notify?id=5',
  );
  expect(nextStepPath({ id: 5, family: 'Product', features: features() })).toBe('/Insured?id=5');
  expect(nextStepPath({ id: 5, family: 'ProductAnsheng', features: features() })).toBe(
    '/ProductAnsheng/Insured?id=5',
  );
});
