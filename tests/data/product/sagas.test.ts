import { http, HttpResponse, delay } from 'msw';
import { expect, test, vi } from 'vitest';
import { commonActions } from '../../../src/data/common/slice';
import { TASK } from '@redux-saga/symbols';
import type { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';
import { loadQuote, QUOTE_DEBOUNCE_MS, watchQuotes } from '../../../src/data/common/lookups';
import { productActions } from '../../../src/data/product';
import type { QuoteArgs } from '../../../src/data/product/types';
import { makeStore } from '../../../src/data/store';
import { server } from '../../../src/mocks/node';
import { productFixture, serveProduct } from '../../support/product-fixture';
import { fakeServices } from '../../support/render';

async function until(predicate: () => boolean) {
  await vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout: 3000 },
  );
}

const args = (over: Partial<QuoteArgs> = {}): QuoteArgs => ({
  productId: 901,
  planId: 1,
  sumInsured: 3_000_000,
  term: '1y',
  payFrequency: 'annual',
  birthDate: '1990-05-01',
  ...over,
});

test('a product detail is stored by id', async () => {
  serveProduct(productFixture());
  const store = makeStore(undefined, fakeServices());
  store.dispatch(productActions.detailRequested({ id: 901 }));
  expect(store.getState().product.status[901]).toBe('loading');
  await until(() => store.getState().product.status[901] === 'succeeded');
  expect(store.getState().product.byId[901]?.name).toBe('测试守护医疗险');
});

test('a non-zero detail code shows the message and marks the product failed', async () => {
  server.use(
    http.get('/rest/api/product/detail/902', () =>
      HttpResponse.json({ code: 5001, message: '产品服务繁忙，请稍后再试', payload: null }),
    ),
  );
  const services = fakeServices();
  const store = makeStore(undefined, services);
  store.dispatch(productActions.detailRequested({ id: 902 }));
  await until(() => store.getState().product.status[902] === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('产品服务繁忙，请稍后再试');
});

test('code 4004 (no such product) marks it missing, silently: the screen says so', async () => {
  server.use(
    http.get('/rest/api/product/detail/902', () =>
      HttpResponse.json({ code: 4004, message: '产品不存在', payload: null }),
    ),
  );
  const services = fakeServices();
  const store = makeStore(undefined, services);
  store.dispatch(productActions.detailRequested({ id: 902 }));
  await until(() => store.getState().product.status[902] === 'missing');
  expect(services.feedback.toast).not.toHaveBeenCalled();
});

test('the first change is priced at once; the rest of a burst sends one call with the last factors', async () => {
  const bodies: QuoteArgs[] = [];
  server.use(
    http.post('/rest/api/third_product/price', async ({ request }) => {
      const body = (await request.json()) as QuoteArgs;
      bodies.push(body);
      return HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: { premium: 100, unit: '元/年', age: 36 },
      });
    }),
  );
  const store = makeStore(undefined, fakeServices());
  store.dispatch(commonActions.quoteRequested(args({ birthDate: '1990-05-01' })));
  store.dispatch(commonActions.quoteRequested(args({ birthDate: '1991-05-01' })));
  store.dispatch(commonActions.quoteRequested(args({ birthDate: '1992-05-01' })));
  await until(() => store.getState().common.priceStatus === 'succeeded');
  expect(bodies).toEqual([args({ birthDate: '1990-05-01' }), args({ birthDate: '1992-05-01' })]);
  expect(store.getState().common.priceArgs).toEqual(args({ birthDate: '1992-05-01' }));
  expect(QUOTE_DEBOUNCE_MS).toBe(400);
});

test('the last answer wins over a slower earlier one', async () => {
  server.use(
    http.post('/rest/api/third_product/price', async ({ request }) => {
      const body = (await request.json()) as QuoteArgs;
      if (body.planId === 1) await delay(600);
      return HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: { premium: body.planId * 100, unit: '元/年', age: 30 },
      });
    }),
  );
  const store = makeStore(undefined, fakeServices());
  store.dispatch(commonActions.quoteRequested(args({ planId: 1 })));
  await new Promise((r) => setTimeout(r, QUOTE_DEBOUNCE_MS + 100));
  store.dispatch(commonActions.quoteRequested(args({ planId: 2 })));
  await until(() => store.getState().common.priceStatus === 'succeeded');
  await new Promise((r) => setTimeout(r, 700));
  expect(store.getState().common.price?.premium).toBe(200);
});

test('a refused quote shows the server message and keeps it for the screen', async () => {
  server.use(
    http.post('/rest/api/third_product/price', () =>
      HttpResponse.json({ code: 4101, message: '被保人年龄不符合投保要求', payload: null }),
    ),
  );
  const services = fakeServices();
  const store = makeStore(undefined, services);
  store.dispatch(commonActions.quoteRequested(args()));
  await until(() => store.getState().common.priceStatus === 'failed');
  expect(services.feedback.toast).toHaveBeenCalledWith('被保人年龄不符合投保要求');
  expect(store.getState().common.priceMessage).toBe('被保人年龄不符合投保要求');
  expect(store.getState().common.price).toBeNull();
});

test('a 503 on the quote fails without a message of its own', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.post('/rest/api/third_product/price', () => new HttpResponse(null, { status: 503 })),
  );
  const store = makeStore(undefined, fakeServices());
  store.dispatch(commonActions.quoteRequested(args()));
  await until(() => store.getState().common.priceStatus === 'failed');
  expect(store.getState().common.priceMessage).toBeNull();
});

test('clearing drops any quote', () => {
  const store = makeStore(undefined, fakeServices());
  store.dispatch(commonActions.quoteRequested(args()));
  store.dispatch(commonActions.quoteCleared());
  expect(store.getState().common).toMatchObject({
    priceArgs: null,
    price: null,
    priceStatus: 'idle',
  });
});

/** A task as the watcher sees it: running until told otherwise. */
function fakeTask() {
  let running = true;
  const task = { [TASK]: true, isRunning: () => running } as unknown as Task;
  return Object.assign(task, { setRunning: (value: boolean) => (running = value) });
}

test('the watcher prices a change after a quiet spell at once and debounces a burst', () => {
  let clock = 10_000;
  const watcher = watchQuotes(() => clock);
  const first = commonActions.quoteRequested(args({ planId: 1 }));
  expect(watcher.next().value).toEqual(take(commonActions.quoteRequested.type));
  expect(watcher.next(first).value).toEqual(fork(loadQuote, first, 0));
  const running = fakeTask();
  expect(watcher.next(running).value).toEqual(take(commonActions.quoteRequested.type));
  // 100 ms later: a burst. The first quote is cancelled and the new one waits for quiet.
  clock += 100;
  const second = commonActions.quoteRequested(args({ planId: 2 }));
  expect(watcher.next(second).value).toEqual(cancel(running));
  expect(watcher.next().value).toEqual(fork(loadQuote, second, QUOTE_DEBOUNCE_MS));
  const waiting = fakeTask();
  expect(watcher.next(waiting).value).toEqual(take(commonActions.quoteRequested.type));
  // The same factors again while their quote is under way: nothing new.
  expect(watcher.next(commonActions.quoteRequested(args({ planId: 2 }))).value).toEqual(
    take(commonActions.quoteRequested.type),
  );
  // After a quiet spell the next change goes at once again.
  clock += QUOTE_DEBOUNCE_MS + 1;
  waiting.setRunning(false);
  const third = commonActions.quoteRequested(args({ planId: 3 }));
  expect(watcher.next(third).value).toEqual(cancel(waiting));
  expect(watcher.next().value).toEqual(fork(loadQuote, third, 0));
});
