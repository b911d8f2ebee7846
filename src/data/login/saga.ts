import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { CODE } from '../../api/envelope';
import { paths } from '../../config/paths';
import { removeSession } from '../../lib/storage';
import { safeReturnPath } from '../../lib/url';
import { ask, NOTICE } from '../ask';
import { commonActions } from '../common/slice';
import { clearTokens, userToken } from '../../api/token';
import { clearPersonalData } from '../session';
import { fetchCurrentUser } from './api';
import { RESEND_AT_KEY, loginActions } from './slice';

/**
 * The login area's part that every visit may need: whose the stored token is, and logging out.
 * The sign-in flows (captcha, SMS code, phone login and binding, the messaging-app authorisation)
 * are in sign-in.ts, which joins with the first screen that starts one.
 */

/** Any same-origin path, else home: the return path never leaves the site. */
export function returnPath(value: string | null | undefined): string {
  return safeReturnPath(value, 'https://site.invalid') ?? paths.home();
}

/** Fills common.userInfo for a token; code 2000 means not logged in, silently (spec section 4). */
export function* loadCurrentUser(): SagaIterator {
  const token = userToken();
  if (!token) return;
  // A failed lookup (no reply) keeps the token: it is not a logout.
  const reply = yield* ask(
    { ...NOTICE.toast, handles: [CODE.notLoggedIn, 401] },
    fetchCurrentUser,
    token,
  );
  if (reply?.code === 0) {
    yield put(commonActions.userInfoLoaded(reply.payload));
  } else if (reply) {
    clearTokens();
    yield put(loginActions.tokenCleared());
    yield put(commonActions.userInfoCleared());
  }
}

export function* logout(): SagaIterator {
  clearPersonalData();
  removeSession(RESEND_AT_KEY);
  yield put(commonActions.userInfoCleared());
  // The order under review and the last quote (a birth date) were this visitor's.
  yield put(commonActions.confirmDetialCleared());
  yield put(commonActions.quoteCleared());
}

export function* loginSaga(): SagaIterator {
  yield takeLatest(commonActions.currentUserRequested.type, loadCurrentUser);
  yield takeLatest(loginActions.loggedOut.type, logout);
}
