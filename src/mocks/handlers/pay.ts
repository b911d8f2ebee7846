import { http, type RequestHandler } from 'msw';
import type { PaymentBody, PaymentChannel, PaymentChannelsPayload } from '../../data/pay/types';
import { userForRequest } from '../accounts';
import { flushDb } from '../db';
import { PAYMENT_CHANNELS } from '../fixtures/funnel';
import type { OrderRecord } from '../fixtures/orders';
import { orderOf } from '../orders';
import {
  paymentInfo,
  refreshOrders,
  startPayment,
  thirdPaymentInfo,
  type PayRoute,
} from '../payments';
import { badParam, fail, ok, Refusal, SANDBOX_CODE, unauthorized } from '../reply';
import { readJsonObject } from '../request-body';

/**
 * The `pay` data area (spec sections 4, 7, 8): channels, the two payment calls (the insurer's
 * route and the site's own), and the site's and the provider's view of a payment. All need the
 * order's owner signed in; another user's order is 4004, as if it did not exist.
 */

const CLIENTS: readonly PaymentBody['client'][] = ['wechat', 'h5'];
const CHANNEL_CODES = PAYMENT_CHANNELS.map((channel) => channel.code);

/**
 * A same-origin place to come back to, as a path: the cashier sends the browser there, so any
 * other origin would make the sandbox an open redirect.
 */
function returnPath(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function paymentHandler(path: string, route: PayRoute): RequestHandler {
  return http.post(path, async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    if (typeof body.orderId !== 'string' || body.orderId.trim() === '') return badParam('orderId');
    const channel = body.channel as PaymentChannel['code'];
    if (!CHANNEL_CODES.includes(channel)) return badParam('channel');
    const client = body.client as PaymentBody['client'];
    if (!CLIENTS.includes(client)) return badParam('client');
    const returnUrl = returnPath(body.returnUrl, new URL(request.url).origin);
    if (returnUrl === null) return badParam('returnUrl');
    const started = startPayment(
      user.id,
      { orderId: body.orderId.trim(), channel, client, returnUrl },
      route,
    );
    if (started instanceof Refusal) return started.reply();
    // The browser goes to the cashier next, a new page that reads the saved database: the new
    // attempt must be saved by then.
    await flushDb();
    return ok(started);
  });
}

/** The signed-in owner's order, after the clock rules; the reply to send when there is none. */
function ownedOrder(request: Request, orderId: unknown): OrderRecord | Response {
  const user = userForRequest(request);
  if (!user) return unauthorized();
  refreshOrders();
  const order = orderOf(user.id, String(orderId));
  return order ?? fail(SANDBOX_CODE.notFound, '订单不存在');
}

export const payHandlers: RequestHandler[] = [
  http.get('/rest/api/third_product/payment_channel/:orderId', ({ params, request }) => {
    const order = ownedOrder(request, params.orderId);
    if (order instanceof Response) return order;
    // In the sandbox every channel works; the cashier stands in for all three providers.
    const payload: PaymentChannelsPayload = {
      channelsInfo: PAYMENT_CHANNELS.map((channel) => ({ ...channel })),
    };
    return ok(payload);
  }),

  paymentHandler('/rest/api/third_product/payment', 'third'),
  paymentHandler('/rest/api/abao_product/payment/sign', 'own'),

  http.get('/rest/api/third_product/payment_info/:orderId', ({ params, request }) => {
    const order = ownedOrder(request, params.orderId);
    return order instanceof Response ? order : ok(paymentInfo(order));
  }),

  http.get('/rest/api/third_product/third_payment_info/:orderId', ({ params, request }) => {
    const order = ownedOrder(request, params.orderId);
    return order instanceof Response ? order : ok(thirdPaymentInfo(order));
  }),
];
