import { HttpResponse } from 'msw';
import type { Reply } from '../api/envelope';

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

/** The message the sandbox uses for a missing or malformed query or body field. */
export function badParam(name: string): EnvelopeResponse {
  return fail(SANDBOX_CODE.badParam, `参数错误：${name}`);
}

/** Non-zero codes the sandbox answers with; the spec only fixes 0, -1 and 2000. */
export const SANDBOX_CODE = {
  badParam: 1001,
  notFound: 4004,
  notJump: 4005,
  offShelf: 4006,
  /** The insured's age is outside the product's and plan's interval (premium quote). */
  ageOutOfRange: 4101,
  injected: 5000,
} as const;
