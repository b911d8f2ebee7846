import { http, HttpResponse } from 'msw';
import type { ProductDetail } from '../../src/data/product/types';
import { server } from '../../src/mocks/node';

const years = (min: number, max: number) => ({
  min,
  max,
  minUnit: 3 as const,
  maxUnit: 3 as const,
  minIsClosed: true,
  maxIsClosed: true,
});

/** A small, complete product for screen tests, independent of the sandbox's catalogue. */
export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 901,
    name: '测试守护医疗险',
    family: 'ProductNew',
    status: 'on',
    insurer: '测试人寿保险股份有限公司',
    slogan: '住院医疗费用最高报销600万',
    tags: ['0免赔', '续保稳定'],
    image: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    priceFrom: 136,
    priceUnit: '元/年起',
    ageInterval: years(0, 65),
    plans: [
      {
        id: 1,
        name: '基础版',
        coverages: [
          { item: '一般医疗保险金', sumInsured: '300万', note: '免赔额1万' },
          { item: '重大疾病医疗保险金', sumInsured: '600万' },
        ],
        sumInsuredOptions: [3_000_000],
        terms: [{ value: '1y', label: '1年' }],
        payFrequencies: ['annual', 'monthly'],
        premiumFrom: 136,
        premiumUnit: '元/年起',
      },
      {
        id: 2,
        name: '尊享版',
        coverages: [
          { item: '一般医疗保险金', sumInsured: '600万', note: '0免赔' },
          { item: '质子重离子医疗保险金', sumInsured: '600万' },
          { item: '住院津贴', sumInsured: '200元/天' },
        ],
        ageInterval: years(18, 50),
        sumInsuredOptions: [6_000_000],
        terms: [{ value: '1y', label: '1年' }],
        payFrequencies: ['annual'],
        premiumFrom: 468,
        premiumUnit: '元/年起',
      },
    ],
    highlights: [
      { title: '保额高', description: '最高600万' },
      { title: '可月缴', description: '每月轻松付' },
      { title: '续保稳', description: '停售可转保' },
    ],
    keyFacts: {
      clause: '测试人寿个人住院医疗保险',
      ageRange: '出生满28天至65周岁',
      coolingOff: '15天',
      coolingOffDays: 15,
      waitingPeriod: '30天',
      claimReport: '48小时内',
      occupationClasses: '1-4类',
      salesRegions: '全国（港澳台除外）',
      renewal: '保证续保20年',
      filingNumber: '测试人寿〔2026〕医疗保险001号',
    },
    exclusions: ['投保前已患疾病', '被保险人故意犯罪'],
    claimsProcess: [
      { title: '报案', description: '拨打客服电话报案' },
      { title: '提交材料', description: '上传病历和发票' },
    ],
    faqs: [{ question: '可以给父母买吗？', answer: '65周岁以内可以投保。' }],
    content: '<h3>产品介绍</h3><p>安心保障</p>',
    documents: [
      {
        key: 'terms',
        title: '保险条款',
        html: '<h2>测试守护医疗险条款</h2><p>第一条 合同构成</p>',
      },
      { key: 'notice', title: '投保须知', html: '<p>犹豫期15天</p>' },
      {
        key: 'exclusions',
        title: '免责条款',
        html: '<ol><li>投保前已患疾病</li><li>被保险人故意犯罪</li></ol>',
      },
      { key: 'health', title: '健康告知', html: '<p>是否患有高血压？</p>' },
      { key: 'sample', title: '保单样本', html: '<p>保单号：示例</p>' },
    ],
    features: {
      healthStatement: true,
      occupation: null,
      region: false,
      namedBeneficiary: false,
      payRoute: 'third',
    },
    ...overrides,
  };
}

/** Serves `product` (and counts its loads) from the detail endpoint. */
export function serveProduct(product: ProductDetail) {
  const calls = { count: 0 };
  server.use(
    http.get(`/rest/api/product/detail/${product.id}`, () => {
      calls.count += 1;
      return HttpResponse.json({ code: 0, message: 'ok', payload: product });
    }),
  );
  return calls;
}
