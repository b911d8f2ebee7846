import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userToken } from '../../api/token';
import { readSession } from '../../lib/storage';
import type { LoadStatus } from '../status';

/** sessionStorage: when the next SMS code may be asked for, so the countdown survives a reload. */
export const RESEND_AT_KEY = 'sms_resend_at';
export const RESEND_SECONDS = 60;

/**
 * Spec section 3: token; captcha (an image blob address); captchaForSendMsgToMobile (the captcha
 * image from the token reply's meta). The rest is the login screen's call state.
 */
export interface LoginState {
  token: string | null;
  captcha: string | null;
  captchaForSendMsgToMobile: string | null;
  /** The server asked for an image captcha before it sends a code. */
  captchaNeeded: boolean;
  captchaStatus: LoadStatus;
  sendStatus: LoadStatus;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  submitStatus: LoadStatus;
  /** Why the messaging-app authorisation stopped, for its screen. */
  wechatError: string | null;
  /** Why binding a phone was refused (bound elsewhere), for the bind screen. */
  bindRefusal: string | null;
  /**
   * Why the last code was not sent (the server's reason, or its request for the picture code),
   * said beside the code's fields after the toast has gone; cleared by the next send.
   */
  sendRefusal: string | null;
}

function initialState(): LoginState {
  return {
    // A token kept from an earlier visit; start-up asks whom it belongs to.
    token: userToken(),
    captcha: null,
    captchaForSendMsgToMobile: null,
    captchaNeeded: false,
    captchaStatus: 'idle',
    sendStatus: 'idle',
    resendAt: Number(readSession(RESEND_AT_KEY)) || 0,
    submitStatus: 'idle',
    wechatError: null,
    bindRefusal: null,
    sendRefusal: null,
  };
}

export interface CodeRequest {
  phone: string;
  captcha?: string;
}

export interface LoginRequest {
  phone: string;
  code: string;
  /** Same-origin path to go to afterwards. */
  redirect: string;
}

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    captchaRequested(state) {
      state.captchaStatus = 'loading';
    },
    captchaLoaded(state, action: PayloadAction<{ image: string }>) {
      state.captchaForSendMsgToMobile = action.payload.image;
      state.captcha = null;
      state.captchaStatus = 'succeeded';
    },
    captchaRefreshRequested(state) {
      state.captchaStatus = 'loading';
    },
    captchaImageLoaded(state, action: PayloadAction<{ url: string }>) {
      state.captcha = action.payload.url;
      state.captchaStatus = 'succeeded';
    },
    captchaFailed(state) {
      state.captchaStatus = 'failed';
    },
    codeRequested(state, _action: PayloadAction<CodeRequest>) {
      state.sendStatus = 'loading';
      state.sendRefusal = null;
    },
    codeSent(state, action: PayloadAction<{ resendAt: number }>) {
      state.sendStatus = 'succeeded';
      state.resendAt = action.payload.resendAt;
    },
    captchaDemanded(state, action: PayloadAction<{ message: string }>) {
      state.sendStatus = 'failed';
      state.captchaNeeded = true;
      state.sendRefusal = action.payload.message;
    },
    codeFailed(state, action: PayloadAction<{ message?: string } | undefined>) {
      state.sendStatus = 'failed';
      state.sendRefusal = action.payload?.message ?? null;
    },
    /** The form that showed the reason is gone: the next one starts without it. */
    sendRefusalCleared(state) {
      state.sendRefusal = null;
    },
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.submitStatus = 'loading';
    },
    bindRequested(state, _action: PayloadAction<LoginRequest>) {
      state.submitStatus = 'loading';
      state.bindRefusal = null;
    },
    bindRefused(state, action: PayloadAction<{ message: string }>) {
      state.submitStatus = 'failed';
      state.bindRefusal = action.payload.message;
    },
    /** The visitor tries another number: the last refusal no longer applies. */
    bindRefusalCleared(state) {
      state.bindRefusal = null;
    },
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.submitStatus = 'succeeded';
      state.captchaNeeded = false;
      state.wechatError = null;
    },
    loginFailed(state) {
      state.submitStatus = 'failed';
    },
    wechatAuthorizeRequested(
      state,
      _action: PayloadAction<{ returnPath: string; callbackUrl: string }>,
    ) {
      state.submitStatus = 'loading';
      state.wechatError = null;
    },
    wechatCallbackReceived(
      state,
      _action: PayloadAction<{ code: string; state: string; channel: string | null }>,
    ) {
      state.submitStatus = 'loading';
      state.wechatError = null;
    },
    wechatFailed(state, action: PayloadAction<{ message: string }>) {
      state.submitStatus = 'failed';
      state.wechatError = action.payload.message;
    },
    /** The stored token is no good any more: forget it, keep everything else. */
    tokenCleared(state) {
      state.token = null;
    },
    loggedOut() {
      return { ...initialState(), token: null, resendAt: 0 };
    },
  },
});

export const loginActions = loginSlice.actions;
