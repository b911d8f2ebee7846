import type { Order } from '../../src/data/members/types';
import type {
  PaymentChannelsPayload,
  PaymentInfo,
  ThirdPaymentInfo,
} from '../../src/data/pay/types';
import { WX_SANDBOX } from '../../src/mocks/fixtures/common';
import type { CashierView } from '../../src/mocks/payments';
import {
  advanceClock,
  completePayment,
  db,
  DEMO_PHONE,
  listOrders,
  PAY_WINDOW_MS,
  resetClock,
  setNow,
  signIn,
} from '../../src/mocks/node';
import { call } from './api';
import {
  BUYER_PHONE,
  cashierComplete,
  pay,
  payBody,
  payTokenOf,
  placeOrder,
  START,
} from './funnel-helpers';

const SIGN = '/rest/api/abao_product/payment/sign';

const channels = (token: string, orderId: string) =>
  call<PaymentChannelsPayload | null>('GET', `/rest/api/third_product/payment_channel/${orderId}`, {
    token,
  });
const info = (token: string, orderId: string) =>
  call<PaymentInfo | null>('GET', `/rest/api/third_product/payment_info/${orderId}`, { token });
const thirdInfo = (token: string, orderId: string) =>
  call<ThirdPaymentInfo | null>('GET', `/rest/api/third_product/third_payment_info/${orderId}`, {
    token,
  });
const cashier = (payToken: string) =>
  call<CashierView | null>('GET', `/rest/api/sandbox/cashier/${payToken}`);
const myOrders = (token: string) =>
  call<Order[] | null>('GET', '/rest/api/orders?status=paid', { token });

/** An order of 105 (the insurer's route) or 103 (the site's own), and the buyer's token. */
async function unpaidOrder(
  productId: 105 | 103 = 105,
): Promise<{ token: string; orderId: string }> {
  const token = signIn(BUYER_PHONE);
  const child = { name: '王小宝', idCard: '110101202006150222', mobile: BUYER_PHONE };
  const orderId = await placeOrder(
    token,
    productId === 105
      ? {}
      : {
          productId: 103,
          planId: 10301,
          sumInsured: 100000,
          insured: { ...child, relationship: 'child' },
          healthAnswers: Object.fromEntries(
            Array.from({ length: 6 }, (_, i) => [`103-0${i + 1}`, false]),
          ),
        },
  );
  return { token, orderId };
}

beforeEach(() => setNow(START));
afterEach(() => resetClock());

describe('GET /rest/api/third_product/payment_channel/:orderId', () => {
  it('offers 微信支付 (recommended), 支付宝 and 银联云闪付 for the owner’s order', async () => {
    const { token, orderId } = await unpaidOrder();
    const { reply } = await channels(token, orderId);
    expect(reply.code).toBe(0);
    const list = reply.payload?.channelsInfo ?? [];
    expect(list.map((c) => [c.code, c.name, c.recommended])).toEqual([
      ['wechat', '微信支付', true],
      ['alipay', '支付宝', false],
      ['unionpay', '银联云闪付', false],
    ]);
    expect((await channels(signIn(DEMO_PHONE), orderId)).reply.code).toBe(4004);
    expect((await channels('', orderId)).status).toBe(401);
  });
});

describe('starting a payment', () => {
  it('in the messaging app with 微信支付: signed JS-SDK parameters whose package carries the payToken', async () => {
    const { token, orderId } = await unpaidOrder();
    const { reply } = await pay(token, payBody(orderId, { client: 'wechat' }));
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual({
      mode: 'jsapi',
      jsapi: {
        appId: WX_SANDBOX.appId,
        timeStamp: String(Math.floor(START / 1000)),
        nonceStr: expect.stringMatching(/^[0-9a-f]{32}$/),
        package: expect.stringMatching(/^prepay_id=sbx[0-9a-f]{24}$/),
        signType: 'MD5',
        paySign: expect.stringMatching(/^[0-9A-F]{32}$/),
      },
    });
    expect(db.payments.get(payTokenOf(reply.payload))).toMatchObject({
      orderId,
      status: 'pending',
      channel: 'wechat',
      client: 'wechat',
      route: 'third',
      amount: db.orders.get(orderId)?.premium,
    });
  });

  it('elsewhere, or with another channel: the sandbox cashier page with the way back', async () => {
    const { token, orderId } = await unpaidOrder();
    for (const body of [
      payBody(orderId),
      payBody(orderId, { client: 'wechat', channel: 'alipay' }),
      payBody(orderId, { channel: 'unionpay' }),
    ]) {
      const { reply } = await pay(token, body);
      expect(reply.payload?.mode).toBe('h5');
      const url = reply.payload?.mode === 'h5' ? reply.payload.url : '';
      expect(url).toMatch(/^\/sandbox\/cashier\?payToken=sbx[0-9a-f]{24}&return=/);
      expect(new URL(url, location.href).searchParams.get('return')).toBe(
        `/ProductNew/Pay/Payback?orderId=${orderId}`,
      );
    }
  });

  it('takes the site’s own products on payment/sign only, the insurers’ on payment only', async () => {
    const third = await unpaidOrder(105);
    expect((await pay(third.token, payBody(third.orderId), SIGN)).reply).toEqual({
      code: 1001,
      message: '支付通道有误：本产品由保险公司收款，请通过保险公司支付（third_product/payment）',
      payload: null,
    });
    const own = await unpaidOrder(103);
    expect((await pay(own.token, payBody(own.orderId))).reply).toEqual({
      code: 1001,
      message: '支付通道有误：本产品由平台收款，请通过平台支付（payment/sign）',
      payload: null,
    });
    const { reply } = await pay(own.token, payBody(own.orderId), SIGN);
    expect(reply.code).toBe(0);
    expect(db.payments.get(payTokenOf(reply.payload))?.route).toBe('own');
  });

  it('refuses a paid order with 4050 and a lapsed one with 4051', async () => {
    const { token, orderId } = await unpaidOrder();
    completePayment(orderId, 'paid');
    expect((await pay(token, payBody(orderId))).reply).toEqual({
      code: 4050,
      message: '订单已支付',
      payload: null,
    });
    const lapsed = await unpaidOrder();
    advanceClock(PAY_WINDOW_MS);
    expect((await pay(token, payBody(lapsed.orderId))).reply).toEqual({
      code: 4051,
      message: '订单已失效，请重新投保',
      payload: null,
    });
  });

  it('refuses bad bodies with 1001, another user’s order with 4004, and no token with 401', async () => {
    const { token, orderId } = await unpaidOrder();
    const cases: [unknown, string][] = [
      [null, 'body'],
      [{ ...payBody(orderId), orderId: 7 }, 'orderId'],
      [{ ...payBody(orderId), channel: 'paypal' }, 'channel'],
      [{ ...payBody(orderId), client: 'app' }, 'client'],
      [{ ...payBody(orderId), returnUrl: 'https://evil.example.com/' }, 'returnUrl'],
      [{ ...payBody(orderId), returnUrl: '//evil.example.com/x' }, 'returnUrl'],
      [{ ...payBody(orderId), returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    ];
    for (const [body, field] of cases) {
      expect((await pay(token, body)).reply).toEqual({
        code: 1001,
        message: `参数错误：${field}`,
        payload: null,
      });
    }
    expect((await pay(signIn(DEMO_PHONE), payBody(orderId))).reply.code).toBe(4004);
    for (const path of [undefined, SIGN]) {
      expect((await pay('', payBody(orderId), path)).status).toBe(401);
    }
  });
});

describe('completing a payment at the cashier', () => {
  it('paid: the order is paid with a policy number, in payment info, third info and my orders', async () => {
    const { token, orderId } = await unpaidOrder();
    const payToken = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    expect((await info(token, orderId)).reply.payload?.status).toBe('pending');

    expect((await cashier(payToken)).reply.payload).toMatchObject({
      orderId,
      productName: '守护百万医疗险(2026版)',
      channelName: '微信支付',
      status: 'pending',
      returnUrl: `/ProductNew/Pay/Payback?orderId=${orderId}`,
    });
    advanceClock(65_000);
    const done = await cashierComplete({ payToken, result: 'paid' });
    expect(done.reply.code).toBe(0);

    const premium = db.orders.get(orderId)?.premium;
    const { reply } = await info(token, orderId);
    expect(reply.payload).toEqual({
      orderId,
      status: 'paid',
      amount: premium,
      paidAt: '2026-11-21T10:01:05+08:00',
      policyNo: `8105${'20261121'}0001`,
    });
    expect(done.reply.payload).toEqual(reply.payload);
    expect((await thirdInfo(token, orderId)).reply.payload).toEqual({
      orderId,
      status: 'paid',
      transactionId: expect.stringMatching(/^4200\d{4}20261121\d{12}$/),
    });
    expect((await myOrders(token)).reply.payload?.[0]).toMatchObject({
      orderId,
      status: 'paid',
      policyNo: '8105202611210001',
    });
    expect(listOrders(BUYER_PHONE)[0]).toMatchObject({ orderId, status: 'paid' });
    // Paid in time, it never lapses.
    advanceClock(PAY_WINDOW_MS);
    expect((await info(token, orderId)).reply.payload?.status).toBe('paid');
  });

  it('cancelled or failed: not completed, and a retry keeps the order with a new payToken', async () => {
    const { token, orderId } = await unpaidOrder();
    const first = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    await cashierComplete({ payToken: first, result: 'cancelled' });
    expect((await info(token, orderId)).reply.payload).toMatchObject({
      status: 'cancelled',
      paidAt: null,
      policyNo: null,
    });
    expect((await thirdInfo(token, orderId)).reply.payload).toEqual({
      orderId,
      status: 'cancelled',
      transactionId: null,
    });

    const second = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    expect(second).not.toBe(first);
    await cashierComplete({ payToken: second, result: 'failed' });
    expect((await info(token, orderId)).reply.payload?.status).toBe('failed');

    const third = payTokenOf(
      (await pay(token, payBody(orderId, { channel: 'alipay' }))).reply.payload,
    );
    await cashierComplete({ payToken: third, result: 'paid' });
    expect((await info(token, orderId)).reply.payload?.status).toBe('paid');
    expect((await thirdInfo(token, orderId)).reply.payload?.transactionId).toMatch(
      /^202611212200\d{16}$/,
    );
    const userId = db.sessions.get(token)?.userId;
    expect(db.orders.count((o) => o.userId === userId)).toBe(1);
    expect(db.payments.count((p) => p.orderId === orderId)).toBe(3);
  });

  it('with delayConfirmMs: pending until the sandbox clock passes it, then paid', async () => {
    const { token, orderId } = await unpaidOrder();
    const payToken = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    const done = await cashierComplete({ payToken, result: 'paid', delayConfirmMs: 5000 });
    expect(done.reply.payload).toMatchObject({ status: 'pending', policyNo: null });
    expect((await info(token, orderId)).reply.payload?.status).toBe('pending');
    // The provider already has the money.
    expect((await thirdInfo(token, orderId)).reply.payload?.status).toBe('paid');
    expect((await myOrders(token)).reply.payload).toEqual([]);
    advanceClock(4999);
    expect((await info(token, orderId)).reply.payload?.status).toBe('pending');
    advanceClock(1);
    expect((await info(token, orderId)).reply.payload).toMatchObject({
      status: 'paid',
      paidAt: '2026-11-21T10:00:00+08:00',
    });
    // Money taken before the deadline: a confirmation after it still counts.
    const late = await unpaidOrder();
    const lateToken = payTokenOf((await pay(token, payBody(late.orderId))).reply.payload);
    advanceClock(PAY_WINDOW_MS - 1000);
    await cashierComplete({ payToken: lateToken, result: 'paid', delayConfirmMs: 60_000 });
    advanceClock(60_000);
    expect((await info(token, late.orderId)).reply.payload?.status).toBe('paid');
  });

  it('a new start supersedes the open attempt: the old cashier can no longer take the money', async () => {
    const { token, orderId } = await unpaidOrder();
    const old = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    await pay(token, payBody(orderId, { client: 'wechat' }));
    expect((await cashierComplete({ payToken: old, result: 'paid' })).reply).toEqual({
      code: 1001,
      message: '该笔支付已结束，请返回商户重新发起支付',
      payload: null,
    });
    expect(db.orders.get(orderId)?.status).toBe('unpaid');
  });

  it('refuses a payment finished after the order lapsed (4051), an unknown token and bad bodies', async () => {
    const { token, orderId } = await unpaidOrder();
    const payToken = payTokenOf((await pay(token, payBody(orderId))).reply.payload);
    advanceClock(PAY_WINDOW_MS);
    expect((await cashierComplete({ payToken, result: 'paid' })).reply.code).toBe(4051);
    expect(db.payments.get(payToken)?.status).toBe('cancelled');
    expect((await info(token, orderId)).reply.payload?.status).toBe('cancelled');
    expect((await cashierComplete({ payToken: 'nope', result: 'paid' })).reply.code).toBe(4004);
    expect((await cashier('nope')).reply.code).toBe(4004);
    for (const body of [
      { payToken, result: 'maybe' },
      { payToken: '', result: 'paid' },
      { payToken, result: 'paid', delayConfirmMs: -1 },
      { payToken, result: 'paid', delayConfirmMs: 24 * 60 * 60 * 1000 },
    ]) {
      expect((await cashierComplete(body)).reply.code).toBe(1001);
    }
  });
});

describe('payment info', () => {
  it('reads cancelled before any payment was started, pending once one is', async () => {
    const { token, orderId } = await unpaidOrder();
    expect((await info(token, orderId)).reply.payload).toEqual({
      orderId,
      status: 'cancelled',
      amount: db.orders.get(orderId)?.premium,
      paidAt: null,
      policyNo: null,
    });
    await pay(token, payBody(orderId));
    expect((await info(token, orderId)).reply.payload?.status).toBe('pending');
    expect((await thirdInfo(token, orderId)).reply.payload).toEqual({
      orderId,
      status: 'pending',
      transactionId: null,
    });
  });

  it('is the owner’s only: 4004 for others, 401 signed out', async () => {
    const { orderId } = await unpaidOrder();
    const other = signIn(DEMO_PHONE);
    expect((await info(other, orderId)).reply.code).toBe(4004);
    expect((await thirdInfo(other, orderId)).reply.code).toBe(4004);
    expect((await info('', orderId)).status).toBe(401);
    expect((await thirdInfo('stale', orderId)).status).toBe(401);
  });

  it('shows a seeded paid order as paid, with no provider record', async () => {
    const token = signIn(DEMO_PHONE);
    expect((await info(token, 'JX202611180002')).reply.payload).toMatchObject({
      status: 'paid',
      paidAt: '2026-11-18T10:24:22+08:00',
      policyNo: '8105202611180002',
    });
    expect((await thirdInfo(token, 'JX202611180002')).reply.payload).toEqual({
      orderId: 'JX202611180002',
      status: 'paid',
      transactionId: null,
    });
  });
});

describe('completePayment (test control)', () => {
  it('pays an order the app never started a payment for, on the order’s own route', async () => {
    const { orderId } = await unpaidOrder(103);
    expect(completePayment(orderId)).toMatchObject({ status: 'paid' });
    expect(db.payments.find((p) => p.orderId === orderId)?.route).toBe('own');
    expect(() => completePayment(orderId)).toThrow('4050 订单已支付');
    expect(() => completePayment('JX209901010001')).toThrow('4004');
  });
});
