import { expect, test } from 'vitest';
import { PRODUCT_DETAILS } from '../../src/mocks/fixtures/products';
import { liabilitySums, liabilitySumsText, planSums } from '../../src/pages/_shared/sum-text';

const planOf = (productId: number, planId: number) =>
  PRODUCT_DETAILS.find((p) => p.id === productId)!.plans.find((p) => p.id === planId)!;

test('a plan with a sum for each liability is told by them, read from the plan, never one nominal 保额', () => {
  // 101 家庭综合保障 基础版: five sums; its one quote sum (10万) is none of them alone.
  const family = planSums(planOf(101, 10101));
  expect(family).toEqual([
    { item: '意外身故及伤残', sum: '20万' },
    { item: '意外医疗', sum: '2万' },
    { item: '一般医疗', sum: '200万' },
    { item: '重大疾病医疗', sum: '200万' },
    { item: '重大疾病保险金', sum: '10万' },
  ]);
  // 105: 一般医疗 200万 and 重疾医疗 400万, not 400万 alone; its 含在一般医疗内 is no sum. The
  // proton therapy's 400万 is 重疾医疗's, shared, and says so: never read as 800万 of cover.
  expect(liabilitySumsText(planSums(planOf(105, 10501))!)).toBe(
    '一般医疗保险金 200万 · 重大疾病医疗保险金 400万 · 质子重离子医疗保险金 400万（与重疾医疗共用保额）',
  );
  // Its 升级版 adds 特药 and a daily allowance: both are told, as the detail's plan table tells them.
  expect(liabilitySumsText(planSums(planOf(105, 10502))!)).toBe(
    '一般医疗保险金 200万 · 重大疾病医疗保险金 400万 · 质子重离子医疗保险金 400万（与重疾医疗共用保额）' +
      ' · 院外特定药品费用 400万 · 重疾住院津贴 200元/天',
  );
});

test('only a note that shares the sum goes with it; the other notes stay on the product detail', () => {
  expect(
    liabilitySums([
      { item: '一般医疗保险金', sumInsured: '200万', note: '全家共用年免赔额1万元' },
      { item: '质子重离子医疗保险金', sumInsured: '400万', note: '与恶性肿瘤医疗共用保额' },
    ]),
  ).toEqual([
    { item: '一般医疗保险金', sum: '200万' },
    { item: '质子重离子医疗保险金', sum: '400万', shared: '与恶性肿瘤医疗共用保额' },
  ]);
});

test('a plan whose liabilities follow the sum chosen keeps that sum as its 保额', () => {
  // 102 定期寿险: 基本保额 50万-300万, chosen.
  expect(planSums(planOf(102, 10201))).toBeNull();
  // 104 家财: 房屋主体 50万起 follows the choice; its fixed 5万 and 2万 are not the 保额.
  expect(planSums(planOf(104, 10401))).toBeNull();
  expect(liabilitySums([{ item: '重大疾病保险金', sumInsured: '100%基本保额' }])).toBeNull();
  // One figure only: that figure is the 保额.
  expect(
    liabilitySums([
      { item: '门急诊医疗费用', sumInsured: '1万/年' },
      { item: '在线问诊', sumInsured: '不限次' },
    ]),
  ).toBeNull();
});
