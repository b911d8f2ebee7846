import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { getServices } from '../services';
import { fetchWxSdkConfig } from './api';
import { commonActions } from './slice';
import type { WxSdkConfig } from './types';

export function* loadWxSdkConfig(action: PayloadAction<{ page: string }>): SagaIterator {
  try {
    const reply: Reply<WxSdkConfig> = yield call(fetchWxSdkConfig, action.payload.page);
    if (reply.code === 0) {
      yield put(commonActions.wxSdkConfigLoaded(reply.payload));
      return;
    }
    const { feedback } = yield* getServices();
    feedback.toast(reply.message);
  } catch {
    // The request helper has already told the visitor.
  }
  yield put(commonActions.wxSdkConfigFailed());
}

export function* commonSaga(): SagaIterator {
  yield takeLatest(commonActions.wxSdkConfigRequested.type, loadWxSdkConfig);
}
