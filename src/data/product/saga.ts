import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { ask, NOTICE } from '../ask';
import { fetchProductDetail } from './api';
import { productActions } from './slice';

export function* loadDetail(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchProductDetail, id);
  yield put(
    reply ? productActions.detailLoaded(reply.payload) : productActions.detailFailed({ id }),
  );
}

export function* productSaga(): SagaIterator {
  // Per product id: two parts of one screen asking for two products must both be answered.
  yield takeEvery(productActions.detailRequested.type, loadDetail);
}
