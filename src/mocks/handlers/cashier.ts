import { http, type RequestHandler } from 'msw';
import {
  cashierView,
  completePayment,
  MAX_CONFIRM_DELAY_MS,
  type CashierResult,
} from '../payments';
import { flushDb } from '../db';
import { badParam, fail, ok, Refusal, SANDBOX_CODE } from '../reply';
import { readJsonObject } from '../request-body';

/**
 * Sandbox-only calls of the cashier page (src/mocks/cashier.tsx) and the in-app pay sheet
 * (wechat-pay-bridge.ts), standing in for the payment providers. No token: like a provider's
 * page, the payToken is what identifies the payment.
 */

const RESULTS: readonly CashierResult[] = ['paid', 'cancelled', 'failed'];

export const cashierHandlers: RequestHandler[] = [
  http.get('/rest/api/sandbox/cashier/:payToken', ({ params }) => {
    const view = cashierView(String(params.payToken));
    return view ? ok(view) : fail(SANDBOX_CODE.notFound, '支付单不存在');
  }),

  http.post('/rest/api/sandbox/cashier/complete', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    if (typeof body.payToken !== 'string' || body.payToken === '') return badParam('payToken');
    const result = body.result as CashierResult;
    if (!RESULTS.includes(result)) return badParam('result');
    const delay = body.delayConfirmMs ?? 0;
    if (
      typeof delay !== 'number' ||
      !Number.isInteger(delay) ||
      delay < 0 ||
      delay > MAX_CONFIRM_DELAY_MS
    ) {
      return badParam('delayConfirmMs');
    }
    const info = completePayment(body.payToken, result, delay);
    if (info instanceof Refusal) return info.reply();
    // The cashier leaves the page right after this reply: the saved copy must be written first.
    await flushDb();
    return ok(info);
  }),
];
