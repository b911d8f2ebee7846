import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ask, NOTICE, QUIET } from '../ask';
import { createServiceOrder, fetchCampaign, fetchSlots, submitAnswers } from './api';
import { endTrace } from '../trace';
import { clearDraft } from './draft';
import { customizedV2Actions as actions } from './slice';
import type { AnswersRequest, CampaignQuery, OrderRequest } from './types';

/** ASSUMED codes (docs/api.md): answers from a visitor without a paid order; a time that filled up. */
export const CODE_NOT_BOUGHT = 4031;
export const CODE_SLOT_FULL = 4090;

/** A campaign that does not exist or has ended is said on the screen, with the server's words. */
export function* loadCampaign(
  action: PayloadAction<{ id: string; query: CampaignQuery }>,
): SagaIterator {
  const { id, query } = action.payload;
  const reply = yield* ask(QUIET, fetchCampaign, id, query);
  if (!reply) yield put(actions.campaignFailed());
  else if (reply.code !== 0) yield put(actions.campaignRefused({ message: reply.message }));
  else yield put(actions.campaignLoaded(reply.payload));
}

/** The fee's order: a refusal (a price that changed, a bad number) is the payment's fail toast. */
export function* createOrder(
  action: PayloadAction<{ id: string; request: OrderRequest }>,
): SagaIterator {
  const { id, request } = action.payload;
  const reply = yield* ask(NOTICE.payment, createServiceOrder, id, request);
  yield put(reply ? actions.orderCreated(reply.payload) : actions.orderFailed());
}

export function* loadSlots(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchSlots, id);
  yield put(
    reply ? actions.slotsLoaded({ id, slots: reply.payload.slots }) : actions.slotsFailed(),
  );
}

/**
 * Submitted once per key (takeLeading, and the server answers a retry with the same result). The
 * draft goes once the server has the answers; a time that filled up meanwhile is said in place and
 * the times are asked for again.
 */
export function* sendAnswers(
  action: PayloadAction<{ id: string; request: AnswersRequest }>,
): SagaIterator {
  const { id, request } = action.payload;
  const reply = yield* ask(QUIET, submitAnswers, id, request);
  if (!reply) {
    yield put(actions.answersFailed());
    return;
  }
  if (reply.code !== 0) {
    yield put(
      actions.answersRefused({
        message: reply.message,
        notBought: reply.code === CODE_NOT_BOUGHT,
      }),
    );
    if (reply.code === CODE_SLOT_FULL) yield put(actions.slotsRequested({ id }));
    return;
  }
  clearDraft(id);
  // The service's commitments are made: its trail ends (the next campaign's starts afresh).
  endTrace();
  yield put(actions.answersAccepted(reply.payload));
}

export function* customizedV2Saga(): SagaIterator {
  yield takeLatest(actions.campaignRequested.type, loadCampaign);
  yield takeLeading(actions.orderRequested.type, createOrder);
  yield takeLatest(actions.slotsRequested.type, loadSlots);
  yield takeLeading(actions.answersSubmitted.type, sendAnswers);
}
