import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { ask, NOTICE } from '../ask';
import { createReferral, fetchPosterKit, fetchPosterLanding } from './api';
import { posterActions } from './slice';

const OR_MISSING = { ...NOTICE.toast, handles: [CODE.notFound] };

export function* loadLanding(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchPosterLanding, id);
  if (reply?.code === 0) yield put(posterActions.landingLoaded(reply.payload));
  else yield put(posterActions.landingFailed({ id, missing: reply !== null }));
}

export function* loadKit(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchPosterKit, id);
  if (reply?.code === 0) yield put(posterActions.kitLoaded(reply.payload));
  else yield put(posterActions.kitFailed({ id, missing: reply !== null }));
}

export function* makeReferral(
  action: PayloadAction<{ kitId: string; posterId: string }>,
): SagaIterator {
  const { kitId, posterId } = action.payload;
  const reply = yield* ask(NOTICE.toast, createReferral, kitId, posterId);
  yield put(
    reply
      ? posterActions.referralCreated({ posterId, key: reply.payload.key })
      : posterActions.referralFailed(),
  );
}

export function* posterSaga(): SagaIterator {
  yield takeLatest(posterActions.landingRequested.type, loadLanding);
  yield takeLatest(posterActions.kitRequested.type, loadKit);
  yield takeLeading(posterActions.referralRequested.type, makeReferral);
}
