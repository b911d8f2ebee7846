import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { SITE } from '../../config/site';
import { safeExternalUrl } from '../../lib/url';
import { ask, NOTICE } from '../ask';
import { writeDraft } from '../insured/draft';
import { getServices } from '../services';
import { traceEvent } from '../trace';
import { fetchHealthDetail, queryHealthStatement, submitHealthStatement } from './api';
import { healthActions, type HealthSubmitRequest } from './slice';
import type { HealthSubmitReturn } from './types';

export function* loadHealthDetail(action: PayloadAction<{ productId: number }>): SagaIterator {
  const { productId } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchHealthDetail, productId);
  yield put(
    reply
      ? healthActions.detailLoaded({ productId, detail: reply.payload })
      : healthActions.detailFailed({ productId }),
  );
}

export function* loadHealthStatement(action: PayloadAction<{ productId: number }>): SagaIterator {
  const { productId } = action.payload;
  const reply = yield* ask(NOTICE.toast, queryHealthStatement, productId);
  yield put(
    reply
      ? healthActions.statementLoaded({ productId, answers: reply.payload?.answers ?? null })
      : healthActions.statementFailed({ productId }),
  );
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
  const reply = yield* ask({ ...NOTICE.toast, handles: [CODE.ineligible] }, submitHealthStatement, {
    productId,
    answers,
  });
  if (!reply) {
    yield put(healthActions.submitFailed());
    return;
  }
  const result: HealthSubmitReturn = reply.payload ?? { productId, passed: reply.code === CODE.ok };
  if (reply.code === CODE.ok && result.passed !== false) {
    writeDraft(productId, { healthAnswers: answers, healthDone: true });
    traceEvent('submit', page, { target: 'health' });
    yield put(healthActions.submitPassed(result));
    const { navigate } = yield* getServices();
    navigate(next);
    return;
  }
  writeDraft(productId, { healthDone: false });
  yield put(healthActions.submitIneligible({ ...result, passed: false }));
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
