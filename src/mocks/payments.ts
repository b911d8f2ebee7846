import type {
  JsapiParams,
  PaymentBody,
  PaymentChannel,
  PaymentInfo,
  PaymentStart,
  ThirdPaymentInfo,
} from '../data/pay/types';
import { randomId } from '../lib/random';
import { chinaDate, now } from './clock';
import { db } from './db';
import { WX_SANDBOX } from './fixtures/common';
import { SERVICE_PRODUCT } from './fixtures/customized';
import { PAYMENT_CHANNELS, type PaymentRecord } from './fixtures/funnel';
import type { OrderRecord } from './fixtures/orders';
import { hex40 } from './hash';
import { orderOf, setOrderStatus } from './orders';
import { Refusal, SANDBOX_CODE } from './reply';

/**
 * Payments of the sandbox: attempts (one per payment call, keyed by payToken), their completion
 * by the sandbox cashier, and the two clock rules every order read applies first (refreshOrders):
 * a paid attempt turns its order paid once confirmed, and an order unpaid past payBefore lapses.
 */

export type PayRoute = 'own' | 'third';
export type CashierResult = 'paid' | 'cancelled' | 'failed';

/** Long enough to watch 支付结果确认中…, short enough that a forgotten delay does not stall a demo. */
export const MAX_CONFIRM_DELAY_MS = 10 * 60 * 1000;

export const CASHIER_PATH = '/sandbox/cashier';

const attemptsOf = (orderId: string): PaymentRecord[] =>
  db.payments.filter((attempt) => attempt.orderId === orderId);

const channelName = (code: PaymentChannel['code']): string =>
  PAYMENT_CHANNELS.find((channel) => channel.code === code)?.name ?? code;

/**
 * The clock rules, applied before anything reads an order: confirmed payments become paid orders
 * (with the policy number), and unpaid orders past their deadline are cancelled together with any
 * attempt still open. An order whose money moved before the deadline never lapses.
 */
export function refreshOrders(): void {
  const t = now();
  for (const attempt of db.payments.filter((a) => a.status === 'paid')) {
    if (attempt.confirmAt === null || attempt.confirmAt > t) continue;
    if (db.orders.get(attempt.orderId)?.status === 'unpaid') {
      setOrderStatus(attempt.orderId, 'paid', attempt.completedAt ?? t);
    }
  }
  for (const order of db.orders.filter((o) => o.status === 'unpaid')) {
    if (Date.parse(order.payBefore) > t) continue;
    const attempts = attemptsOf(order.id);
    if (attempts.some((attempt) => attempt.status === 'paid')) continue;
    setOrderStatus(order.id, 'cancelled');
    for (const attempt of attempts.filter((a) => a.status === 'pending')) {
      db.payments.update(attempt.id, { status: 'cancelled', completedAt: t });
    }
  }
}

/**
 * The site's view (payment_info): paid only once the order is; pending while an attempt is open
 * or its money awaits confirmation; otherwise how the last attempt ended. With no attempt at all
 * an unpaid order reads 'cancelled' (支付未完成): nothing is under way, so nothing to poll for.
 */
export function paymentInfo(order: OrderRecord): PaymentInfo {
  const base = { orderId: order.orderId, amount: order.premium };
  if (order.status === 'paid') {
    return { ...base, status: 'paid', paidAt: order.paidAt, policyNo: order.policyNo };
  }
  const last = attemptsOf(order.orderId).at(-1);
  const status =
    order.status === 'cancelled' || !last
      ? 'cancelled'
      : last.status === 'paid'
        ? 'pending'
        : last.status;
  return { ...base, status, paidAt: null, policyNo: null };
}

/**
 * The provider's view (third_payment_info): it knows of the money as soon as the cashier took it,
 * before the site confirms (delayConfirmMs). A free order was never at a provider.
 */
export function thirdPaymentInfo(order: OrderRecord): ThirdPaymentInfo {
  const attempts = attemptsOf(order.orderId);
  const paid = attempts.find((attempt) => attempt.status === 'paid');
  if (paid) return { orderId: order.orderId, transactionId: paid.transactionId, status: 'paid' };
  if (order.status === 'paid')
    return { orderId: order.orderId, transactionId: null, status: 'paid' };
  const last = attempts.at(-1);
  return {
    orderId: order.orderId,
    transactionId: null,
    status: order.status === 'cancelled' || !last ? 'cancelled' : last.status,
  };
}

function digits(count: number): string {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

/** Shaped like each provider's: 28 digits for the two wallets, 21 for UnionPay. */
function transactionId(channel: PaymentChannel['code']): string {
  const day = chinaDate(now()).replaceAll('-', '');
  switch (channel) {
    case 'wechat':
      return `4200${digits(4)}${day}${digits(12)}`;
    case 'alipay':
      return `${day}2200${digits(16)}`;
    case 'unionpay':
      return `${day}${digits(13)}`;
  }
}

/** getBrandWCPayRequest's parameters; the signature is fake but stable for the same inputs. */
function jsapiParams(payToken: string): JsapiParams {
  const timeStamp = String(Math.floor(now() / 1000));
  const nonceStr = randomId(16);
  const pkg = `prepay_id=${payToken}`;
  const paySign = hex40(
    `appId=${WX_SANDBOX.appId}&nonceStr=${nonceStr}&package=${pkg}&signType=MD5&timeStamp=${timeStamp}`,
  )
    .slice(0, 32)
    .toUpperCase();
  return {
    appId: WX_SANDBOX.appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'MD5',
    paySign,
  };
}

export function routeOf(order: OrderRecord): PayRoute {
  // The customisation service's fee is the platform's own, as its own products' premiums are.
  if (order.productId === SERVICE_PRODUCT.id) return 'own';
  return db.productDetails.get(order.productId)?.features.payRoute ?? 'third';
}

const ROUTE_MISMATCH: Record<PayRoute, string> = {
  own: '支付通道有误：本产品由平台收款，请通过平台支付（payment/sign）',
  third: '支付通道有误：本产品由保险公司收款，请通过保险公司支付（third_product/payment）',
};

/**
 * A payment call (third_product/payment for 'third' products, abao_product/payment/sign for
 * 'own' ones). Each call is a new attempt with a new payToken; an attempt still open is
 * superseded, so only the latest cashier can take the money.
 */
export function startPayment(
  userId: number,
  body: PaymentBody,
  route: PayRoute,
): PaymentStart | Refusal {
  refreshOrders();
  const order = orderOf(userId, body.orderId);
  if (!order) return new Refusal(SANDBOX_CODE.notFound, '订单不存在');
  const expected = routeOf(order);
  if (expected !== route) return new Refusal(SANDBOX_CODE.badParam, ROUTE_MISMATCH[expected]);
  const attempts = attemptsOf(order.orderId);
  if (order.status === 'paid' || attempts.some((attempt) => attempt.status === 'paid')) {
    return new Refusal(SANDBOX_CODE.alreadyPaid, '订单已支付');
  }
  if (order.status === 'cancelled') {
    return new Refusal(SANDBOX_CODE.orderExpired, '订单已失效，请重新投保');
  }
  const t = now();
  for (const attempt of attempts.filter((a) => a.status === 'pending')) {
    db.payments.update(attempt.id, { status: 'cancelled', completedAt: t });
  }
  const payToken = `sbx${randomId(12)}`;
  db.payments.insert({
    id: payToken,
    orderId: order.orderId,
    userId,
    amount: order.premium,
    channel: body.channel,
    client: body.client,
    route,
    returnUrl: body.returnUrl,
    status: 'pending',
    startedAt: t,
    completedAt: null,
    confirmAt: null,
    transactionId: null,
  });
  if (body.client === 'wechat' && body.channel === 'wechat') {
    return { mode: 'jsapi', jsapi: jsapiParams(payToken) };
  }
  const query = `payToken=${encodeURIComponent(payToken)}&return=${encodeURIComponent(body.returnUrl)}`;
  return { mode: 'h5', url: `${CASHIER_PATH}?${query}` };
}

/** What the cashier page and the in-app pay sheet show for a payToken. */
export interface CashierView {
  payToken: string;
  orderId: string;
  productName: string;
  amount: number;
  channel: PaymentChannel['code'];
  channelName: string;
  status: PaymentRecord['status'];
  returnUrl: string;
}

export function cashierView(payToken: string): CashierView | undefined {
  refreshOrders();
  const attempt = db.payments.get(payToken);
  const order = attempt && db.orders.get(attempt.orderId);
  if (!attempt || !order) return undefined;
  return {
    payToken,
    orderId: order.orderId,
    productName: order.productName,
    amount: attempt.amount,
    channel: attempt.channel,
    channelName: channelName(attempt.channel),
    status: attempt.status,
    returnUrl: attempt.returnUrl,
  };
}

/**
 * The cashier's answer for an open attempt. 'paid' takes the money now and shows the order paid
 * after `delayConfirmMs` (sandbox clock), so the pending state can be seen; 'cancelled' and
 * 'failed' leave the order unpaid, to be paid again with a new attempt.
 */
export function completePayment(
  payToken: string,
  result: CashierResult,
  delayConfirmMs = 0,
): PaymentInfo | Refusal {
  if (!db.payments.get(payToken)) return new Refusal(SANDBOX_CODE.notFound, '支付单不存在');
  refreshOrders();
  const attempt = db.payments.get(payToken);
  const order = attempt && db.orders.get(attempt.orderId);
  if (!attempt || !order) return new Refusal(SANDBOX_CODE.notFound, '支付单不存在');
  if (order.status === 'cancelled') {
    return new Refusal(SANDBOX_CODE.orderExpired, '订单已失效，请重新投保');
  }
  if (attempt.status !== 'pending') {
    return new Refusal(SANDBOX_CODE.badParam, '该笔支付已结束，请返回商户重新发起支付');
  }
  const t = now();
  db.payments.update(
    payToken,
    result === 'paid'
      ? {
          status: 'paid',
          completedAt: t,
          confirmAt: t + delayConfirmMs,
          transactionId: transactionId(attempt.channel),
        }
      : { status: result, completedAt: t },
  );
  refreshOrders();
  const updated = db.orders.get(order.orderId);
  return paymentInfo(updated ?? order);
}

/**
 * Test and end-to-end control: completes the order's open attempt, or, when the app never
 * started one, a new one on the order's own route (as if paid with 微信支付 on the cashier).
 */
export function completeOrderPayment(
  orderId: string,
  result: CashierResult,
  delayConfirmMs = 0,
): PaymentInfo | Refusal {
  refreshOrders();
  const order = db.orders.get(orderId);
  if (!order) return new Refusal(SANDBOX_CODE.notFound, '订单不存在');
  let open = attemptsOf(orderId).find((attempt) => attempt.status === 'pending');
  if (!open) {
    const started = startPayment(
      order.userId,
      { orderId, channel: 'wechat', client: 'h5', returnUrl: '/' },
      routeOf(order),
    );
    if (started instanceof Refusal) return started;
    open = attemptsOf(orderId).find((attempt) => attempt.status === 'pending');
  }
  if (!open) return new Refusal(SANDBOX_CODE.notFound, '支付单不存在');
  return completePayment(open.id, result, delayConfirmMs);
}
