import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { ask, NOTICE, QUIET } from '../ask';
import { getServices } from '../services';
import { fetchEpolicy, fetchPolicies, fetchPolicy, startRenewal } from './api';
import { policyActions, type PolicyTab } from './slice';

export function* loadPolicies(
  action: PayloadAction<{ tab: PolicyTab; page: number }>,
): SagaIterator {
  const { tab, page } = action.payload;
  // "Not bound" is no failure to tell: the screen takes the visitor to bind a phone.
  const reply = yield* ask({ ...NOTICE.toast, handles: [CODE.phoneNotBound] }, fetchPolicies, {
    pageCount: page,
    pageSize: SITE.pageSize,
    ...(tab === 'all' ? {} : { status: tab }),
  });
  if (!reply) {
    yield put(policyActions.listFailed());
  } else if (reply.code === CODE.phoneNotBound) {
    yield put(policyActions.listNotBound());
  } else {
    yield put(
      policyActions.listLoaded({
        tab,
        items: reply.payload,
        pagination: reply.meta?.pagination ?? null,
      }),
    );
  }
}

/**
 * A refusal is shown on the screen, in place: a policy that is not the visitor's (or not there:
 * 4004, one answer for both) in the site's words, any other with the server's.
 */
export function* loadPolicy(action: PayloadAction<{ policyNo: string }>): SagaIterator {
  const reply = yield* ask(QUIET, fetchPolicy, action.payload.policyNo);
  if (!reply) yield put(policyActions.detailFailed());
  else if (reply.code === CODE.notFound) yield put(policyActions.detailNotYours());
  else if (reply.code !== 0) {
    yield put(
      policyActions.detailRefused({
        message: reply.message,
        notBound: reply.code === CODE.phoneNotBound,
      }),
    );
  } else yield put(policyActions.detailLoaded(reply.payload));
}

export function* loadEpolicy(action: PayloadAction<{ policyNo: string }>): SagaIterator {
  const { policyNo } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchEpolicy, policyNo);
  yield put(
    reply
      ? policyActions.epolicyLoaded({ policyNo, epolicy: reply.payload })
      : policyActions.epolicyFailed(),
  );
}

/** An overdue renewal: the server makes its order, and the visitor pays it as any other. */
export function* renew(action: PayloadAction<{ policyNo: string }>): SagaIterator {
  const reply = yield* ask(NOTICE.payment, startRenewal, action.payload.policyNo);
  yield put(policyActions.renewalDone());
  if (!reply) return;
  const { navigate } = yield* getServices();
  navigate(paths.product.pay(reply.payload.family, reply.payload.orderId));
}

export function* policySaga(): SagaIterator {
  yield takeLatest(policyActions.listRequested.type, loadPolicies);
  yield takeLatest(policyActions.detailRequested.type, loadPolicy);
  yield takeLatest(policyActions.epolicyRequested.type, loadEpolicy);
  yield takeLeading(policyActions.renewalRequested.type, renew);
}
