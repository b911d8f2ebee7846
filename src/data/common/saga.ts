import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { getServices } from '../services';
import type { Quote, QuoteArgs } from '../product/types';
import { fetchQuote, fetchWxSdkConfig } from './api';
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

/** Quiet time before a quote is asked for, so typing or spinning a picker sends one call. */
export const QUOTE_DEBOUNCE_MS = 400;

export function* loadQuote(action: PayloadAction<QuoteArgs>): SagaIterator {
  // takeLatest cancels this while it waits or while its call is in flight: the last answer wins.
  yield delay(QUOTE_DEBOUNCE_MS);
  try {
    const reply: Reply<Quote> = yield call(fetchQuote, action.payload);
    if (reply.code === 0 && reply.payload) {
      yield put(commonActions.quoteLoaded(reply.payload));
      return;
    }
    const { feedback } = yield* getServices();
    feedback.toast(reply.message);
    yield put(commonActions.quoteFailed({ message: reply.message }));
  } catch {
    // The request helper has already told the visitor.
    yield put(commonActions.quoteFailed({ message: null }));
  }
}

export function* commonSaga(): SagaIterator {
  yield takeLatest(commonActions.wxSdkConfigRequested.type, loadWxSdkConfig);
  yield takeLatest(commonActions.quoteRequested.type, loadQuote);
}
