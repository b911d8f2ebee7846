import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { getServices } from '../services';
import { fetchProductDetail } from './api';
import { productActions } from './slice';
import type { ProductDetail } from './types';

export function* loadDetail(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  try {
    const reply: Reply<ProductDetail> = yield call(fetchProductDetail, id);
    if (reply.code === 0 && reply.payload) {
      yield put(productActions.detailLoaded(reply.payload));
      return;
    }
    const { feedback } = yield* getServices();
    feedback.toast(reply.message);
  } catch {
    // The request helper has already told the visitor (or sent them home).
  }
  yield put(productActions.detailFailed({ id }));
}

export function* productSaga(): SagaIterator {
  // Per product id: two parts of one screen asking for two products must both be answered.
  yield takeEvery(productActions.detailRequested.type, loadDetail);
}
