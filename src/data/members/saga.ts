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
import { beginTrace, currentTraceId, endTrace, traceEvent } from '../trace';
import { activateMembership, fetchOrders, fetchProfile, uploadAvatar } from './api';
import { clearMembershipConsent, MEMBERSHIP_TRAIL } from './consent';
import { membersActions } from './slice';
import type { OrderStatus } from './types';

const MEMBER_CENTRE = paths.members.centre();
const MEMBERS_ACTIVATION = paths.members.activation();

export function* loadProfile(): SagaIterator {
  const reply = yield* ask(NOTICE.toast, fetchProfile);
  yield put(reply ? membersActions.profileLoaded(reply.payload) : membersActions.profileFailed());
}

/**
 * The activation, with the consent it rests on and the trail that recorded it; once done, the
 * trail ends and the consent's draft goes (a later visitor on this device starts afresh).
 */
function* activate(agreedAt: string): SagaIterator<boolean> {
  const traceId = currentTraceId(MEMBERSHIP_TRAIL) ?? beginTrace(MEMBERSHIP_TRAIL);
  traceEvent('submit', MEMBERS_ACTIVATION, { target: 'membership' });
  const reply = yield* ask(NOTICE.toast, activateMembership, {
    traceId,
    consents: { userAgreementAt: agreedAt },
  });
  yield put(reply ? membersActions.activated(reply.payload) : membersActions.activateFailed());
  if (reply) {
    traceEvent('result', MEMBERS_ACTIVATION, { target: 'activated' });
    endTrace();
    clearMembershipConsent();
  }
  return reply !== null;
}

export function* activateMember(action: PayloadAction<{ agreedAt: string }>): SagaIterator {
  yield call(activate, action.payload.agreedAt);
}

/** /Members/register: sign in by SMS, activate the free membership, open the member centre. */
export function* register(
  action: PayloadAction<{ phone: string; code: string; agreedAt: string }>,
): SagaIterator {
  const { phone, code, agreedAt } = action.payload;
  const reply = yield* ask(NOTICE.login, validateCode, { phone, code });
  if (!reply) {
    yield put(membersActions.activateFailed());
    return;
  }
  saveUserToken(reply.payload.token);
  yield put(loginActions.loginSucceeded({ token: reply.payload.token }));
  yield call(loadCurrentUser);
  const ok: boolean = yield call(activate, agreedAt);
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
