import { HttpResponse } from 'msw';
import { CODE, type Reply } from '../api/envelope';

/** Widened so one resolver can return ok(...) on one branch and fail(...) on another. */
export type EnvelopeResponse = HttpResponse<Reply>;

/** The reply envelope (decisions.md): every sandbox JSON reply goes through these two. */
export function ok<T>(payload: T, meta?: Record<string, unknown>): EnvelopeResponse {
  const body: Reply<T> =
    meta === undefined
      ? { code: 0, message: 'success', payload }
      : { code: 0, message: 'success', payload, meta };
  return HttpResponse.json(body);
}

/** A business failure: HTTP 200 with a non-zero code, as the real backend does. */
export function fail(code: number, message: string): EnvelopeResponse {
  return HttpResponse.json<Reply>({ code, message, payload: null });
}

/**
 * A business reply that still carries a payload: the health submit's code -1 says who failed
 * (`{ productId, passed: false }`), so the client does not have to remember what it asked.
 */
export function replyWith<T>(code: number, message: string, payload: T): EnvelopeResponse {
  return HttpResponse.json<Reply<T>>({ code, message, payload });
}

/**
 * A refusal worked out away from msw (purchase rules, payments), turned into a reply by the
 * handler. A class, so `result instanceof Refusal` tells it from any payload.
 */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}

  reply(): EnvelopeResponse {
    return fail(this.code, this.message);
  }
}

/** The message the sandbox uses for a missing or malformed query or body field. */
export function badParam(name: string): EnvelopeResponse {
  return fail(SANDBOX_CODE.badParam, `参数错误：${name}`);
}

/**
 * HTTP 401 with the envelope: the request helper passes a 401 through as a reply (spec section 8)
 * and the guard sends the visitor to sign in.
 */
export function unauthorized(): EnvelopeResponse {
  return HttpResponse.json<Reply>(
    { code: 401, message: '登录已失效，请重新登录', payload: null },
    { status: 401 },
  );
}

/** Non-zero codes the sandbox answers with; the spec only fixes 0, -1 and 2000. */
export const SANDBOX_CODE = {
  badParam: 1001,
  /** validation/bind: show an image captcha first (1010, the contract's constant). */
  captchaRequired: CODE.captchaRequired,
  captchaExpired: 1011,
  captchaWrong: 1012,
  smsTooFrequent: 1013,
  smsCodeWrong: 1020,
  /** Messaging-app login: the state was never registered, has expired or was used already. */
  oauthStateInvalid: 1030,
  oauthCodeInvalid: 1031,
  /** validation/valid with a wechatToken that is not a live messaging-app session. */
  wechatSessionInvalid: 1032,
  /** Binding: the messaging-app account already has another phone, or the phone another account. */
  wechatHasOtherPhone: CODE.wechatHasOtherPhone,
  phoneHasOtherWechat: CODE.phoneHasOtherWechat,
  /** Policy list for a messaging-app account with no phone bound. */
  phoneNotBound: CODE.phoneNotBound,
  notLoggedIn: 2000,
  notFound: CODE.notFound,
  notJump: 4005,
  offShelf: 4006,
  /** Health statement calls for a product that asks no health questions. */
  noHealthStatement: 4040,
  /** A plan (计划书) its advisor withdrew. */
  proposalWithdrawn: 4010,
  /** Sharing a plan its planner has not written yet (nothing to share). */
  proposalNotWritten: 4011,
  /** Booking a call time that filled up meanwhile. */
  slotFull: 4090,
  /** Payment of an order that is paid already. */
  alreadyPaid: 4050,
  /** Payment of an order that was cancelled or lapsed (30 minutes unpaid). */
  orderExpired: 4051,
  /** The insured's age is outside the product's and plan's interval (premium quote, insured submit). */
  ageOutOfRange: 4101,
  injected: 5000,
} as const;
