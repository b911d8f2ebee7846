import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { ask, NOTICE, QUIET } from '../ask';
import { bookCall, fetchProposal, fetchSlots } from './api';
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
  const reply = yield* ask(QUIET, bookCall, id, { slotId, phone });
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

export function* proposalSaga(): SagaIterator {
  yield takeLatest(proposalActions.requested.type, loadProposal);
  yield takeLatest(proposalActions.slotsRequested.type, loadSlots);
  yield takeLeading(proposalActions.bookingRequested.type, book);
}
