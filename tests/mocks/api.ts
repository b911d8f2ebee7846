import type { Reply } from '../../src/api/envelope';
import type { CaptchaTokenMeta, TokenPayload } from '../../src/data/login/types';
import { SANDBOX_CAPTCHA_ANSWER, SANDBOX_SMS_CODE } from '../../src/mocks/node';

/** Calls the sandbox as the client does: a JSON body, and the token header always sent. */

export interface Call<T, M = Record<string, unknown>> {
  status: number;
  reply: Reply<T, M>;
}

interface Options {
  body?: unknown;
  /** The stored token; '' (logged out) when absent, as the request helper sends it. */
  token?: string;
}

export async function call<T = unknown, M = Record<string, unknown>>(
  method: string,
  path: string,
  { body, token = '' }: Options = {},
): Promise<Call<T, M>> {
  const headers: Record<string, string> = { token: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, location.href), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, reply: (await response.json()) as Reply<T, M> };
}

export async function newCaptchaToken(): Promise<string> {
  const { reply } = await call<null, CaptchaTokenMeta>('GET', '/rest/api/captcha/token');
  return reply.meta?.token ?? '';
}

export const sendCode = (body: Record<string, unknown>) =>
  call<null>('POST', '/rest/api/validation/bind', { body });

/** Sends a code with a fresh, correctly answered captcha (always accepted when one is needed). */
export async function sendCodeWithCaptcha(phone: string): Promise<Call<null>> {
  return sendCode({
    phone,
    captcha: SANDBOX_CAPTCHA_ANSWER,
    captchaToken: await newCaptchaToken(),
  });
}

export const validate = (body: Record<string, unknown>) =>
  call<TokenPayload | null>('POST', '/rest/api/validation/valid', { body });

/** The whole SMS login of a number, new or existing; the token it ends with. */
export async function loginByPhone(phone: string, wechatToken?: string): Promise<string> {
  const sent = await sendCodeWithCaptcha(phone);
  expect(sent.reply.code).toBe(0);
  const { reply } = await validate({ phone, code: SANDBOX_SMS_CODE, wechatToken });
  expect(reply.code).toBe(0);
  return reply.payload?.token ?? '';
}

/** A consent-page code for this identity, as wechat-consent.html builds it. */
export const consentCode = (identity: string, random = Math.random().toString(36).slice(2, 12)) =>
  `sandbox-${identity}-${random.padEnd(8, '0')}`;

export const registerState = (state: string) =>
  call<{ state: string } | null>(
    'GET',
    `/rest/api/user_center/wechat/oauth/code?state=${encodeURIComponent(state)}`,
  );

export const wechatLogin = (body: Record<string, unknown>) =>
  call<TokenPayload | null>('POST', '/rest/api/user_center/wechat/login', { body });

/** The messaging-app authorisation from state to token, as the callback route runs it. */
export async function loginByWechat(identity: string, channel = ''): Promise<string> {
  const state = `st-${Math.random().toString(36).slice(2)}`;
  expect((await registerState(state)).reply.code).toBe(0);
  const { reply } = await wechatLogin({ code: consentCode(identity), state, channel });
  expect(reply.code).toBe(0);
  return reply.payload?.token ?? '';
}

/** What a customisation service's fee order rests on (issue 24): the agreement, in a trail. */
export const SERVICE_ORDER_CONSENT = {
  traceId: 'trail-service1',
  consents: { serviceAgreementAt: '2026-11-23T02:00:00.000Z' },
} as const;

/** What the service's answers rest on (issue 24): each use of the information agreed to. */
export const SERVICE_ANSWERS_CONSENT = {
  traceId: 'trail-service1',
  consents: {
    familyInfoAt: '2026-11-23T02:10:00.000Z',
    financeInfoAt: '2026-11-23T02:10:00.000Z',
  },
} as const;
