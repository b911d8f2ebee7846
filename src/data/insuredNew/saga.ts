import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { ask, NOTICE } from '../ask';
import { paths } from '../../config/paths';
import { commonActions } from '../common/slice';
import { getServices } from '../services';
import { beginTrace, currentTraceId, traceEvent } from '../trace';
import { fetchOrderDetail, submitInsured } from './api';
import { idempotencyKeyFor } from './order-key';
import { insuredNewActions, type OrderSubmitRequest } from './slice';

/**
 * Code 0: the visitor goes on to pay, a step of its own in the history, so back returns to the
 * confirmation with everything entered (the draft and its key stay until the order is paid: a
 * second submit of the same purchase names the same order). Anything else keeps the draft and its
 * key for a retry.
 */
export function* submitOrder(action: PayloadAction<OrderSubmitRequest>): SagaIterator {
  const { body, page, family } = action.payload;
  const { productId } = body;
  const idempotencyKey = idempotencyKeyFor(body);
  const traceId = currentTraceId(productId) ?? beginTrace(productId);
  const reply = yield* ask(NOTICE.toast, submitInsured, { ...body, idempotencyKey, traceId });
  if (!reply) {
    yield put(insuredNewActions.orderSubmitFailed());
    return;
  }
  const { orderId } = reply.payload;
  traceEvent('submit', page, { target: 'order', orderId });
  yield put(insuredNewActions.orderCreated(reply.payload));
  const { navigate } = yield* getServices();
  navigate(paths.product.pay(family, orderId));
}

/**
 * The order as the confirmation, pay, payment and success screens show it (common.confirmDetial).
 * An order that is not this account's (or not there: 4004, one answer for both) is told by the
 * screen in place, not in a toast, and no order is kept.
 */
export function* loadOrder(action: PayloadAction<{ orderId: string }>): SagaIterator {
  const { orderId } = action.payload;
  const reply = yield* ask(
    { ...NOTICE.toast, handles: [CODE.notFound] },
    fetchOrderDetail,
    orderId,
  );
  if (reply?.code === CODE.notFound) {
    yield put(commonActions.confirmDetialCleared());
    yield put(insuredNewActions.orderRefused({ orderId }));
    return;
  }
  yield put(
    reply
      ? commonActions.confirmDetialLoaded(reply.payload)
      : insuredNewActions.orderFailed({ orderId }),
  );
}

export function* insuredNewSaga(): SagaIterator {
  // One tap, one order: taps while a submit is in flight are dropped.
  yield takeLeading(insuredNewActions.orderSubmitRequested.type, submitOrder);
  yield takeLatest(insuredNewActions.orderRequested.type, loadOrder);
}
