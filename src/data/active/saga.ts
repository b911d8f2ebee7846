import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { SITE } from '../../config/site';
import { ask, NOTICE, QUIET } from '../ask';
import {
  fetchArticle,
  fetchArticles,
  fetchBanners,
  fetchFlowLanding,
  fetchGroup,
  fetchInvite,
  fetchSeries,
  fetchShortVideo,
  submitLead,
} from './api';
import { activeActions, leadKey, type LeadRequest } from './slice';
import type { FlowVariant } from './types';

/** After a refused or failed lead, the form waits this long before it sends again. */
export const LEAD_LOCK_MS = 3000;

/** A missing record is answered on the screen (没有找到…), not with a toast. */
const OR_MISSING = { ...NOTICE.toast, handles: [CODE.notFound] };

/**
 * The home banners are a decoration: whatever goes wrong (a non-zero code, an HTTP error, no
 * network, a reply of the wrong shape), their place is left empty and the visitor is told nothing,
 * so the catalogue's own messages are the only ones on its screen.
 */
export function* loadBanners(): SagaIterator {
  const reply = yield* ask(QUIET, fetchBanners);
  yield put(activeActions.bannersSettled(reply?.code === CODE.ok ? reply.payload : null));
}

export function* loadArticles(action: PayloadAction<{ page: number }>): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchArticles, {
    pageCount: action.payload.page,
    pageSize: SITE.pageSize,
  });
  yield put(
    reply
      ? activeActions.articlesLoaded({
          list: reply.payload,
          pagination: reply.meta?.pagination ?? null,
        })
      : activeActions.articlesFailed(),
  );
}

export function* loadArticle(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchArticle, id);
  if (reply?.code === 0) yield put(activeActions.articleLoaded(reply.payload));
  else yield put(activeActions.articleFailed({ id, missing: reply !== null }));
}

export function* loadSeries(action: PayloadAction<{ id: number; page: number }>): SagaIterator {
  const { id, page } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchSeries, id, {
    pageCount: page,
    pageSize: SITE.pageSize,
  });
  if (reply?.code === 0) {
    yield put(
      activeActions.seriesLoaded({
        series: reply.payload,
        pagination: reply.meta?.pagination ?? null,
      }),
    );
  } else {
    yield put(activeActions.seriesFailed({ id, missing: reply !== null }));
  }
}

export function* loadFlow(action: PayloadAction<{ variant: FlowVariant }>): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchFlowLanding, action.payload.variant);
  yield put(
    reply ? activeActions.flowLoaded(reply.payload) : activeActions.flowFailed(action.payload),
  );
}

export function* loadShortVideo(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchShortVideo, id);
  if (reply?.code === 0) yield put(activeActions.shortVideoLoaded(reply.payload));
  else yield put(activeActions.shortVideoFailed({ id, missing: reply !== null }));
}

/** 401 and 2000: the visitor is not (or no longer) signed in; the screen offers sign-in. */
export function* loadInvite(action: PayloadAction<{ id: string }>): SagaIterator {
  const reply = yield* ask(
    { ...NOTICE.toast, handles: [401, CODE.notLoggedIn] },
    fetchInvite,
    action.payload.id,
  );
  if (reply?.code === 0) yield put(activeActions.inviteLoaded(reply.payload));
  else yield put(activeActions.inviteFailed({ signInNeeded: reply !== null }));
}

export function* loadGroup(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const reply = yield* ask(OR_MISSING, fetchGroup, id);
  if (reply?.code === 0) yield put(activeActions.groupLoaded(reply.payload));
  else yield put(activeActions.groupFailed({ id, missing: reply !== null }));
}

/** One lead per tap: a second tap while one is on its way is dropped (takeLeading). */
export function* sendLead(action: PayloadAction<LeadRequest>): SagaIterator {
  const { kind, id, body } = action.payload;
  const key = leadKey(kind, id);
  const reply = yield* ask(NOTICE.toast, submitLead, kind, id, body);
  if (reply) yield put(activeActions.leadSucceeded({ key, reply: reply.payload }));
  else yield put(activeActions.leadFailed({ key, lockedUntil: Date.now() + LEAD_LOCK_MS }));
}

export function* activeSaga(): SagaIterator {
  yield takeLeading(activeActions.bannersRequested.type, loadBanners);
  yield takeLatest(activeActions.articlesRequested.type, loadArticles);
  yield takeLatest(activeActions.articleRequested.type, loadArticle);
  yield takeLatest(activeActions.seriesRequested.type, loadSeries);
  yield takeLatest(activeActions.flowRequested.type, loadFlow);
  yield takeLatest(activeActions.shortVideoRequested.type, loadShortVideo);
  yield takeLatest(activeActions.inviteRequested.type, loadInvite);
  yield takeLatest(activeActions.groupRequested.type, loadGroup);
  yield takeLeading(activeActions.leadRequested.type, sendLead);
}
