import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { getServices } from '../services';
import type { Quote, QuoteArgs } from '../product/types';
import type { Area, Job } from '../insured/types';
import { fetchJobs, fetchProductArea, fetchProfessions, fetchQuote, fetchWxSdkConfig } from './api';
import { commonActions } from './slice';
import type { ProfessionNode, ProfessionTree, WxSdkConfig } from './types';

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

/** Job and area loads: a fail toast of 2 seconds, and the call returns false (spec section 8). */
const LOOKUP_FAIL_MS = 2000;

function* lookupFailure(
  lookup: 'jobs' | 'area' | ProfessionTree,
  message: string | null,
): SagaIterator<false> {
  if (message) {
    const { feedback } = yield* getServices();
    feedback.fail(message, LOOKUP_FAIL_MS);
  }
  yield put(commonActions.lookupFailed({ lookup }));
  return false;
}

export function* loadJobs(action: PayloadAction<{ productId: number }>): SagaIterator<boolean> {
  try {
    const reply: Reply<Job[]> = yield call(fetchJobs, action.payload.productId);
    if (reply.code === 0) {
      yield put(
        commonActions.jobsLoaded({
          productId: action.payload.productId,
          jobs: reply.payload ?? [],
        }),
      );
      return true;
    }
    return yield* lookupFailure('jobs', reply.message);
  } catch {
    return yield* lookupFailure('jobs', null);
  }
}

export function* loadArea(
  action: PayloadAction<{ productId: number; areaCode?: string }>,
): SagaIterator<boolean> {
  try {
    const reply: Reply<Area[]> = yield call(
      fetchProductArea,
      action.payload.productId,
      action.payload.areaCode,
    );
    if (reply.code === 0) {
      yield put(
        commonActions.areaLoaded({ areaCode: action.payload.areaCode, areas: reply.payload ?? [] }),
      );
      return true;
    }
    return yield* lookupFailure('area', reply.message);
  } catch {
    return yield* lookupFailure('area', null);
  }
}

export function* loadProfession(
  action: PayloadAction<{ tree: ProfessionTree; parentIds: (string | number)[] }>,
): SagaIterator<boolean> {
  const { tree, parentIds } = action.payload;
  try {
    const reply: Reply<ProfessionNode[]> = yield call(fetchProfessions, tree, parentIds);
    if (reply.code === 0) {
      yield put(commonActions.professionLoaded({ tree, parentIds, nodes: reply.payload ?? [] }));
      return true;
    }
    return yield* lookupFailure(tree, reply.message);
  } catch {
    return yield* lookupFailure(tree, null);
  }
}

export function* commonSaga(): SagaIterator {
  yield takeLatest(commonActions.jobsRequested.type, loadJobs);
  yield takeEvery(commonActions.areaRequested.type, loadArea);
  yield takeEvery(commonActions.professionRequested.type, loadProfession);
  yield takeLatest(commonActions.wxSdkConfigRequested.type, loadWxSdkConfig);
  yield takeLatest(commonActions.quoteRequested.type, loadQuote);
}
