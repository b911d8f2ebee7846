import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { ask, NOTICE } from '../ask';
import { fetchProductDetail } from './api';
import { productActions } from './slice';

/** A product that does not exist is said so on its screen (with the way home), not in a toast. */
export function* loadDetail(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask({ ...NOTICE.toast, handles: [CODE.notFound] }, fetchProductDetail, id);
  if (!reply) yield put(productActions.detailFailed({ id }));
  else if (reply.code === CODE.notFound) yield put(productActions.detailMissing({ id }));
  else yield put(productActions.detailLoaded(reply.payload));
}

export function* productSaga(): SagaIterator {
  // Per product id: two parts of one screen asking for two products must both be answered.
  yield takeEvery(productActions.detailRequested.type, loadDetail);
}
