import type { SagaIterator } from 'redux-saga';
import { put, takeLeading } from 'redux-saga/effects';
import { ask, NOTICE } from '../ask';
import { fetchBanners } from './api';
import { activeActions } from './slice';

export function* loadBanners(): SagaIterator {
  // The catalogue's notice: the banners share its screen and its way of telling.
  const reply = yield* ask(NOTICE.catalogue, fetchBanners);
  yield put(activeActions.bannersSettled(reply ? reply.payload : null));
}

export function* activeSaga(): SagaIterator {
  yield takeLeading(activeActions.bannersRequested.type, loadBanners);
}
