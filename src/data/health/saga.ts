import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE, type Reply } from '../../api/envelope';
import { SITE } from '../../config/site';
import { safeExternalUrl } from '../../lib/url';
import { writeDraft } from '../insured/draft';
import { getServices } from '../services';
import { traceEvent } from '../trace';
import { fetchHealthDetail, queryHealthStatement, submitHealthStatement } from './api';
import { healthActions, type HealthSubmitRequest } from './slice';
import type { HealthDetail, HealthStatement, HealthSubmitReturn } from './types';

function* toast(message: string): SagaIterator {
  const { feedback } = yield* getServices();
  feedback.toast(message);
}

export function* loadHealthDetail(action: PayloadAction<{ productId: number }>): SagaIterator {
  const { productId } = action.payload;
  try {
    const reply: Reply<HealthDetail> = yield call(fetchHealthDetail, productId);
    if (reply.code === CODE.ok && reply.payload) {
      yield put(healthActions.detailLoaded({ productId, detail: reply.payload }));
      return;
    }
    yield* toast(reply.message);
  } catch {
    // The request helper has already told the visitor (or sent them home).
  }
  yield put(healthActions.detailFailed({ productId }));
}

export function* loadHealthStatement(action: PayloadAction<{ productId: number }>): SagaIterator {
  const { productId } = action.payload;
  try {
    const reply: Reply<HealthStatement> = yield call(queryHealthStatement, productId);
    if (reply.code === CODE.ok) {
      yield put(
        healthActions.statementLoaded({ productId, answers: reply.payload?.answers ?? null }),
      );
      return;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(healthActions.statementFailed({ productId }));
}

/**
 * Code 0: the step is done and the visitor goes on to the confirmation. Code -1 (or a code 0 that
 * says not passed): the ineligibility dialog, and the step stays undone. Anything else: the
 * server's message.
 */
export function* submitHealth(action: PayloadAction<HealthSubmitRequest>): SagaIterator {
  const { productId, answers, page, next } = action.payload;
  // Submitting the statement is the visitor's declaration that the answers are true.
  traceEvent('consent', page, { target: 'health-statement' });
  try {
    const reply: Reply<HealthSubmitReturn | null> = yield call(submitHealthStatement, {
      productId,
      answers,
    });
    const result: HealthSubmitReturn = reply.payload ?? {
      productId,
      passed: reply.code === CODE.ok,
    };
    if (reply.code === CODE.ok && result.passed !== false) {
      writeDraft(productId, { healthAnswers: answers, healthDone: true });
      traceEvent('submit', page, { target: 'health' });
      yield put(healthActions.submitPassed(result));
      const { navigate } = yield* getServices();
      navigate(next);
      return;
    }
    if (reply.code === CODE.ineligible || reply.code === CODE.ok) {
      writeDraft(productId, { healthDone: false });
      yield put(healthActions.submitIneligible({ ...result, passed: false }));
      return;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(healthActions.submitFailed());
}

/** 联系客服: the configured customer-service page, if it is a real http(s) address. */
export function* contactService(): SagaIterator {
  const url = safeExternalUrl(SITE.customerServiceUrl);
  if (!url) return;
  const { openExternal } = yield* getServices();
  openExternal(url);
}

export function* healthSaga(): SagaIterator {
  yield takeLatest(healthActions.detailRequested.type, loadHealthDetail);
  yield takeLatest(healthActions.statementRequested.type, loadHealthStatement);
  // One tap, one submit: taps while a submit is in flight are dropped.
  yield takeLeading(healthActions.submitRequested.type, submitHealth);
  yield takeEvery(healthActions.contactServiceRequested.type, contactService);
}
