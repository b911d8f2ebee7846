import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { ask, NOTICE } from '../ask';
import { fetchWxSdkConfig } from './api';
import { commonActions } from './slice';

/**
 * The common area's part that every visit may need: the messaging app's JS-SDK configuration. The
 * quote and the funnel's lookups (jobs, areas, professions) are in lookups.ts, which joins with
 * the first screen that asks for one.
 */

export function* loadWxSdkConfig(action: PayloadAction<{ page: string }>): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchWxSdkConfig, action.payload.page);
  yield put(
    reply ? commonActions.wxSdkConfigLoaded(reply.payload) : commonActions.wxSdkConfigFailed(),
  );
}

export function* commonSaga(): SagaIterator {
  yield takeLatest(commonActions.wxSdkConfigRequested.type, loadWxSdkConfig);
}
