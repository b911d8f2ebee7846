import type {
  HealthDetail,
  HealthStatement,
  HealthSubmitReturn,
} from '../../src/data/health/types';
import { PRODUCT_DETAILS } from '../../src/mocks/fixtures/products';
import { INELIGIBLE_MESSAGE, signIn } from '../../src/mocks/node';
import { call } from './api';
import { BUYER_PHONE, healthAnswers } from './funnel-helpers';

const detail = (id: number | string) =>
  call<HealthDetail | null>('GET', `/rest/api/abao_product/health/detail/${id}`);
const query = (token: string, body: unknown) =>
  call<HealthStatement | null>('POST', '/rest/api/third_product/health_statement', {
    token,
    body,
  });
const submit = (token: string, body: unknown) =>
  call<HealthSubmitReturn | null>('POST', '/rest/api/third_product/submit_health_statement', {
    token,
    body,
  });

const withHealth = PRODUCT_DETAILS.filter((p) => p.features.healthStatement);
const withoutHealth = PRODUCT_DETAILS.filter((p) => !p.features.healthStatement);

describe('GET /rest/api/abao_product/health/detail/:id', () => {
  it('answers 5 to 8 questions for every product with a health statement, with ids and details', async () => {
    expect(withHealth.length).toBeGreaterThanOrEqual(10);
    for (const product of withHealth) {
      const { reply } = await detail(product.id);
      expect(reply.code).toBe(0);
      const health = reply.payload as HealthDetail;
      expect(health.productId).toBe(product.id);
      expect(health.title).toBe(`${product.name}健康告知`);
      expect(health.questions.length).toBeGreaterThanOrEqual(5);
      expect(health.questions.length).toBeLessThanOrEqual(8);
      expect(new Set(health.questions.map((q) => q.id)).size).toBe(health.questions.length);
      for (const question of health.questions) {
        expect(question.id).toMatch(new RegExp(`^${product.id}-\\d{2}$`));
        expect(question.text).toMatch(/？$/);
        for (const item of question.details ?? []) expect(item.length).toBeGreaterThan(1);
      }
      expect(health.questions.some((q) => (q.details?.length ?? 0) >= 2)).toBe(true);
    }
  });

  it('asks what the product’s health document says', async () => {
    for (const product of withHealth) {
      const document = product.documents.find((d) => d.key === 'health')?.html ?? '';
      const health = (await detail(product.id)).reply.payload as HealthDetail;
      for (const question of health.questions) {
        expect(document).toContain(question.text);
        for (const item of question.details ?? []) expect(document).toContain(item);
      }
    }
  });

  it('words the questions by kind: critical illness asks about family history, seniors about care', async () => {
    const text = async (id: number) =>
      JSON.stringify((await detail(id)).reply.payload?.questions ?? []);
    expect(await text(105)).toContain('过去2年内是否曾住院治疗');
    expect(await text(106)).toContain('直系亲属');
    expect(await text(102)).toContain('高危工作');
    expect(await text(117)).toContain('长期卧床');
  });

  it('refuses a product without a health statement (4040), an unknown one (4004), a bad id (1001)', async () => {
    for (const product of withoutHealth) {
      expect((await detail(product.id)).reply).toEqual({
        code: 4040,
        message: '该产品无需健康告知',
        payload: null,
      });
    }
    expect((await detail(999)).reply.code).toBe(4004);
    expect((await detail('abc')).reply.code).toBe(1001);
  });
});

describe('health statement query and submit', () => {
  it('submits all 否 with code 0 and remembers the answers for this user and product', async () => {
    const token = signIn(BUYER_PHONE);
    expect((await query(token, { productId: 105 })).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { productId: 105, answers: null },
    });
    const answers = healthAnswers(105);
    expect((await submit(token, { productId: 105, answers })).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { productId: 105, passed: true },
    });
    expect((await query(token, { productId: 105 })).reply.payload).toEqual({
      productId: 105,
      answers,
    });
    // Another product and another user hold nothing.
    expect((await query(token, { productId: 106 })).reply.payload?.answers).toBeNull();
    expect(
      (await query(signIn('13700001111'), { productId: 105 })).reply.payload?.answers,
    ).toBeNull();
  });

  it('answers any 是 with code -1, the copy.md message and who failed; the answers are kept', async () => {
    const token = signIn(BUYER_PHONE);
    const answers = healthAnswers(106, 2);
    expect((await submit(token, { productId: 106, answers })).reply).toEqual({
      code: -1,
      message: INELIGIBLE_MESSAGE,
      payload: { productId: 106, passed: false },
    });
    expect(INELIGIBLE_MESSAGE).toBe(
      '抱歉，您不符合本产品的投保条件，无法获得保障，如有疑问请联系客服',
    );
    expect((await query(token, { productId: 106 })).reply.payload?.answers).toEqual(answers);
    // Changing the answer to 否 passes: the last submit is what counts.
    expect((await submit(token, { productId: 106, answers: healthAnswers(106) })).reply.code).toBe(
      0,
    );
  });

  it('refuses a missing answer with 1001 请回答全部健康问题, and malformed answers with 1001', async () => {
    const token = signIn(BUYER_PHONE);
    const answers = healthAnswers(105);
    const missing = Object.fromEntries(Object.entries(answers).slice(1));
    expect((await submit(token, { productId: 105, answers: missing })).reply).toEqual({
      code: 1001,
      message: '请回答全部健康问题',
      payload: null,
    });
    for (const bad of [
      { ...answers, '105-01': 'no' },
      { ...answers, '106-01': false },
      ['105-01'],
      null,
    ]) {
      expect((await submit(token, { productId: 105, answers: bad })).reply).toEqual({
        code: 1001,
        message: '参数错误：answers',
        payload: null,
      });
    }
    expect((await submit(token, { productId: '105', answers })).reply.code).toBe(1001);
    expect((await submit(token, { productId: 114, answers: {} })).reply.code).toBe(4040);
    expect((await submit(token, { productId: 999, answers: {} })).reply.code).toBe(4004);
    expect((await query(token, { productId: 999 })).reply.code).toBe(4004);
  });

  it('needs a signed-in visitor: HTTP 401 without a valid token', async () => {
    for (const token of ['', 'stale']) {
      expect((await query(token, { productId: 105 })).status).toBe(401);
      const { status, reply } = await submit(token, {
        productId: 105,
        answers: healthAnswers(105),
      });
      expect(status).toBe(401);
      expect(reply.payload).toBeNull();
    }
  });
});
