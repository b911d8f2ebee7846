import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { ask, NOTICE } from '../ask';
import { validateCode } from '../login/sign-in-api';
import { loadCurrentUser } from '../login/saga';
import { loginActions } from '../login/slice';
import { getServices } from '../services';
import { saveUserToken } from '../../api/token';
import { activateMembership, fetchOrders, fetchProfile, uploadAvatar } from './api';
import { membersActions } from './slice';
import type { OrderStatus } from './types';

const MEMBER_CENTRE = paths.members.centre();

export function* loadProfile(): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchProfile);
  yield put(reply ? membersActions.profileLoaded(reply.payload) : membersActions.profileFailed());
}

function* activate(): SagaIterator<boolean> {
  const reply = yield* ask(NOTICE.toast, activateMembership);
  yield put(reply ? membersActions.activated(reply.payload) : membersActions.activateFailed());
  return reply !== null;
}

export function* activateMember(): SagaIterator {
  yield call(activate);
}

/** /Members/register: sign in by SMS, activate the free membership, open the member centre. */
export function* register(action: PayloadAction<{ phone: string; code: string }>): SagaIterator {
  const reply = yield* ask(NOTICE.login, validateCode, action.payload);
  if (!reply) {
    yield put(membersActions.activateFailed());
    return;
  }
  saveUserToken(reply.payload.token);
  yield put(loginActions.loginSucceeded({ token: reply.payload.token }));
  yield call(loadCurrentUser);
  const ok: boolean = yield call(activate);
  if (ok) {
    const { navigate } = yield* getServices();
    navigate(MEMBER_CENTRE, { replace: true });
  }
}

export function* sendAvatar(action: PayloadAction<{ file: Blob }>): SagaIterator {
  const reply = yield* ask(NOTICE.toast, uploadAvatar, action.payload.file);
  yield put(
    reply
      ? membersActions.avatarUploaded({ url: reply.payload.url })
      : membersActions.avatarFailed(),
  );
}

export function* loadOrders(
  action: PayloadAction<{ filter: OrderStatus | 'all'; page: number }>,
): SagaIterator {
  const { filter, page } = action.payload;
  const reply = yield* ask(NOTICE.toast, fetchOrders, {
    pageCount: page,
    pageSize: SITE.pageSize,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  if (!reply) {
    yield put(membersActions.ordersFailed());
    return;
  }
  yield put(
    membersActions.ordersLoaded({
      filter,
      list: reply.payload ?? [],
      pagination: reply.meta?.pagination ?? null,
    }),
  );
}

export function* membersSaga(): SagaIterator {
  yield takeLatest(membersActions.profileRequested.type, loadProfile);
  yield takeLeading(membersActions.activateRequested.type, activateMember);
  yield takeLeading(membersActions.registerRequested.type, register);
  yield takeLeading(membersActions.avatarRequested.type, sendAvatar);
  yield takeLatest(membersActions.ordersRequested.type, loadOrders);
}
