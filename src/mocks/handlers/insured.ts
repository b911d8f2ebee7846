import { http, type RequestHandler } from 'msw';
import type { OrderCreated } from '../../data/insured/types';
import { userForRequest } from '../accounts';
import { now } from '../clock';
import { db } from '../db';
import type { OrderRecord } from '../fixtures/orders';
import { createOrder, orderOf, toOrderDetail } from '../orders';
import { refreshOrders } from '../payments';
import { checkPurchase, readInsuredBody } from '../purchase';
import { fail, ok, Refusal, SANDBOX_CODE, unauthorized } from '../reply';
import { readJsonObject } from '../request-body';
import { linkTrail } from '../trails';

/**
 * The `insured` data area's server side: the insured submit that creates the order (one per
 * idempotency key), and the order detail the confirmation, pay and result screens show.
 */

const created = (order: OrderRecord): OrderCreated => ({
  orderId: order.orderId,
  premium: order.premium,
  premiumUnit: order.premiumUnit,
});

export const insuredHandlers: RequestHandler[] = [
  http.post('/rest/api/third_product/insured', async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const body = readInsuredBody(await readJsonObject(request));
    if (body instanceof Refusal) return body.reply();

    // From here to the insert nothing awaits, so a double tap's two requests cannot both miss
    // the key and make two orders.
    const earlier = db.orders.find(
      (order) => order.userId === user.id && order.idempotencyKey === body.idempotencyKey,
    );
    if (earlier) {
      // A retry carries the same purchase; the same key on another one is a client bug.
      return earlier.productId === body.productId && earlier.planId === body.planId
        ? ok(created(earlier))
        : fail(SANDBOX_CODE.badParam, '该请求编号已用于其他投保申请，请重新提交');
    }

    const checked = checkPurchase(body, new Date(now()));
    if (checked instanceof Refusal) return checked.reply();
    const free = checked.premium === 0;
    const order = createOrder(user.id, {
      productId: checked.record.id,
      planId: checked.planId,
      insuredName: checked.purchase.insured.name,
      premium: checked.premium,
      premiumUnit: checked.premiumUnit,
      // A gift costs nothing: the policy is issued at once and there is nothing to pay.
      status: free ? 'paid' : 'unpaid',
      purchase: checked.purchase,
      idempotencyKey: body.idempotencyKey,
      traceId: body.traceId,
    });
    if (!order) return fail(SANDBOX_CODE.notFound, '保障计划不存在');
    linkTrail(body.traceId, order.productId, order.orderId);
    return ok(created(order));
  }),

  http.get('/rest/api/third_product/order/:orderId', ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    refreshOrders();
    const order = orderOf(user.id, String(params.orderId));
    return order ? ok(toOrderDetail(order)) : fail(SANDBOX_CODE.notFound, '订单不存在');
  }),
];
