import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SITE } from '../../../src/config/site';
import { healthActions } from '../../../src/data/health';
import type { HealthDetail } from '../../../src/data/health/types';
import { readDraft, writeDraft } from '../../../src/data/insured/draft';
import { makeStore } from '../../../src/data/store';
import { beginTrace, endTrace } from '../../../src/data/trace';
import { server } from '../../../src/mocks/node';
import { fail, ok } from '../../../src/mocks/reply';
import { fakeServices } from '../../support/render';
import type { TraceEvent } from '../../../src/data/trace-types';
import { recordTrail } from '../../support/trail';

const PRODUCT_ID = 901;
const PAGE = '/ProductNew/healthStatement';
const NEXT = `/ProductNew/ProductDetail?id=${PRODUCT_ID}`;
const ANSWERS = { q1: false, q2: false };

const DETAIL: HealthDetail = {
  productId: PRODUCT_ID,
  title: '健康告知',
  intro: '请如实告知',
  questions: [
    { id: 'q1', text: '是否患有高血压？' },
    { id: 'q2', text: '过去两年内是否住院？', details: ['因意外住院除外'] },
  ],
};

async function until(predicate: () => boolean) {
  await vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout: 3000 },
  );
}

let submitted: unknown[] = [];

function serveSubmit(answer: () => Response | Promise<Response>) {
  server.use(
    http.post('/rest/api/third_product/submit_health_statement', async ({ request }) => {
      submitted.push(await request.json());
      return answer();
    }),
  );
}

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { services, store };
}

const submit = () =>
  healthActions.submitRequested({
    productId: PRODUCT_ID,
    answers: ANSWERS,
    page: PAGE,
    next: NEXT,
  });

/** The sales trail this test recorded (tests/support/trail.ts). */
let recordedTrail: () => TraceEvent[] = () => [];

beforeEach(() => {
  submitted = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  recordedTrail = recordTrail();
  beginTrace(PRODUCT_ID);
  writeDraft(PRODUCT_ID, { insuredDone: true, healthAnswers: ANSWERS });
});

afterEach(() => {
  endTrace();
  vi.restoreAllMocks();
});

test('the questions are stored for their product', async () => {
  server.use(http.get(`/rest/api/abao_product/health/detail/${PRODUCT_ID}`, () => ok(DETAIL)));
  const { store } = setup();
  store.dispatch(healthActions.detailRequested({ productId: PRODUCT_ID }));
  expect(store.getState().health.detailStatus).toBe('loading');
  await until(() => store.getState().health.detailStatus === 'succeeded');
  expect(store.getState().health.healthStatement).toEqual(DETAIL);
});

test('a non-zero detail code is told and the load fails', async () => {
  server.use(
    http.get(`/rest/api/abao_product/health/detail/${PRODUCT_ID}`, () =>
      fail(4004, '产品无健康告知'),
    ),
  );
  const { store, services } = setup();
  store.dispatch(healthActions.detailRequested({ productId: PRODUCT_ID }));
  await until(() => store.getState().health.detailStatus === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('产品无健康告知');
});

test('the query restores the answers the server holds', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/rest/api/third_product/health_statement', async ({ request }) => {
      bodies.push(await request.json());
      return ok({ productId: PRODUCT_ID, answers: { q1: false } });
    }),
  );
  const { store } = setup();
  store.dispatch(healthActions.statementRequested({ productId: PRODUCT_ID }));
  await until(() => store.getState().health.savedStatus === 'succeeded');
  expect(bodies).toEqual([{ productId: PRODUCT_ID }]);
  expect(store.getState().health.savedAnswers).toEqual({ q1: false });
});

test('code 0: the step is done, the trail has the declaration and the submit, on to confirm', async () => {
  serveSubmit(() => ok({ productId: PRODUCT_ID, passed: true }));
  const { store, services } = setup();
  store.dispatch(submit());
  expect(store.getState().health.submitStatus).toBe('submitting');
  await until(() => store.getState().health.submitStatus === 'passed');
  expect(submitted).toEqual([{ productId: PRODUCT_ID, answers: ANSWERS }]);
  expect(readDraft(PRODUCT_ID)).toMatchObject({ healthDone: true, healthAnswers: ANSWERS });
  expect(services.navigate).toHaveBeenCalledWith(NEXT);
  expect(services.feedback.toast).not.toHaveBeenCalled();
  const events = recordedTrail().map(({ type, page, target }) => ({ type, page, target }));
  expect(events).toEqual(
    expect.arrayContaining([
      { type: 'consent', page: PAGE, target: 'health-statement' },
      { type: 'submit', page: PAGE, target: 'health' },
    ]),
  );
});

test('code -1: ineligible, the step stays undone, nobody moves', async () => {
  writeDraft(PRODUCT_ID, { healthDone: true });
  serveSubmit(() => fail(-1, '不符合投保条件'));
  const { store, services } = setup();
  store.dispatch(submit());
  await until(() => store.getState().health.submitStatus === 'ineligible');
  expect(readDraft(PRODUCT_ID).healthDone).toBe(false);
  expect(readDraft(PRODUCT_ID).healthAnswers).toEqual(ANSWERS);
  expect(services.navigate).not.toHaveBeenCalled();
  // The dialog of copy.md says it, not a toast.
  expect(services.feedback.toast).not.toHaveBeenCalled();
  store.dispatch(healthActions.ineligibleDismissed());
  expect(store.getState().health.submitStatus).toBe('idle');
});

test('any other code: the server message as a toast', async () => {
  serveSubmit(() => fail(5001, '核保服务繁忙，请稍后再试'));
  const { store, services } = setup();
  store.dispatch(submit());
  await until(() => store.getState().health.submitStatus === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('核保服务繁忙，请稍后再试');
  expect(services.navigate).not.toHaveBeenCalled();
  expect(readDraft(PRODUCT_ID).healthDone).toBeUndefined();
});

test('a network failure fails the submit quietly (the request helper tells the visitor)', async () => {
  serveSubmit(() => HttpResponse.error());
  const { store, services } = setup();
  store.dispatch(submit());
  await until(() => store.getState().health.submitStatus === 'failed');
  expect(services.feedback.toast).not.toHaveBeenCalled();
  expect(services.navigate).not.toHaveBeenCalled();
  expect(readDraft(PRODUCT_ID).healthAnswers).toEqual(ANSWERS);
});

test('a second submit while one is in flight is dropped', async () => {
  serveSubmit(async () => {
    await delay(100);
    return ok({ productId: PRODUCT_ID, passed: true });
  });
  const { store, services } = setup();
  store.dispatch(submit());
  store.dispatch(submit());
  await until(() => store.getState().health.submitStatus === 'passed');
  expect(submitted).toHaveLength(1);
  expect(services.navigate).toHaveBeenCalledTimes(1);
});

test('联系客服 opens the configured customer-service page', () => {
  const { store, services } = setup();
  store.dispatch(healthActions.contactServiceRequested());
  expect(services.openExternal).toHaveBeenCalledWith(SITE.customerServiceUrl);
});
