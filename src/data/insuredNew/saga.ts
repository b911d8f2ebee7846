import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE, type Reply } from '../../api/envelope';
import { paths } from '../../config/paths';
import { commonActions } from '../common/slice';
import { clearDraft } from '../insured/draft';
import type { OrderCreated, OrderDetail } from '../insured/types';
import { getServices } from '../services';
import { beginTrace, currentTraceId, traceEvent } from '../trace';
import { fetchOrderDetail, submitInsured } from './api';
import { clearOrderKey, idempotencyKeyFor } from './order-key';
import { insuredNewActions, type OrderSubmitRequest } from './slice';

function* toast(message: string): SagaIterator {
  const { feedback } = yield* getServices();
  feedback.toast(message);
}

/**
 * Code 0: the draft goes (the order holds it now) and the visitor goes on to pay, replacing the
 * confirmation in the history so back does not submit again. Anything else keeps the draft and its
 * key for a retry.
 */
export function* submitOrder(action: PayloadAction<OrderSubmitRequest>): SagaIterator {
  const { body, page, family } = action.payload;
  const { productId } = body;
  const idempotencyKey = idempotencyKeyFor(body);
  const traceId = currentTraceId(productId) ?? beginTrace(productId);
  try {
    const reply: Reply<OrderCreated> = yield call(submitInsured, {
      ...body,
      idempotencyKey,
      traceId,
    });
    if (reply.code === CODE.ok && reply.payload?.orderId) {
      const { orderId } = reply.payload;
      clearDraft(productId);
      clearOrderKey(productId);
      traceEvent('submit', page, { target: 'order', orderId });
      yield put(insuredNewActions.orderCreated(reply.payload));
      const { navigate } = yield* getServices();
      navigate(paths.product.pay(family, orderId), { replace: true });
      return;
    }
    yield* toast(reply.message);
  } catch {
    // The request helper has already told the visitor (or sent them home): the draft stays.
  }
  yield put(insuredNewActions.orderSubmitFailed());
}

export function* loadOrderDetail(action: PayloadAction<{ orderId: string }>): SagaIterator {
  const { orderId } = action.payload;
  try {
    const reply: Reply<OrderDetail> = yield call(fetchOrderDetail, orderId);
    if (reply.code === CODE.ok && reply.payload) {
      yield put(commonActions.confirmDetialLoaded(reply.payload));
      return;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(insuredNewActions.orderDetailFailed({ orderId }));
}

export function* insuredNewSaga(): SagaIterator {
  // One tap, one order: taps while a submit is in flight are dropped.
  yield takeLeading(insuredNewActions.orderSubmitRequested.type, submitOrder);
  yield takeLatest(insuredNewActions.orderDetailRequested.type, loadOrderDetail);
}
