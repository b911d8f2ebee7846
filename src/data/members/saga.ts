import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { loadCurrentUser } from '../login/saga';
import { loginActions } from '../login/slice';
import type { TokenPayload } from '../login/types';
import { validateCode } from '../login/api';
import { getServices } from '../services';
import { saveUserToken } from '../session';
import { activateMembership, fetchOrders, fetchProfile, uploadAvatar } from './api';
import { membersActions } from './slice';
import type { MemberProfile, Order, OrdersMeta, OrderStatus } from './types';

const MEMBER_CENTRE = paths.members.centre();

function* toast(message: string): SagaIterator {
  const { feedback } = yield* getServices();
  feedback.toast(message);
}

export function* loadProfile(): SagaIterator {
  try {
    const reply: Reply<MemberProfile> = yield call(fetchProfile);
    if (reply.code === 0 && reply.payload) {
      yield put(membersActions.profileLoaded(reply.payload));
      return;
    }
    yield* toast(reply.message);
  } catch {
    // The request helper has already told the visitor.
  }
  yield put(membersActions.profileFailed());
}

function* activate(): SagaIterator<boolean> {
  try {
    const reply: Reply<MemberProfile> = yield call(activateMembership);
    if (reply.code === 0 && reply.payload) {
      yield put(membersActions.activated(reply.payload));
      return true;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(membersActions.activateFailed());
  return false;
}

export function* activateMember(): SagaIterator {
  yield call(activate);
}

/** /Members/register: sign in by SMS, activate the free membership, open the member centre. */
export function* register(action: PayloadAction<{ phone: string; code: string }>): SagaIterator {
  try {
    const reply: Reply<TokenPayload> = yield call(validateCode, action.payload);
    if (reply.code !== 0 || !reply.payload?.token) {
      const { feedback } = yield* getServices();
      feedback.fail(reply.message, 2000);
      yield put(membersActions.activateFailed());
      return;
    }
    saveUserToken(reply.payload.token);
    yield put(loginActions.loginSucceeded({ token: reply.payload.token }));
    yield call(loadCurrentUser);
  } catch {
    yield put(membersActions.activateFailed());
    return;
  }
  const ok: boolean = yield call(activate);
  if (ok) {
    const { navigate } = yield* getServices();
    navigate(MEMBER_CENTRE, { replace: true });
  }
}

export function* sendAvatar(action: PayloadAction<{ file: Blob }>): SagaIterator {
  try {
    const reply: Reply<{ url: string }> = yield call(uploadAvatar, action.payload.file);
    if (reply.code === 0 && reply.payload?.url) {
      yield put(membersActions.avatarUploaded({ url: reply.payload.url }));
      return;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(membersActions.avatarFailed());
}

export function* loadOrders(
  action: PayloadAction<{ filter: OrderStatus | 'all'; page: number }>,
): SagaIterator {
  const { filter, page } = action.payload;
  try {
    const reply: Reply<Order[], OrdersMeta> = yield call(fetchOrders, {
      pageCount: page,
      pageSize: SITE.pageSize,
      ...(filter === 'all' ? {} : { status: filter }),
    });
    if (reply.code === 0) {
      yield put(
        membersActions.ordersLoaded({
          filter,
          list: reply.payload ?? [],
          pagination: reply.meta?.pagination ?? null,
        }),
      );
      return;
    }
    yield* toast(reply.message);
  } catch {
    // As above.
  }
  yield put(membersActions.ordersFailed());
}

export function* membersSaga(): SagaIterator {
  yield takeLatest(membersActions.profileRequested.type, loadProfile);
  yield takeLeading(membersActions.activateRequested.type, activateMember);
  yield takeLeading(membersActions.registerRequested.type, register);
  yield takeLeading(membersActions.avatarRequested.type, sendAvatar);
  yield takeLatest(membersActions.ordersRequested.type, loadOrders);
}
