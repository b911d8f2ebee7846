import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { CODE, type Reply } from '../../api/envelope';
import { COPY } from '../../config/copy';
import { STORAGE_KEYS, readSession, writeSession } from '../../lib/storage';
import { loadArea } from '../areas';
import { ask, NOTICE, QUIET, tell } from '../ask';
import { commonActions } from '../common/slice';
import { getServices } from '../services';
import { saveUserToken, saveWechatToken, wechatToken } from '../../api/token';
import type { RootState } from '../store';
import {
  fetchAuthorizeUrl,
  fetchCaptchaImage,
  fetchCaptchaToken,
  fetchWechatUserInfo,
  registerOauthState,
  sendCode,
  validateCode,
  wechatLogin,
} from './sign-in-api';
import { consumeState, createState } from './oauth-state';
import { loadCurrentUser, returnPath } from './saga';
import {
  RESEND_AT_KEY,
  RESEND_SECONDS,
  loginActions,
  type CodeRequest,
  type LoginRequest,
} from './slice';

/**
 * The login area's sign-in flows: the image captcha, the SMS code, phone login and binding, and the
 * messaging-app authorisation. Their saga joins the store when the first screen that starts one
 * loads (this module's import), so the other visits do not carry it. Screens start a flow with
 * `signInActions`, which only this module hands out: importing it is what makes the flow run
 * (tests/lint/lazy-flows.test.ts keeps it so).
 */

export function* loadCaptcha(): SagaIterator {
  const reply = yield* ask(QUIET, fetchCaptchaToken);
  if (reply?.code === 0 && reply.meta?.token) {
    writeSession(STORAGE_KEYS.captchaToken, reply.meta.token);
    yield* revokeCaptchaUrl();
    yield put(loginActions.captchaLoaded({ image: reply.meta.captchaImage }));
    return;
  }
  // The captcha's own message, whatever the server said (copy.md).
  yield* tell(NOTICE.login, COPY.captchaFailed);
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
  let result: Blob | Reply | null = null;
  try {
    result = yield call(fetchCaptchaImage, { token });
  } catch {
    // Told below, with the captcha's own message.
  }
  if (result instanceof Blob) {
    yield* revokeCaptchaUrl();
    yield put(loginActions.captchaImageLoaded({ url: URL.createObjectURL(result) }));
  } else if (result) {
    // The token expired: start over with a new one.
    yield* loadCaptcha();
  } else {
    yield* tell(NOTICE.login, COPY.captchaFailed);
    yield put(loginActions.captchaFailed());
  }
}

export function* requestCode(action: PayloadAction<CodeRequest>): SagaIterator {
  const { phone, captcha } = action.payload;
  const captchaToken = captcha ? (readSession(STORAGE_KEYS.captchaToken) ?? undefined) : undefined;
  const reply = yield* ask(QUIET, sendCode, { phone, captcha, captchaToken });
  if (reply?.code === 0) {
    const resendAt = Date.now() + RESEND_SECONDS * 1000;
    writeSession(RESEND_AT_KEY, String(resendAt));
    yield put(loginActions.codeSent({ resendAt }));
    yield* tell({ ...NOTICE.login, kind: 'success' }, reply.message || COPY.login.codeSent);
    return;
  }
  if (reply?.code === CODE.captchaRequired) {
    const message = reply.message || COPY.login.noCaptcha;
    yield put(loginActions.captchaDemanded({ message }));
    // A step the server asks for, not a mistake: said as information while its field appears.
    yield* tell({ ...NOTICE.login, kind: 'info' }, message);
    yield* loadCaptcha();
    return;
  }
  if (reply) {
    const message = reply.message ? `${COPY.smsSendFailed}，${reply.message}` : COPY.smsSendFailed;
    yield* tell(NOTICE.login, message);
    yield put(loginActions.codeFailed({ message }));
    // A spent captcha token cannot be answered again.
    if (captcha) yield* loadCaptcha();
    return;
  }
  yield put(loginActions.codeFailed());
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

/** Binding refusals the bind screen shows in place, with a way to switch account. */
const BIND_CONFLICTS = [CODE.wechatHasOtherPhone, CODE.phoneHasOtherWechat];

function* validate(request: LoginRequest, withWechat: boolean): SagaIterator {
  const notice = withWechat ? { ...NOTICE.login, handles: BIND_CONFLICTS } : NOTICE.login;
  const reply = yield* ask(notice, validateCode, {
    phone: request.phone,
    code: request.code,
    ...(withWechat ? { wechatToken: wechatToken() ?? undefined } : {}),
  });
  if (!reply) {
    yield put(loginActions.loginFailed());
    return;
  }
  if (reply.code !== 0) {
    yield put(loginActions.bindRefused({ message: reply.message }));
    return;
  }
  if (withWechat) saveWechatToken(reply.payload.token);
  yield* signedIn(reply.payload.token, request.redirect);
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
  // The authorisation screens show what went wrong themselves, with a way to try again.
  const registered = yield* ask(QUIET, registerOauthState, state);
  if (registered?.code !== 0) {
    yield put(loginActions.wechatFailed({ message: registered?.message ?? COPY.networkError }));
    return;
  }
  const reply = yield* ask(QUIET, fetchAuthorizeUrl, action.payload.callbackUrl);
  if (reply?.code !== 0) {
    yield put(loginActions.wechatFailed({ message: reply?.message ?? COPY.networkError }));
    return;
  }
  const url = new URL(reply.payload.url, action.payload.callbackUrl);
  url.searchParams.set('state', state);
  const { openExternal } = yield* getServices();
  // This screen (which replaced the guarded one) gives way to the consent page, and that to the
  // callback: back from the screen after sign-in returns to where the visitor was before.
  openExternal(url.href, { replace: true });
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
  const reply = yield* ask(QUIET, wechatLogin, {
    code: action.payload.code,
    state: action.payload.state,
    channel,
  });
  if (reply?.code !== 0) {
    yield put(loginActions.wechatFailed({ message: reply?.message ?? COPY.networkError }));
    return;
  }
  const token = reply.payload.token;
  saveWechatToken(token);
  yield put(loginActions.loginSucceeded({ token }));
  const info = yield* ask(QUIET, fetchWechatUserInfo, token);
  if (info?.code === 0) yield put(commonActions.userInfoLoaded(info.payload));
  const { navigate } = yield* getServices();
  navigate(returnPath(back), { replace: true });
}

export function* signInSaga(): SagaIterator {
  yield takeLatest(loginActions.captchaRequested.type, loadCaptcha);
  yield takeLatest(loginActions.captchaRefreshRequested.type, refreshCaptcha);
  yield takeLeading(loginActions.codeRequested.type, requestCode);
  yield takeLeading(loginActions.loginRequested.type, login);
  yield takeLeading(loginActions.bindRequested.type, bindPhone);
  yield takeLeading(loginActions.wechatAuthorizeRequested.type, startWechatAuthorize);
  yield takeLeading(loginActions.wechatCallbackReceived.type, finishWechatAuthorize);
}

loadArea({ name: 'login/sign-in', saga: signInSaga });

/** The events that start a sign-in flow. */
export const signInActions = {
  captchaRequested: loginActions.captchaRequested,
  captchaRefreshRequested: loginActions.captchaRefreshRequested,
  codeRequested: loginActions.codeRequested,
  loginRequested: loginActions.loginRequested,
  bindRequested: loginActions.bindRequested,
  wechatAuthorizeRequested: loginActions.wechatAuthorizeRequested,
  wechatCallbackReceived: loginActions.wechatCallbackReceived,
};
