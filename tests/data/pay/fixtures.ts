import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '../../../src/data/insured/types';
import type {
  PaymentChannel,
  PaymentInfo,
  PaymentStart,
  ThirdPaymentInfo,
} from '../../../src/data/pay/types';
import { server } from '../../../src/mocks/node';

export const ORDER_ID = 'JX202611200001';

export function orderFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: ORDER_ID,
    kind: 'product',
    service: null,
    productId: 901,
    productName: '测试守护医疗险',
    family: 'ProductNew',
    planName: '基础版',
    premium: 136,
    premiumUnit: '元/年',
    status: 'unpaid',
    applicantName: '张**',
    insuredName: '张**',
    insuredRelationship: 'self',
    insuredIdCard: '1101**********1234',
    insuredMobile: '138****5678',
    policyNo: null,
    createdAt: '2026-11-20T21:05:12+08:00',
    payBefore: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    effectiveDate: '2026-11-21',
    endDate: '2027-11-20',
    ...overrides,
  };
}

export const CHANNELS: PaymentChannel[] = [
  { code: 'alipay', name: '支付宝', recommended: false },
  { code: 'wechat', name: '微信支付', recommended: true, description: '推荐使用微信支付' },
  { code: 'unionpay', name: '银联云闪付', recommended: false },
];

export const JSAPI: PaymentStart = {
  mode: 'jsapi',
  jsapi: {
    appId: 'wx1234567890abcdef',
    timeStamp: '1795000000',
    nonceStr: 'n0nce',
    package: 'prepay_id=wx2026112021051200001',
    signType: 'RSA',
    paySign: 'c2lnbmVk',
  },
};

export const H5: PaymentStart = {
  mode: 'h5',
  url: `/sandbox/cashier?orderId=${ORDER_ID}&channel=alipay`,
};

export function info(status: PaymentInfo['status'], overrides: Partial<PaymentInfo> = {}) {
  return {
    orderId: ORDER_ID,
    status,
    amount: 136,
    paidAt: status === 'paid' ? '2026-11-20T21:06:00+08:00' : null,
    policyNo: status === 'paid' ? '81052026112000001' : null,
    ...overrides,
  } satisfies PaymentInfo;
}

export const ok = <T>(payload: T) => HttpResponse.json({ code: 0, message: 'ok', payload });
export const refuse = (message: string, code = 5001) =>
  HttpResponse.json({ code, message, payload: null });

/** Serves the order (counting its loads). */
export function serveOrder(order: OrderDetail = orderFixture()) {
  const calls = { count: 0 };
  server.use(
    http.get(`/rest/api/third_product/order/${order.orderId}`, () => {
      calls.count += 1;
      return ok(order);
    }),
  );
  return calls;
}

export function serveChannels(list: PaymentChannel[] = CHANNELS, orderId = ORDER_ID) {
  server.use(
    http.get(`/rest/api/third_product/payment_channel/${orderId}`, () =>
      ok({ channelsInfo: list }),
    ),
  );
}

/** Answers the payment-info questions in turn (the last answer repeats); records the order of calls. */
export function servePaymentInfo(answers: PaymentInfo[], log: string[] = []) {
  let i = 0;
  server.use(
    http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () => {
      log.push('payment_info');
      const answer = answers[Math.min(i, answers.length - 1)]!;
      i += 1;
      return ok(answer);
    }),
  );
  return log;
}

export function serveThirdInfo(reply: ThirdPaymentInfo, log: string[] = []) {
  server.use(
    http.get(`/rest/api/third_product/third_payment_info/${ORDER_ID}`, () => {
      log.push('third_payment_info');
      return ok(reply);
    }),
  );
  return log;
}
