import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { cancel, delay, fork, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { loadArea as loadPart } from '../areas';
import { ask, NOTICE, QUIET } from '../ask';
import { getServices } from '../services';
import { sameQuoteArgs } from '../product/quote-args';
import type { QuoteArgs } from '../product/types';
import { fetchJobs, fetchProductArea, fetchProfessions, fetchQuote } from './lookups-api';
import { commonActions } from './slice';
import type { ProfessionTree } from './types';

/**
 * The common area's quote (the trial's premium) and the purchase funnel's lookups (jobs, areas,
 * professions). Their saga joins the store when the first screen that asks for one loads (this
 * module's import); screens ask with `lookupActions`, which only this module hands out
 * (tests/lint/lazy-flows.test.ts keeps it so).
 */

/**
 * A change within this long of the previous one is part of a burst (spinning a picker, tapping
 * through chips) and waits for this much quiet, so the burst sends one more call, for its end.
 */
export const QUOTE_DEBOUNCE_MS = 400;

export function* loadQuote(action: PayloadAction<QuoteArgs>, wait = 0): SagaIterator {
  if (wait > 0) yield delay(wait);
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

/**
 * The first change after a quiet spell is priced at once (a single tap on a plan shows its price
 * one round trip later); the changes of a burst are debounced. A new change cancels the previous
 * quote, waiting or in flight, so the last answer wins, as with takeLatest. The same factors asked
 * for again while their quote is under way (a screen's effect run twice) change nothing.
 */
export function* watchQuotes(now: () => number = Date.now): SagaIterator {
  let running: Task | undefined;
  let runningArgs: QuoteArgs | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  for (;;) {
    const action = (yield take(commonActions.quoteRequested.type)) as PayloadAction<QuoteArgs>;
    if (running?.isRunning() && sameQuoteArgs(runningArgs, action.payload)) continue;
    runningArgs = action.payload;
    const at = now();
    const inBurst = at - lastAt < QUOTE_DEBOUNCE_MS;
    lastAt = at;
    if (running) yield cancel(running);
    running = (yield fork(loadQuote, action, inBurst ? QUOTE_DEBOUNCE_MS : 0)) as Task;
  }
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

export function* lookupsSaga(): SagaIterator {
  yield takeLatest(commonActions.jobsRequested.type, loadJobs);
  yield takeEvery(commonActions.areaRequested.type, loadArea);
  yield takeEvery(commonActions.professionRequested.type, loadProfession);
  yield fork(watchQuotes);
}

loadPart({ name: 'common/lookups', saga: lookupsSaga });

/** The events that ask for a quote or a lookup. */
export const lookupActions = {
  quoteRequested: commonActions.quoteRequested,
  jobsRequested: commonActions.jobsRequested,
  areaRequested: commonActions.areaRequested,
  professionRequested: commonActions.professionRequested,
};
