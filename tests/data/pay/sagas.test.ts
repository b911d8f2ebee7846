import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { commonActions } from '../../../src/data/common/slice';
import { PAY_FAIL_MS } from '../../../src/data/pay/saga';
import { payActions, type PaymentRequest } from '../../../src/data/pay';
import type { PaymentBody } from '../../../src/data/pay/types';
import { makeStore } from '../../../src/data/store';
import { server } from '../../../src/mocks/node';
import { fakeServices } from '../../support/render';
import {
  CHANNELS,
  H5,
  JSAPI,
  ORDER_ID,
  info,
  ok,
  refuse,
  serveChannels,
  servePaymentInfo,
  serveThirdInfo,
} from './fixtures';

async function until(predicate: () => boolean, timeout = 3000) {
  await vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout },
  );
}

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { store, services, pay: () => store.getState().pay };
}

const body = (over: Partial<PaymentBody> = {}): PaymentBody => ({
  orderId: ORDER_ID,
  channel: 'wechat',
  client: 'wechat',
  returnUrl: `https://m.example.cn/ProductNew/Pay/Payback?orderId=${ORDER_ID}`,
  ...over,
});

const request = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  attempt: 'a1',
  route: 'payment',
  body: body(),
  origin: 'https://m.example.cn',
  returnPath: `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`,
  ...over,
});

/** Records the bodies the payment calls receive, per path. */
function servePayment(reply: () => Response) {
  const calls: { path: string; body: PaymentBody; token: string | null }[] = [];
  const handler = async ({ request: req }: { request: Request }) => {
    calls.push({
      path: new URL(req.url).pathname,
      body: (await req.json()) as PaymentBody,
      token: req.headers.get('token'),
    });
    return reply();
  };
  server.use(
    http.post('/rest/api/third_product/payment', handler),
    http.post('/rest/api/abao_product/payment/sign', handler),
  );
  return calls;
}

test('channels, code 0: pay.paymentChannel is payload.channelsInfo', async () => {
  serveChannels();
  const { store, pay } = setup();
  store.dispatch(payActions.channelsRequested({ orderId: ORDER_ID }));
  await until(() => pay().channelsLoad.status === 'succeeded');
  expect(pay().paymentChannel).toEqual(CHANNELS);
});

test('channels, non-zero: a fail toast of 3 s with the server message', async () => {
  server.use(
    http.get(`/rest/api/third_product/payment_channel/${ORDER_ID}`, () => refuse('订单状态异常')),
  );
  const { store, services, pay } = setup();
  store.dispatch(payActions.channelsRequested({ orderId: ORDER_ID }));
  await until(() => pay().channelsLoad.status === 'failed');
  expect(services.feedback.fail).toHaveBeenCalledWith('订单状态异常', 3000);
  expect(PAY_FAIL_MS).toBe(3000);
  expect(pay().paymentChannel).toEqual([]);
});

test('payment start, code 0 jsapi: the signed parameters are kept for the screen', async () => {
  const calls = servePayment(() => ok(JSAPI));
  localStorage.setItem('user_token', 'tok-1');
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  expect(pay().attempt).toMatchObject({ id: 'a1', status: 'loading' });
  await until(() => pay().attempt?.status === 'succeeded');
  expect(pay().attempt?.start).toEqual(JSAPI);
  expect(calls).toEqual([
    { path: '/rest/api/third_product/payment', body: body(), token: 'Bearer tok-1' },
  ]);
  expect(services.openExternal).not.toHaveBeenCalled();
  expect(services.feedback.fail).not.toHaveBeenCalled();
});

test('payment start, code 0 h5: leaves for the cashier as an absolute URL', async () => {
  servePayment(() => ok(H5));
  const { store, services, pay } = setup();
  store.dispatch(
    payActions.paymentRequested(request({ body: body({ client: 'h5', channel: 'alipay' }) })),
  );
  await until(() => pay().attempt?.status === 'succeeded');
  const cashier = `https://m.example.cn/sandbox/cashier?orderId=${ORDER_ID}&channel=alipay`;
  // The cashier comes back to Payback: the history rules go back over it on the way in.
  expect(services.openExternal).toHaveBeenCalledWith(cashier, {
    returnsTo: `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`,
  });
  expect(pay().attempt?.start).toEqual({ mode: 'h5', url: cashier });
  // Payback takes the payment screen's place first: back from the cashier lands on the result.
  expect(services.navigate).toHaveBeenCalledWith(`/ProductNew/Pay/Payback?orderId=${ORDER_ID}`, {
    replace: true,
  });
  expect(vi.mocked(services.navigate).mock.invocationCallOrder[0]).toBeLessThan(
    vi.mocked(services.openExternal).mock.invocationCallOrder[0]!,
  );
});

test('payment start, code 0 h5 with an absolute provider URL: left as it is', async () => {
  servePayment(() => ok({ mode: 'h5', url: 'https://pay.example.com/cashier?t=1' }));
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  await until(() => pay().attempt?.status === 'succeeded');
  expect(services.openExternal).toHaveBeenCalledWith('https://pay.example.com/cashier?t=1', {
    returnsTo: `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`,
  });
});

test('payment start, code 0 h5, for a screen that takes its own return: the URL alone', async () => {
  servePayment(() => ok({ mode: 'h5', url: 'https://pay.example.com/cashier?t=1' }));
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request({ ownReturn: true })));
  await until(() => pay().attempt?.status === 'succeeded');
  expect(services.openExternal).toHaveBeenCalledWith('https://pay.example.com/cashier?t=1');
});

test('payment start, code 0 with a URL that is not http(s): refused as a server error', async () => {
  servePayment(() => ok({ mode: 'h5', url: 'javascript:alert(1)' }));
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  await until(() => pay().attempt?.status === 'failed');
  expect(services.openExternal).not.toHaveBeenCalled();
  expect(services.feedback.fail).toHaveBeenCalledWith('服务器发生错误', 3000);
});

test('payment start, non-zero: a fail toast with the server message, the attempt failed', async () => {
  servePayment(() => refuse('订单已超过支付时限'));
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  await until(() => pay().attempt?.status === 'failed');
  expect(pay().attempt?.failure).toBe('reply');
  expect(services.feedback.fail).toHaveBeenCalledWith('订单已超过支付时限', 3000);
  expect(services.openExternal).not.toHaveBeenCalled();
});

test('payment start, network failure: the attempt fails without a second toast', async () => {
  servePayment(() => HttpResponse.error());
  const { store, services, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  await until(() => pay().attempt?.status === 'failed');
  expect(pay().attempt?.failure).toBe('network');
  // The request helper tells the visitor about the network; the saga adds nothing.
  expect(services.feedback.fail).not.toHaveBeenCalled();
});

test('payment start, HTTP 503: marked http (the app is sending the visitor home)', async () => {
  servePayment(() => new HttpResponse(null, { status: 503 }));
  const { store, pay } = setup();
  store.dispatch(payActions.paymentRequested(request()));
  await until(() => pay().attempt?.status === 'failed');
  expect(pay().attempt?.failure).toBe('http');
});

test("the site's own products pay through abao_product/payment/sign", async () => {
  const calls = servePayment(() => ok(JSAPI));
  const { store, pay } = setup();
  store.dispatch(payActions.paymentRequested(request({ route: 'sign' })));
  await until(() => pay().attempt?.status === 'succeeded');
  expect(calls.map((call) => call.path)).toEqual(['/rest/api/abao_product/payment/sign']);
  expect(calls[0]!.body).toEqual(body());
});

test('an answer for an older attempt is ignored', async () => {
  servePayment(() => ok(JSAPI));
  const { store, pay } = setup();
  store.dispatch(payActions.paymentRequested(request({ attempt: 'old' })));
  store.dispatch(payActions.paymentRequested(request({ attempt: 'new' })));
  await until(() => pay().attempt?.status === 'succeeded');
  expect(pay().attempt?.id).toBe('new');
});

test('payment info pending, pending, paid: polls until paid, keeps the whole reply', async () => {
  const log = servePaymentInfo([info('pending'), info('pending'), info('paid')]);
  const { store, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20 }));
  expect(pay().polling).toBe(true);
  await until(() => !pay().polling);
  expect(log).toHaveLength(3);
  expect(pay().paymentInfo).toEqual(info('paid'));
  expect(pay().paymentInfoLoad).toEqual({ orderId: ORDER_ID, status: 'succeeded', refused: false });
});

test('payment info failed: one question, no more polling', async () => {
  const log = servePaymentInfo([info('failed')]);
  const { store, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20 }));
  await until(() => !pay().polling);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(log).toHaveLength(1);
  expect(pay().paymentInfo?.status).toBe('failed');
});

test('payment info stays pending: polling gives up at the time limit', async () => {
  const log = servePaymentInfo([info('pending')]);
  const { store, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20, maxMs: 100 }));
  await until(() => !pay().polling);
  const asked = log.length;
  // At most one question per interval within the limit (fewer when the answers are slow).
  expect(asked).toBeGreaterThanOrEqual(1);
  expect(asked).toBeLessThanOrEqual(6);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(log).toHaveLength(asked);
  expect(pay().paymentInfo?.status).toBe('pending');
});

test('polling with the real cadence: every 2 s for at most 60 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const log = servePaymentInfo([info('pending')]);
    const { store, pay } = setup();
    store.dispatch(payActions.pollRequested({ orderId: ORDER_ID }));
    await until(() => log.length === 1);
    await vi.advanceTimersByTimeAsync(2000);
    await until(() => log.length === 2);
    for (let i = 0; i < 40 && pay().polling; i += 1) await vi.advanceTimersByTimeAsync(2000);
    expect(pay().polling).toBe(false);
    expect(log.length).toBeGreaterThanOrEqual(29);
    expect(log.length).toBeLessThanOrEqual(31);
  } finally {
    vi.useRealTimers();
  }
});

test('pollStopped (the screen goes away) ends the polling', async () => {
  const log = servePaymentInfo([info('pending')]);
  const { store, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 30 }));
  await until(() => log.length >= 1);
  store.dispatch(payActions.pollStopped());
  expect(pay().polling).toBe(false);
  const asked = log.length;
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(log).toHaveLength(asked);
});

test('payment info, non-zero: a fail toast, and polling ends', async () => {
  server.use(
    http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () => refuse('订单不存在')),
  );
  const { store, services, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20 }));
  await until(() => !pay().polling);
  expect(services.feedback.fail).toHaveBeenCalledTimes(1);
  expect(services.feedback.fail).toHaveBeenCalledWith('订单不存在', 3000);
  expect(pay().paymentInfoLoad.status).toBe('failed');
  expect(pay().paymentInfo).toBeNull();
});

test('payment info, 4004 (not this account\u2019s order, or none): refused, no toast, polling ends, nothing kept', async () => {
  server.use(
    http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () => refuse('订单不存在', 4004)),
    http.get(`/rest/api/third_product/third_payment_info/${ORDER_ID}`, () =>
      refuse('订单不存在', 4004),
    ),
  );
  const { store, services, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20 }));
  await until(() => !pay().polling);
  expect(pay().paymentInfoLoad).toEqual({ orderId: ORDER_ID, status: 'failed', refused: true });
  // The manual check is refused the same way, untold.
  store.dispatch(payActions.checkRequested({ orderId: ORDER_ID }));
  await until(() => !pay().checking);
  expect(pay().paymentInfoLoad.refused).toBe(true);
  expect(pay().paymentInfo).toBeNull();
  expect(pay().thirdPaymentInfo).toBeNull();
  expect(services.feedback.fail).not.toHaveBeenCalled();
});

test('orderForgotten: the order\u2019s payment result goes', async () => {
  servePaymentInfo([info('paid')]);
  const { store, pay } = setup();
  store.dispatch(payActions.pollRequested({ orderId: ORDER_ID, intervalMs: 20 }));
  await until(() => pay().paymentInfo?.status === 'paid');
  store.dispatch(commonActions.orderForgotten({ orderId: ORDER_ID }));
  expect(pay().paymentInfo).toBeNull();
  expect(pay().paymentInfoLoad).toEqual({ orderId: null, status: 'idle', refused: false });
});

test('the manual check asks third_payment_info first, then payment_info, and keeps both', async () => {
  const log: string[] = [];
  serveThirdInfo({ orderId: ORDER_ID, transactionId: '4200001234', status: 'paid' }, log);
  servePaymentInfo([info('paid')], log);
  const { store, pay } = setup();
  store.dispatch(payActions.checkRequested({ orderId: ORDER_ID }));
  expect(pay().checking).toBe(true);
  await until(() => !pay().checking);
  expect(log).toEqual(['third_payment_info', 'payment_info']);
  expect(pay().thirdPaymentInfo).toEqual({
    orderId: ORDER_ID,
    transactionId: '4200001234',
    status: 'paid',
  });
  expect(pay().paymentInfo).toEqual(info('paid'));
});

test('third info non-zero: a fail toast, and the order record is still asked', async () => {
  const log: string[] = [];
  server.use(
    http.get(`/rest/api/third_product/third_payment_info/${ORDER_ID}`, () => {
      log.push('third_payment_info');
      return refuse('支付机构查询失败');
    }),
  );
  servePaymentInfo([info('pending')], log);
  const { store, services, pay } = setup();
  store.dispatch(payActions.checkRequested({ orderId: ORDER_ID }));
  await until(() => !pay().checking);
  expect(services.feedback.fail).toHaveBeenCalledWith('支付机构查询失败', 3000);
  expect(log).toEqual(['third_payment_info', 'payment_info']);
  expect(pay().thirdPaymentInfo).toBeNull();
  expect(pay().paymentInfo?.status).toBe('pending');
});
