import { expect, test } from 'vitest';
import { paysOnDeath } from '../../../src/data/product/facts';
import { productById } from '../../../src/mocks/fixtures/products';

test('a plan pays on death where a coverage names 身故; a medical plan does not', () => {
  expect(paysOnDeath([{ item: '意外身故及伤残' }, { item: '意外医疗' }])).toBe(true);
  expect(paysOnDeath([{ item: '身故或全残保险金' }])).toBe(true);
  expect(paysOnDeath([{ item: '一般医疗保险金' }, { item: '重大疾病医疗保险金' }])).toBe(false);
  expect(paysOnDeath([])).toBe(false);
  // The sandbox's: 守护百万医疗险 (105) pays bills only; 安心家庭综合保障计划 (101) pays on death.
  expect(productById(105).plans.some((plan) => paysOnDeath(plan.coverages))).toBe(false);
  expect(productById(101).plans.every((plan) => paysOnDeath(plan.coverages))).toBe(true);
});
