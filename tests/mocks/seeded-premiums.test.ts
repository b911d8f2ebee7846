import { describe, expect, it } from 'vitest';
import { ORDERS, ageAt, type OrderRecord } from '../../src/mocks/fixtures/orders';
import { POLICIES, policyOfOrder } from '../../src/mocks/fixtures/policies';
import { PRODUCT_DETAILS, quotePremium } from '../../src/mocks/fixtures/products';

/**
 * The sandbox's seeded orders and policies are what its own trial would have quoted: the one
 * premium model, for the plan, sum insured, term and frequency bought and the insured's age on the
 * day it was bought (the day the trial priced it). A seeded figure of its own (the plan's "from"
 * price for a person of 70) would tell the visitor two prices for one policy.
 */

function planOf(productId: number, planId: number) {
  const plan = PRODUCT_DETAILS.find((d) => d.id === productId)?.plans.find((p) => p.id === planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan;
}

describe.each(ORDERS.map((o) => [o.orderId, o] as const))('order %s', (_id, order) => {
  it('costs what the trial quotes for its plan, sum, term and the insured’s age that day', () => {
    const purchase = order.purchase!;
    expect(purchase.insuredAge).toBe(ageAt(purchase.insured.idCard, order.createdAt));
    const quote = quotePremium(planOf(order.productId, order.planId).pricing, {
      age: purchase.insuredAge,
      sumInsured: purchase.sumInsured,
      term: purchase.term,
      payFrequency: purchase.payFrequency,
    });
    expect({ premium: order.premium, unit: order.premiumUnit }).toEqual(quote);
  });
});

describe.each(POLICIES.map((p) => [p.id, p] as const))('policy %s', (_id, policy) => {
  it('costs what the trial quoted on the day of payment for its plan, sum, term and insured', () => {
    const quote = quotePremium(planOf(policy.productId, policy.planId).pricing, {
      age: ageAt(policy.insured[0].idCard, policy.paidAt),
      sumInsured: policy.sumInsured,
      term: policy.term,
      payFrequency: policy.payFrequency,
    });
    expect({ premium: policy.premium, unit: policy.premiumUnit }).toEqual(quote);
  });
});

it('the two the review found: 117 for a person of 70, 105 升级版 for one of 38', () => {
  const senior = POLICIES.find((p) => p.id === '8117202610090008')!;
  expect(ageAt(senior.insured[0].idCard, senior.effectiveDate)).toBe(70);
  expect(senior.premium).not.toBe(299);
  const medical = POLICIES.find((p) => p.id === '8105202611180002')!;
  expect(ageAt(medical.insured[0].idCard, medical.paidAt)).toBe(38);
  expect(medical.premium).not.toBe(206);
});

describe('an e-mail on a policy', () => {
  it('is never invented for a policy issued from an order: the insured form asks for none', () => {
    const issued = POLICIES.filter((p) => p.orderId !== null);
    expect(issued.length).toBeGreaterThan(0);
    for (const policy of issued) expect(policy.applicant.email, policy.id).toBe('');
  });

  it('is not made up for a paid order of the demo account bought in the funnel either', () => {
    const paid = ORDERS.find((o) => o.status === 'paid' && o.purchase?.applicant.mobile)!;
    const order: OrderRecord = { ...paid, orderId: 'JX202611280001', paidAt: paid.paidAt };
    expect(policyOfOrder(order, '8105202611280001')?.applicant.email).toBe('');
  });
});
