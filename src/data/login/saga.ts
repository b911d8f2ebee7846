import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE, isReply, type Reply } from '../../api/envelope';
import { COPY } from '../../config/copy';
import { STORAGE_KEYS, readSession, removeSession, writeSession } from '../../lib/storage';
import { safeReturnPath } from '../../lib/url';
import { commonActions } from '../common/slice';
import { getServices } from '../services';
import {
  clearPersonalData,
  clearTokens,
  saveUserToken,
  saveWechatToken,
  userToken,
  wechatToken,
} from '../session';
import type { RootState } from '../store';
import {
  fetchAuthorizeUrl,
  fetchCaptchaImage,
  fetchCaptchaToken,
  fetchCurrentUser,
  fetchWechatUserInfo,
  registerOauthState,
  sendCode,
  validateCode,
  wechatLogin,
} from './api';
import { consumeState, createState } from './oauth-state';
import {
  RESEND_AT_KEY,
  RESEND_SECONDS,
  loginActions,
  type CodeRequest,
  type LoginRequest,
} from './slice';
import type { CaptchaTokenMeta, TokenPayload, UserInfo } from './types';

/** Login failures: a fail toast of 2 seconds (spec section 8). */
const LOGIN_FAIL_MS = 2000;

/** Any same-origin path, else home: the return path never leaves the site. */
export function returnPath(value: string | null | undefined): string {
  return safeReturnPath(value, 'https://site.invalid') ?? '/Home';
}

function* failToast(message: string): SagaIterator {
  const { feedback } = yield* getServices();
  feedback.fail(message, LOGIN_FAIL_MS);
}

export function* loadCaptcha(): SagaIterator {
  try {
    const reply: Reply<unknown, CaptchaTokenMeta> = yield call(fetchCaptchaToken);
    if (reply.code === 0 && reply.meta?.token) {
      writeSession(STORAGE_KEYS.captchaToken, reply.meta.token);
      yield* revokeCaptchaUrl();
      yield put(loginActions.captchaLoaded({ image: reply.meta.captchaImage }));
      return;
    }
  } catch {
    // Told below, with the captcha's own message.
  }
  yield* failToast(COPY.captchaFailed);
  yield put(loginActions.captchaFailed());
}

function* revokeCaptchaUrl(): SagaIterator {
  const old: string | null = yield select((state: RootState) => state.login.captcha);
  if (old) URL.revokeObjectURL(old);
}

/** A new picture for the same captcha token, shown through an object URL. */
export function* refreshCaptcha(): SagaIterator {
  const token = readSession(STORAGE_KEYS.captchaToken);
  if (!token) {
    yield* loadCaptcha();
    return;
  }
  try {
    const result: Blob | Reply = yield call(fetchCaptchaImage, { token });
    if (!isReply(result)) {
      yield* revokeCaptchaUrl();
      yield put(loginActions.captchaImageLoaded({ url: URL.createObjectURL(result) }));
      return;
    }
    // The token expired: start over with a new one.
    yield* loadCaptcha();
    return;
  } catch {
    // As above.
  }
  yield* failToast(COPY.captchaFailed);
  yield put(loginActions.captchaFailed());
}

export function* requestCode(action: PayloadAction<CodeRequest>): SagaIterator {
  const { phone, captcha } = action.payload;
  const captchaToken = captcha ? (readSession(STORAGE_KEYS.captchaToken) ?? undefined) : undefined;
  try {
    const reply: Reply<unknown> = yield call(sendCode, { phone, captcha, captchaToken });
    if (reply.code === 0) {
      const resendAt = Date.now() + RESEND_SECONDS * 1000;
      writeSession(RESEND_AT_KEY, String(resendAt));
      yield put(loginActions.codeSent({ resendAt }));
      const { feedback } = yield* getServices();
      feedback.success(reply.message || COPY.login.codeSent, LOGIN_FAIL_MS);
      return;
    }
    if (reply.code === CODE.captchaRequired) {
      yield put(loginActions.captchaDemanded());
      yield* failToast(reply.message || COPY.login.noCaptcha);
      yield* loadCaptcha();
      return;
    }
    yield* failToast(
      reply.message ? `${COPY.smsSendFailed}，${reply.message}` : COPY.smsSendFailed,
    );
    // A spent captcha token cannot be answered again.
    if (captcha) yield* loadCaptcha();
  } catch {
    // The request helper has already told the visitor.
  }
  yield put(loginActions.codeFailed());
}

/** Fills common.userInfo for a token; code 2000 means not logged in, silently (spec section 4). */
export function* loadCurrentUser(): SagaIterator {
  const token = userToken();
  if (!token) return;
  try {
    const reply: Reply<UserInfo> = yield call(fetchCurrentUser, token);
    if (reply.code === 0 && reply.payload) {
      yield put(commonActions.userInfoLoaded(reply.payload));
      return;
    }
    if (reply.code === 2000 || reply.code === 401) {
      clearTokens();
      yield put(loginActions.tokenCleared());
      yield put(commonActions.userInfoCleared());
      return;
    }
    const { feedback } = yield* getServices();
    feedback.toast(reply.message);
  } catch {
    // Keep the token: a failed lookup is not a logout.
  }
}

function* signedIn(token: string, redirect: string | null): SagaIterator {
  saveUserToken(token);
  yield put(loginActions.loginSucceeded({ token }));
  yield call(loadCurrentUser);
  if (redirect !== null) {
    const { navigate } = yield* getServices();
    navigate(returnPath(redirect), { replace: true });
  }
}

function* validate(request: LoginRequest, withWechat: boolean): SagaIterator {
  try {
    const reply: Reply<TokenPayload> = yield call(validateCode, {
      phone: request.phone,
      code: request.code,
      ...(withWechat ? { wechatToken: wechatToken() ?? undefined } : {}),
    });
    if (reply.code === 0 && reply.payload?.token) {
      if (withWechat) saveWechatToken(reply.payload.token);
      yield* signedIn(reply.payload.token, request.redirect);
      return;
    }
    yield* failToast(reply.message);
  } catch {
    // The request helper has already told the visitor.
  }
  yield put(loginActions.loginFailed());
}

export function* login(action: PayloadAction<LoginRequest>): SagaIterator {
  yield* validate(action.payload, false);
}

/** /Policy/wechat/bind: the phone joins the messaging-app account. */
export function* bindPhone(action: PayloadAction<LoginRequest>): SagaIterator {
  yield* validate(action.payload, true);
}

export function* startWechatAuthorize(
  action: PayloadAction<{ returnPath: string; callbackUrl: string }>,
): SagaIterator {
  const state = createState(returnPath(action.payload.returnPath));
  try {
    const registered: Reply<unknown> = yield call(registerOauthState, state);
    if (registered.code !== 0) {
      yield put(loginActions.wechatFailed({ message: registered.message }));
      return;
    }
    const reply: Reply<{ url: string }> = yield call(fetchAuthorizeUrl, action.payload.callbackUrl);
    if (reply.code === 0 && reply.payload?.url) {
      const url = new URL(reply.payload.url, action.payload.callbackUrl);
      url.searchParams.set('state', state);
      const { openExternal } = yield* getServices();
      openExternal(url.href);
      return;
    }
    yield put(loginActions.wechatFailed({ message: reply.message }));
  } catch {
    yield put(loginActions.wechatFailed({ message: COPY.networkError }));
  }
}

export function* finishWechatAuthorize(
  action: PayloadAction<{ code: string; state: string; channel: string | null }>,
): SagaIterator {
  const back = consumeState(action.payload.state);
  if (back === null) {
    yield put(loginActions.wechatFailed({ message: COPY.wechat.badState }));
    return;
  }
  const channel = action.payload.channel === 'undefined' ? '' : (action.payload.channel ?? '');
  try {
    const reply: Reply<TokenPayload> = yield call(wechatLogin, {
      code: action.payload.code,
      state: action.payload.state,
      channel,
    });
    if (reply.code !== 0 || !reply.payload?.token) {
      yield put(loginActions.wechatFailed({ message: reply.message }));
      return;
    }
    const token = reply.payload.token;
    saveWechatToken(token);
    yield put(loginActions.loginSucceeded({ token }));
    const info: Reply<UserInfo> = yield call(fetchWechatUserInfo, token);
    if (info.code === 0 && info.payload) yield put(commonActions.userInfoLoaded(info.payload));
    const { navigate } = yield* getServices();
    navigate(returnPath(back), { replace: true });
  } catch {
    yield put(loginActions.wechatFailed({ message: COPY.networkError }));
  }
}

export function* logout(): SagaIterator {
  clearPersonalData();
  removeSession(RESEND_AT_KEY);
  yield put(commonActions.userInfoCleared());
}

export function* loginSaga(): SagaIterator {
  yield takeLatest(loginActions.captchaRequested.type, loadCaptcha);
  yield takeLatest(loginActions.captchaRefreshRequested.type, refreshCaptcha);
  yield takeLeading(loginActions.codeRequested.type, requestCode);
  yield takeLeading(loginActions.loginRequested.type, login);
  yield takeLeading(loginActions.bindRequested.type, bindPhone);
  yield takeLeading(loginActions.wechatAuthorizeRequested.type, startWechatAuthorize);
  yield takeLeading(loginActions.wechatCallbackReceived.type, finishWechatAuthorize);
  yield takeLatest(commonActions.currentUserRequested.type, loadCurrentUser);
  yield takeLatest(loginActions.loggedOut.type, logout);
}
