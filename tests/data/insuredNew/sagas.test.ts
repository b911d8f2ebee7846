import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { readDraft, writeDraft, type PurchaseDraft } from '../../../src/data/insured/draft';
import type { InsuredSubmitBody, OrderDetail } from '../../../src/data/insured/types';
import {
  buildOrderBody,
  orderFactors,
  type OrderBody,
} from '../../../src/data/insuredNew/order-body';
import { commonActions } from '../../../src/data/common/slice';
import { endPurchase } from '../../../src/data/insuredNew/order-key';
import {
  insuredNewActions,
  selectOrderDetail,
  selectOrderDetailStatus,
} from '../../../src/data/insuredNew';
import { makeStore } from '../../../src/data/store';
import { beginTrace, currentTraceId, endTrace } from '../../../src/data/trace';
import { server } from '../../../src/mocks/node';
import { fail, ok } from '../../../src/mocks/reply';
import { productFixture } from '../../support/product-fixture';
import { fakeServices } from '../../support/render';
import type { TraceEvent } from '../../../src/data/trace-types';
import { recordTrail } from '../../support/trail';

const PRODUCT_ID = 901;
const PAGE = '/ProductNew/ProductDetail';
const ORDER_ID = 'JX202611210001';

const DRAFT: PurchaseDraft = {
  applicant: { name: '张三', idCard: '11010119900307123X', mobile: '13812345678' },
  insured: { relationship: 'self' },
  beneficiaryType: 'legal',
  healthAnswers: { q1: false },
  insuredDone: true,
  healthDone: true,
};

const BODY: OrderBody = {
  productId: PRODUCT_ID,
  planId: 1,
  sumInsured: 3_000_000,
  term: '1y',
  payFrequency: 'annual',
  applicant: { name: '张三', idCard: '11010119900307123X', mobile: '13812345678' },
  insured: {
    name: '张三',
    idCard: '11010119900307123X',
    mobile: '13812345678',
    relationship: 'self',
  },
  beneficiaryType: 'legal',
  beneficiaries: [],
  healthAnswers: { q1: false },
  consents: {
    documentsReadAt: '2026-11-21T08:00:00.000Z',
    sensitiveDataAt: '2026-11-21T08:00:01.000Z',
  },
};

const submit = () =>
  insuredNewActions.orderSubmitRequested({ body: BODY, page: PAGE, family: 'ProductNew' });

async function until(predicate: () => boolean) {
  await vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout: 3000 },
  );
}

let bodies: InsuredSubmitBody[] = [];

/** Serves the order submit with the given replies in turn (the last one repeats). */
function serveSubmit(...answers: (() => Response | Promise<Response>)[]) {
  server.use(
    http.post('/rest/api/third_product/insured', async ({ request }) => {
      bodies.push((await request.json()) as InsuredSubmitBody);
      const answer = answers[Math.min(bodies.length, answers.length) - 1]!;
      return answer();
    }),
  );
}

const created = () => ok({ orderId: ORDER_ID, premium: 136, premiumUnit: '元/年' });

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { services, store };
}

/** The sales trail this test recorded (tests/support/trail.ts). */
let recordedTrail: () => TraceEvent[] = () => [];

beforeEach(() => {
  bodies = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  recordedTrail = recordTrail();
  writeDraft(PRODUCT_ID, DRAFT);
});

afterEach(() => {
  endTrace();
  vi.restoreAllMocks();
});

test('code 0: one order with a new key and the trail, the draft stays for back, on to pay (a step of its own)', async () => {
  const traceId = beginTrace(PRODUCT_ID);
  serveSubmit(created);
  const { store, services } = setup();
  store.dispatch(submit());
  expect(store.getState().insuredNew.submitStatus).toBe('submitting');
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies).toHaveLength(1);
  const [sent] = bodies;
  expect(sent).toEqual({
    ...BODY,
    idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    traceId,
  });
  expect(store.getState().insuredNew.orderId).toBe(ORDER_ID);
  expect(readDraft(PRODUCT_ID)).toEqual({ ...DRAFT, idempotencyKey: sent!.idempotencyKey });
  expect(services.navigate).toHaveBeenCalledWith(`/ProductNew/Pay?orderId=${ORDER_ID}`);
  expect(recordedTrail()).toContainEqual(
    expect.objectContaining({ type: 'submit', page: PAGE, target: 'order', orderId: ORDER_ID }),
  );
});

test('submitting the same purchase again (back from Pay) names the same order', async () => {
  beginTrace(PRODUCT_ID);
  serveSubmit(created, created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  store.dispatch(submit());
  await until(() => bodies.length === 2);
  expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
});

test('once the order is paid the purchase ends: draft, key and trail go', () => {
  beginTrace(PRODUCT_ID);
  writeDraft(PRODUCT_ID, { ...DRAFT, idempotencyKey: 'k-1' });
  endPurchase();
  expect(readDraft(PRODUCT_ID)).toEqual({});
  expect(currentTraceId(PRODUCT_ID)).toBeNull();
});

test('without a trail yet, the submit starts one and sends its id', async () => {
  endTrace();
  serveSubmit(created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies[0]!.traceId).toBe(currentTraceId(PRODUCT_ID));
  expect(bodies[0]!.traceId).toMatch(/^[0-9a-f]{24}$/);
});

test('a non-zero code: the message as a toast, the draft and its key stay', async () => {
  serveSubmit(() => fail(4201, '被保人年龄不符合投保要求'));
  const { store, services } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('被保人年龄不符合投保要求');
  expect(services.navigate).not.toHaveBeenCalled();
  expect(readDraft(PRODUCT_ID)).toEqual({ ...DRAFT, idempotencyKey: bodies[0]!.idempotencyKey });
});

test('a 503 keeps the draft and its key; the retry sends the same key, kept until the order is paid', async () => {
  serveSubmit(() => new HttpResponse(null, { status: 503 }), created);
  const { store, services } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'failed');
  // The request helper has told the visitor; the saga adds nothing.
  expect(services.feedback.toast).not.toHaveBeenCalled();
  const key = bodies[0]!.idempotencyKey;
  expect(readDraft(PRODUCT_ID)).toEqual({ ...DRAFT, idempotencyKey: key });

  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies.map((b) => b.idempotencyKey)).toEqual([key, key]);
  expect(readDraft(PRODUCT_ID).idempotencyKey).toBe(key);
});

test('a network failure keeps the key for the retry too', async () => {
  serveSubmit(() => HttpResponse.error(), created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'failed');
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
});

test('a purchase edited after a failure is another order: it gets a new key', async () => {
  serveSubmit(() => new HttpResponse(null, { status: 503 }), created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'failed');
  // Ticking the consents again changes nothing: same purchase, same key.
  const reticked = { ...BODY, consents: { documentsReadAt: '2026-11-21T09:00:00.000Z' } };
  store.dispatch(
    insuredNewActions.orderSubmitRequested({ body: reticked, page: PAGE, family: 'ProductNew' }),
  );
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);

  // The order is paid; another purchase fails, then a changed phone number: the old key would
  // name the old order.
  endPurchase();
  bodies = [];
  serveSubmit(() => new HttpResponse(null, { status: 503 }), created);
  writeDraft(PRODUCT_ID, DRAFT);
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'failed');
  const edited = { ...BODY, applicant: { ...BODY.applicant, mobile: '13900001111' } };
  store.dispatch(
    insuredNewActions.orderSubmitRequested({ body: edited, page: PAGE, family: 'ProductNew' }),
  );
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
});

test('the key survives a reload: a key already in the draft is the one sent', async () => {
  writeDraft(PRODUCT_ID, { idempotencyKey: 'kept-from-before-the-reload' });
  serveSubmit(created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies[0]!.idempotencyKey).toBe('kept-from-before-the-reload');
});

test('the next purchase after a paid one gets a new key', async () => {
  beginTrace(PRODUCT_ID);
  serveSubmit(created);
  const { store } = setup();
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  endPurchase();
  beginTrace(PRODUCT_ID);
  writeDraft(PRODUCT_ID, DRAFT);
  store.dispatch(submit());
  await until(() => bodies.length === 2);
  expect(bodies[1]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
});

test('one tap, one order: submits while one is in flight are dropped', async () => {
  serveSubmit(async () => {
    await delay(100);
    return created();
  });
  const { store, services } = setup();
  store.dispatch(submit());
  store.dispatch(submit());
  store.dispatch(submit());
  await until(() => store.getState().insuredNew.submitStatus === 'succeeded');
  expect(bodies).toHaveLength(1);
  expect(services.navigate).toHaveBeenCalledTimes(1);
});

const ORDER: OrderDetail = {
  orderId: ORDER_ID,
  kind: 'product',
  service: null,
  productId: PRODUCT_ID,
  productName: '测试守护医疗险',
  family: 'ProductNew',
  planName: '基础版',
  premium: 136,
  premiumUnit: '元/年',
  status: 'unpaid',
  applicantName: '张*',
  insuredName: '张*',
  insuredRelationship: null,
  insuredIdCard: '1101**********123X',
  insuredMobile: '138****5678',
  policyNo: null,
  createdAt: '2026-11-21T16:00:00+08:00',
  payBefore: '2026-11-22T16:00:00+08:00',
  effectiveDate: '2026-11-23',
  endDate: '2027-11-22',
};

test('an order detail goes to common.confirmDetial', async () => {
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => ok(ORDER)));
  const { store } = setup();
  store.dispatch(insuredNewActions.orderRequested({ orderId: ORDER_ID }));
  expect(store.getState().insuredNew.detailStatus).toBe('loading');
  await until(() => store.getState().insuredNew.detailStatus === 'succeeded');
  expect(store.getState().common.confirmDetial).toEqual(ORDER);
});

test('a non-zero order detail code is told and the load fails', async () => {
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => fail(5001, '系统繁忙')));
  const { store, services } = setup();
  store.dispatch(insuredNewActions.orderRequested({ orderId: ORDER_ID }));
  await until(() => store.getState().insuredNew.detailStatus === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('系统繁忙');
  expect(store.getState().insuredNew.detailRefused).toBe(false);
  expect(store.getState().common.confirmDetial).toBeNull();
});

test('4004 (not this account\u2019s order, or none): refused, no toast, no order kept', async () => {
  const { store, services } = setup();
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => ok(ORDER)));
  store.dispatch(insuredNewActions.orderRequested({ orderId: ORDER_ID }));
  await until(() => store.getState().insuredNew.detailStatus === 'succeeded');
  server.use(http.get('/rest/api/third_product/order/:id', () => fail(4004, '订单不存在')));
  store.dispatch(insuredNewActions.orderRequested({ orderId: 'JX-OTHER' }));
  await until(() => store.getState().insuredNew.detailStatus === 'failed');
  expect(store.getState().insuredNew).toMatchObject({
    detailOrderId: 'JX-OTHER',
    detailRefused: true,
  });
  // Nothing of any order stays, the one held before included.
  expect(store.getState().common.confirmDetial).toBeNull();
  expect(services.feedback.toast).not.toHaveBeenCalled();
});

test('orderForgotten: the order\u2019s detail and load state go; another order\u2019s stay', async () => {
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => ok(ORDER)));
  const { store } = setup();
  store.dispatch(insuredNewActions.orderRequested({ orderId: ORDER_ID }));
  await until(() => store.getState().insuredNew.detailStatus === 'succeeded');
  store.dispatch(commonActions.orderForgotten({ orderId: 'JX-OTHER' }));
  expect(store.getState().common.confirmDetial).toEqual(ORDER);
  store.dispatch(commonActions.orderForgotten({ orderId: ORDER_ID }));
  expect(store.getState().common.confirmDetial).toBeNull();
  expect(store.getState().insuredNew).toMatchObject({ detailOrderId: null, detailStatus: 'idle' });
});

test('order ids are encoded into the path', async () => {
  const seen: string[] = [];
  server.use(
    http.get('/rest/api/third_product/order/:id', ({ request }) => {
      seen.push(new URL(request.url).pathname);
      return fail(4004, '订单不存在');
    }),
  );
  const { store } = setup();
  store.dispatch(insuredNewActions.orderRequested({ orderId: 'a/../b' }));
  await until(() => store.getState().insuredNew.detailStatus === 'failed');
  expect(seen).toEqual(['/rest/api/third_product/order/a%2F..%2Fb']);
});

test('the order held is only ever shown for its own id', async () => {
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => ok(ORDER)));
  const { store } = setup();
  store.dispatch(insuredNewActions.orderRequested({ orderId: ORDER_ID }));
  await until(() => store.getState().insuredNew.detailStatus === 'succeeded');
  expect(selectOrderDetail(store.getState(), ORDER_ID)).toEqual(ORDER);
  expect(selectOrderDetail(store.getState(), 'JX202611210002')).toBeNull();
  expect(selectOrderDetailStatus(store.getState(), 'JX202611210002')).toBe('idle');
});

test('the body: plan factors from the trial, 本人 takes the applicant, consents as given', () => {
  const product = productFixture();
  const factors = orderFactors(product, { planId: 1, payFrequency: 'annual' })!;
  const body = buildOrderBody({
    productId: PRODUCT_ID,
    factors,
    draft: DRAFT,
    withHealth: true,
    consents: BODY.consents,
  });
  expect(body).toEqual(BODY);
  // Without a health statement the answers stay out; without an applicant there is no body.
  expect(
    buildOrderBody({
      productId: PRODUCT_ID,
      factors,
      draft: DRAFT,
      withHealth: false,
      consents: BODY.consents,
    }),
  ).not.toHaveProperty('healthAnswers');
  expect(
    buildOrderBody({
      productId: PRODUCT_ID,
      factors,
      draft: { ...DRAFT, applicant: undefined },
      withHealth: true,
      consents: BODY.consents,
    }),
  ).toBeNull();
});
