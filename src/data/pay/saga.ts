import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE, type Reply } from '../../api/envelope';
import { RequestError } from '../../api/request';
import { COPY } from '../../config/copy';
import { safeExternalUrl } from '../../lib/url';
import { ask, NOTICE } from '../ask';
import { getServices } from '../services';
import { flushTrace } from '../trace';
import { fetchPaymentChannels, fetchPaymentInfo, fetchThirdPaymentInfo, startPayment } from './api';
import { payActions, type PaymentFailure, type PaymentRequest, type PollRequest } from './slice';
import type { PaymentInfo, PaymentStart } from './types';

/** Payment failures: a fail toast of 3 s with the server's message (copy.md). */
export const PAY_FAIL_MS = 3000;
/** Payback asks every 2 s while the result is pending, for at most a minute. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_MAX_MS = 60_000;

/**
 * The request helper has already told the visitor about a transport error (or sent them home). A
 * reply of the wrong shape is a broken reply, as one with nothing to pay with is.
 */
function failureOf(error: unknown): PaymentFailure {
  if (!(error instanceof RequestError)) return 'network';
  if (error.kind === 'http') return 'http';
  return error.kind === 'malformed' ? 'reply' : 'network';
}

export function* loadChannels(action: PayloadAction<{ orderId: string }>): SagaIterator {
  const { orderId } = action.payload;
  const reply = yield* ask(NOTICE.payment, fetchPaymentChannels, orderId);
  yield put(
    reply
      ? payActions.channelsLoaded({ orderId, list: reply.payload.channelsInfo ?? [] })
      : payActions.channelsFailed({ orderId }),
  );
}

/** The provider's page, as an absolute http(s) URL (the sandbox's cashier answers a relative one). */
function cashierUrl(url: string, origin: string): string | null {
  try {
    return safeExternalUrl(new URL(url, origin).href);
  } catch {
    return null;
  }
}

/**
 * Starts the payment. In the messaging app the reply carries the signed JS-SDK parameters, which
 * the screen hands to the bridge; elsewhere the visitor leaves for the provider's page, which
 * brings them back to Payback.
 */
export function* beginPayment(action: PayloadAction<PaymentRequest>): SagaIterator {
  const { attempt, route, body, origin, returnPath, ownReturn } = action.payload;
  try {
    const reply: Reply<PaymentStart> = yield call(startPayment, body, route);
    if (reply.code === 0 && reply.payload?.mode === 'jsapi' && reply.payload.jsapi) {
      yield put(payActions.paymentStarted({ attempt, start: reply.payload }));
      return;
    }
    if (reply.code === 0 && reply.payload?.mode === 'h5') {
      const url = cashierUrl(reply.payload.url, origin);
      if (url) {
        yield put(payActions.paymentStarted({ attempt, start: { mode: 'h5', url } }));
        // The trail so far goes before the page does: a beacon on the way out is not guaranteed.
        yield call(flushTrace);
        const { navigate, openExternal } = yield* getServices();
        // The browser's back from the provider's page must land on the result, not on this
        // screen (which would start the payment again and send the visitor straight back).
        navigate(returnPath, { replace: true });
        // The provider's page comes back to Payback: Back from there must not land on it. The
        // journey history goes back over it, unless the screen does that itself.
        if (ownReturn) openExternal(url);
        else openExternal(url, { returnsTo: returnPath });
        return;
      }
    }
    // A code 0 whose h5 address is no http(s) page is a broken reply: a server error to the visitor.
    const { feedback } = yield* getServices();
    feedback.fail(reply.code === 0 ? COPY.httpStatus[500]! : reply.message, PAY_FAIL_MS);
    yield put(payActions.paymentFailed({ attempt, failure: 'reply' }));
  } catch (error) {
    yield put(payActions.paymentFailed({ attempt, failure: failureOf(error) }));
  }
}

/** The payment calls' notice, less 4004: an order not this account's is told in place. */
const PAYMENT_RESULT = { ...NOTICE.payment, handles: [CODE.notFound] };

/**
 * One payment-info question; the answer, or null when there is none (already told, or the order
 * is not this account's: 4004, refused in place).
 */
export function* loadPaymentInfo(orderId: string): SagaIterator<PaymentInfo | null> {
  const reply = yield* ask(PAYMENT_RESULT, fetchPaymentInfo, orderId);
  if (reply?.code === CODE.notFound) {
    yield put(payActions.paymentInfoRefused({ orderId }));
    return null;
  }
  yield put(
    reply ? payActions.paymentInfoLoaded(reply.payload) : payActions.paymentInfoFailed({ orderId }),
  );
  return reply?.payload ?? null;
}

/**
 * Asks until the server has an answer other than pending, or the time is up. A failed question
 * ends the polling too (no toast every two seconds); the visitor keeps the manual check.
 */
export function* pollPaymentInfo(request: PollRequest): SagaIterator {
  const intervalMs = request.intervalMs ?? POLL_INTERVAL_MS;
  const deadline = Date.now() + (request.maxMs ?? POLL_MAX_MS);
  for (;;) {
    const info: PaymentInfo | null = yield call(loadPaymentInfo, request.orderId);
    if (!info || info.status !== 'pending') return;
    if (Date.now() + intervalMs > deadline) return;
    yield delay(intervalMs);
  }
}

export function* watchPayment(action: PayloadAction<PollRequest>): SagaIterator {
  yield race({
    done: call(pollPaymentInfo, action.payload),
    stopped: take(payActions.pollStopped.type),
  });
  yield put(payActions.pollEnded());
}

/** 刷新支付结果: the provider's record first (it may settle the order), then the order's own. */
export function* checkPayment(action: PayloadAction<{ orderId: string }>): SagaIterator {
  const { orderId } = action.payload;
  const reply = yield* ask(PAYMENT_RESULT, fetchThirdPaymentInfo, orderId);
  if (reply?.code === 0) yield put(payActions.thirdPaymentInfoLoaded(reply.payload));
  yield call(loadPaymentInfo, orderId);
  yield put(payActions.checkEnded());
}

export function* paySaga(): SagaIterator {
  yield takeLatest(payActions.channelsRequested.type, loadChannels);
  yield takeLatest(payActions.paymentRequested.type, beginPayment);
  yield takeLatest(payActions.pollRequested.type, watchPayment);
  yield takeLeading(payActions.checkRequested.type, checkPayment);
}
