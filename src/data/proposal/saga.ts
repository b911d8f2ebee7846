import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { ask, NOTICE, QUIET } from '../ask';
import {
  bookCall,
  createShare,
  fetchProposal,
  fetchSharedPlan,
  fetchShare,
  fetchSlots,
  revokeShare,
} from './api';
import { clearBookingDraft } from './booking-draft';
import { proposalActions } from './slice';
import type { BookingRequest } from './types';

/**
 * Every refusal is said on the screen, never in a toast: a plan that is not the visitor's (or
 * does not exist, 4004) in the site's own words; a withdrawn one with the server's. A 401 is the
 * sign-in the screen offers (the request helper has dropped the token).
 */
export function* loadProposal(action: PayloadAction<{ id: string }>): SagaIterator {
  const reply = yield* ask(QUIET, fetchProposal, action.payload.id);
  if (!reply || reply.code === 401) yield put(proposalActions.failed());
  else if (reply.code === CODE.notFound) yield put(proposalActions.notYours());
  else if (reply.code !== 0) yield put(proposalActions.refused({ message: reply.message }));
  else yield put(proposalActions.loaded(reply.payload));
}

export function* loadSlots(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchSlots, id);
  yield put(
    reply
      ? proposalActions.slotsLoaded({ id, slots: reply.payload })
      : proposalActions.slotsFailed(),
  );
}

/**
 * A refused booking (the time filled up meanwhile, a wrong number) is shown by the form, and the
 * times are asked for again so a full one reads full.
 */
export function* book(action: PayloadAction<{ id: string } & BookingRequest>): SagaIterator {
  const { id, slotId, phone } = action.payload;
  const reply = yield* ask(
    QUIET,
    bookCall,
    id,
    phone === undefined ? { slotId } : { slotId, phone },
  );
  if (!reply) {
    yield put(proposalActions.bookingFailed());
  } else if (reply.code !== 0) {
    yield put(proposalActions.bookingRefused({ message: reply.message }));
    yield put(proposalActions.slotsRequested({ id }));
  } else {
    clearBookingDraft(id);
    yield put(proposalActions.booked(reply.payload));
  }
}

/**
 * The plan's share, for its own family: every refusal is said where the share is shown (the
 * server's words), never as a toast; a call that failed has been told by the request helper, and
 * the screen says the step did not happen, with its button to try again.
 */
export function* loadShare(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(QUIET, fetchShare, id);
  if (reply && reply.code === 0)
    yield put(proposalActions.shareLoaded({ id, share: reply.payload.share }));
  else yield put(proposalActions.shareLoadFailed({ id }));
}

export function* makeShare(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(QUIET, createShare, id);
  if (!reply) yield put(proposalActions.shareCreateFailed({ id, message: null }));
  else if (reply.code !== 0) {
    yield put(proposalActions.shareCreateFailed({ id, message: reply.message || null }));
  } else yield put(proposalActions.shareCreated({ id, share: reply.payload }));
}

export function* endShare(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(QUIET, revokeShare, id);
  if (!reply) yield put(proposalActions.shareRevokeFailed({ id, message: null }));
  else if (reply.code !== 0) {
    yield put(proposalActions.shareRevokeFailed({ id, message: reply.message || null }));
  } else yield put(proposalActions.shareRevoked({ id }));
}

/** A share's link: 4004 (revoked, or no such share) is the refusal the screen shows in place. */
export function* loadShared(action: PayloadAction<{ key: string }>): SagaIterator {
  const { key } = action.payload;
  const reply = yield* ask(QUIET, fetchSharedPlan, key);
  if (!reply) yield put(proposalActions.sharedFailed({ key, message: null }));
  else if (reply.code === CODE.notFound) yield put(proposalActions.sharedRefused({ key }));
  else if (reply.code !== 0) {
    yield put(proposalActions.sharedFailed({ key, message: reply.message || null }));
  } else yield put(proposalActions.sharedLoaded({ key, plan: reply.payload }));
}

export function* proposalSaga(): SagaIterator {
  yield takeLatest(proposalActions.requested.type, loadProposal);
  yield takeLatest(proposalActions.slotsRequested.type, loadSlots);
  yield takeLeading(proposalActions.bookingRequested.type, book);
  yield takeLatest(proposalActions.shareRequested.type, loadShare);
  // One tap, one share: a second tap while the first is on its way starts nothing.
  yield takeLeading(proposalActions.shareCreateRequested.type, makeShare);
  yield takeLeading(proposalActions.shareRevokeRequested.type, endShare);
  yield takeLatest(proposalActions.sharedRequested.type, loadShared);
}
