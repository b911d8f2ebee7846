import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ask, NOTICE, QUIET } from '../ask';
import { getServices } from '../services';
import type { QuoteArgs } from '../product/types';
import { fetchJobs, fetchProductArea, fetchProfessions, fetchQuote, fetchWxSdkConfig } from './api';
import { commonActions } from './slice';
import type { ProfessionTree } from './types';

export function* loadWxSdkConfig(action: PayloadAction<{ page: string }>): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchWxSdkConfig, action.payload.page);
  yield put(
    reply ? commonActions.wxSdkConfigLoaded(reply.payload) : commonActions.wxSdkConfigFailed(),
  );
}

/** Quiet time before a quote is asked for, so typing or spinning a picker sends one call. */
export const QUOTE_DEBOUNCE_MS = 400;

export function* loadQuote(action: PayloadAction<QuoteArgs>): SagaIterator {
  // takeLatest cancels this while it waits or while its call is in flight: the last answer wins.
  yield delay(QUOTE_DEBOUNCE_MS);
  // A refusal's reason (an age out of range, say) stays on the trial screen beside the toast.
  const reply = yield* ask(QUIET, fetchQuote, action.payload);
  if (reply?.code === 0) {
    yield put(commonActions.quoteLoaded(reply.payload));
    return;
  }
  if (reply) {
    const { feedback } = yield* getServices();
    feedback.toast(reply.message);
  }
  yield put(commonActions.quoteFailed({ message: reply?.message ?? null }));
}

/** Job and area loads fail with a 2-second toast, and the call returns false (spec section 8). */
export function* loadJobs(action: PayloadAction<{ productId: number }>): SagaIterator<boolean> {
  const { productId } = action.payload;
  const reply = yield* ask(NOTICE.lookup, fetchJobs, productId);
  if (!reply) {
    yield put(commonActions.lookupFailed({ lookup: 'jobs' }));
    return false;
  }
  yield put(commonActions.jobsLoaded({ productId, jobs: reply.payload ?? [] }));
  return true;
}

export function* loadArea(
  action: PayloadAction<{ productId: number; areaCode?: string }>,
): SagaIterator<boolean> {
  const { productId, areaCode } = action.payload;
  const reply = yield* ask(NOTICE.lookup, fetchProductArea, productId, areaCode);
  if (!reply) {
    yield put(commonActions.lookupFailed({ lookup: 'area' }));
    return false;
  }
  yield put(commonActions.areaLoaded({ areaCode, areas: reply.payload ?? [] }));
  return true;
}

export function* loadProfession(
  action: PayloadAction<{ tree: ProfessionTree; parentIds: (string | number)[] }>,
): SagaIterator<boolean> {
  const { tree, parentIds } = action.payload;
  const reply = yield* ask(NOTICE.lookup, fetchProfessions, tree, parentIds);
  if (!reply) {
    yield put(commonActions.lookupFailed({ lookup: tree }));
    return false;
  }
  yield put(commonActions.professionLoaded({ tree, parentIds, nodes: reply.payload ?? [] }));
  return true;
}

export function* commonSaga(): SagaIterator {
  yield takeLatest(commonActions.jobsRequested.type, loadJobs);
  yield takeEvery(commonActions.areaRequested.type, loadArea);
  yield takeEvery(commonActions.professionRequested.type, loadProfession);
  yield takeLatest(commonActions.wxSdkConfigRequested.type, loadWxSdkConfig);
  yield takeLatest(commonActions.quoteRequested.type, loadQuote);
}
