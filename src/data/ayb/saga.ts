import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import * as v from 'valibot';
import { CODE } from '../../api/envelope';
import { paths } from '../../config/paths';
import { ask, NOTICE, QUIET } from '../ask';
import { getServices } from '../services';
import { endTrace, traceEvent } from '../trace';
import { claimGift, fetchClaim, fetchGift } from './api';
import { clearClaimDraft } from './draft';
import { aybActions } from './slice';
import { ClaimedPolicySchema, GIFT_CODE, type ClaimBody } from './types';

export function* loadGift(action: PayloadAction<{ id: number }>): SagaIterator {
  const reply = yield* ask(
    { ...NOTICE.toast, handles: [CODE.notFound] },
    fetchGift,
    action.payload.id,
  );
  if (!reply) yield put(aybActions.giftFailed());
  else if (reply.code === CODE.notFound) {
    yield put(aybActions.giftNotFound({ message: reply.message }));
  } else yield put(aybActions.giftLoaded(reply.payload));
}

/**
 * One tap, one claim: `takeLeading` ignores taps while one is in flight, and the idempotency key
 * makes a retry answer the first claim. Every refusal is shown on the screen, in place.
 */
export function* claim(action: PayloadAction<{ id: number; body: ClaimBody }>): SagaIterator {
  const { id, body } = action.payload;
  const page = paths.gift.login(id);
  traceEvent('submit', page, { target: 'claim' });
  const reply = yield* ask(QUIET, claimGift, id, body);
  if (!reply) {
    yield put(aybActions.claimFailed());
    return;
  }
  switch (reply.code) {
    case 0: {
      traceEvent('result', page, { target: 'claimed', orderId: reply.payload.orderId });
      endTrace();
      clearClaimDraft(id);
      yield put(aybActions.claimed(reply.payload));
      const { navigate } = yield* getServices();
      navigate(paths.gift.successful(id, reply.payload.policyNo), { replace: true });
      return;
    }
    case GIFT_CODE.alreadyClaimed: {
      // Not checked by the request helper (only code 0 is): the policy is shown only if it is one.
      const parsed = v.safeParse(ClaimedPolicySchema, reply.payload);
      yield put(
        aybActions.alreadyClaimed({
          policy: parsed.success ? parsed.output : null,
          message: reply.message,
        }),
      );
      return;
    }
    case GIFT_CODE.ended:
    case GIFT_CODE.soldOut:
      yield put(
        aybActions.claimUnavailable({
          status: reply.code === GIFT_CODE.ended ? 'ended' : 'soldOut',
          message: reply.message,
        }),
      );
      return;
    default:
      yield put(aybActions.claimRefused({ message: reply.message }));
  }
}

export function* loadResult(action: PayloadAction<{ id: number; policyNo: string }>): SagaIterator {
  const { id, policyNo } = action.payload;
  const reply = yield* ask(QUIET, fetchClaim, id, policyNo);
  if (reply?.code === 0) yield put(aybActions.resultLoaded(reply.payload));
  // Not this account's claim, or none (one answer for both): the screen says so in its words.
  else if (reply?.code === CODE.notFound) yield put(aybActions.resultNotYours());
  else yield put(aybActions.resultFailed({ message: reply?.message ?? '' }));
}

export function* aybSaga(): SagaIterator {
  yield takeLatest(aybActions.giftRequested.type, loadGift);
  yield takeLeading(aybActions.claimRequested.type, claim);
  yield takeLatest(aybActions.resultRequested.type, loadResult);
}
