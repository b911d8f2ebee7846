import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AuthorizeUrl, CaptchaTokenMeta, TokenPayload } from '../../data/login/types';
import { isMobilePhone } from '../../lib/phone';
import { randomId } from '../../lib/random';
import {
  bindPhoneToWechatUser,
  createPhoneUser,
  findOrCreateWechatUser,
  findUserByPhone,
  issueToken,
  sessionFor,
  toUserInfo,
  userForRequest,
  userForToken,
} from '../accounts';
import { captchaDataUrl, captchaSvg } from '../captcha-image';
import { now } from '../clock';
import { db, flushDb } from '../db';
import {
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_SMS_CODE,
  WECHAT_IDENTITIES,
  type CaptchaRecord,
  type UserRecord,
  type WechatIdentityKey,
} from '../fixtures/accounts';
import { badParam, fail, ok, SANDBOX_CODE, unauthorized } from '../reply';
import { readJsonObject, stringField } from '../request-body';
import { smsCodeValid, spendSmsCode } from '../sms-code';
import {
  judgeSendCode,
  recentSends,
  type CaptchaCheck,
  type SendCodeOutcome,
} from '../send-code-rule';

/**
 * The `login` data area: image captcha, SMS code, phone login and binding, the messaging-app
 * authorisation (with the sandbox consent page, wechat-consent.html), current user and user info.
 */

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** Where the lead's Vite plugin serves src/mocks/wechat-consent.html (sandbox modes only). */
export const CONSENT_PAGE_PATH = '/sandbox/wechat-consent.html';
export const SANDBOX_WECHAT_APPID = 'wx_sandbox';
/** A long state is a client bug or an attack; real servers cap it too (the messaging app: 128). */
const MAX_STATE_LENGTH = 512;

const PHONE_FORMAT = '手机号格式不正确';
const STATE_INVALID = '授权已失效，请重新授权';

const SEND_REFUSALS: Record<Exclude<SendCodeOutcome, 'sent'>, [number, string]> = {
  badPhone: [SANDBOX_CODE.badParam, PHONE_FORMAT],
  tooFrequent: [SANDBOX_CODE.smsTooFrequent, '发送过于频繁，请稍后再试'],
  captchaRequired: [SANDBOX_CODE.captchaRequired, '请输入图形验证码'],
  captchaExpired: [SANDBOX_CODE.captchaExpired, '图形验证码已失效，请刷新'],
  captchaWrong: [SANDBOX_CODE.captchaWrong, '图形验证码错误'],
};

const identityKeys = Object.keys(WECHAT_IDENTITIES) as WechatIdentityKey[];
/**
 * What the consent page issues: `sandbox-<identity>-<random>`. The page is static and not under
 * the service worker, so it cannot store a code in the db; the code carries its identity instead
 * and the db only remembers which codes were used.
 */
const CONSENT_CODE = new RegExp(`^sandbox-(${identityKeys.join('|')})-[A-Za-z0-9]{8,64}$`);

function identityOfCode(code: string): WechatIdentityKey | null {
  const match = CONSENT_CODE.exec(code);
  return match ? (match[1] as WechatIdentityKey) : null;
}

/** A captcha that can still be answered; an expired one is dropped on the way. */
function liveCaptcha(token: string): CaptchaRecord | undefined {
  const captcha = token ? db.captchas.get(token) : undefined;
  if (captcha && captcha.expiresAt <= now()) {
    db.captchas.remove(captcha.id);
    return undefined;
  }
  return captcha;
}

/** Abandoned captchas and oauth states would otherwise pile up in the saved database. */
function pruneExpired(): void {
  const t = now();
  for (const captcha of db.captchas.filter((c) => c.expiresAt <= t)) db.captchas.remove(captcha.id);
  for (const state of db.oauthStates.filter((s) => s.expiresAt <= t))
    db.oauthStates.remove(state.id);
}

function checkCaptcha(body: Record<string, unknown>): CaptchaCheck {
  const answer = stringField(body, 'captcha').trim();
  const token = stringField(body, 'captchaToken');
  if (!answer || !token) return 'absent';
  const captcha = liveCaptcha(token);
  if (!captcha) return 'unknown';
  return answer.toLowerCase() === captcha.answer.toLowerCase() ? 'right' : 'wrong';
}

/** A same-origin http(s) URL, made absolute; null for anything else (open redirects). */
function sameOriginUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin
    ? url.href
    : null;
}

/** The messaging-app user behind a wechatToken of validation/valid, if it is a live one. */
function wechatUserOf(token: string): UserRecord | undefined {
  const session = sessionFor(token);
  if (session?.kind !== 'wechat') return undefined;
  const user = db.users.get(session.userId);
  return user?.wechatOpenId ? user : undefined;
}

export const loginHandlers: RequestHandler[] = [
  http.get('/rest/api/captcha/token', () => {
    pruneExpired();
    const token = randomId(16);
    db.captchas.insert({
      id: token,
      answer: SANDBOX_CAPTCHA_ANSWER,
      expiresAt: now() + CAPTCHA_TTL_MS,
    });
    const meta: CaptchaTokenMeta = { captchaImage: captchaDataUrl(SANDBOX_CAPTCHA_ANSWER), token };
    return ok(null, { ...meta });
  }),

  http.post('/rest/api/captcha', async ({ request }) => {
    const body = await readJsonObject(request);
    const token = body ? stringField(body, 'token') : '';
    if (!token) return badParam('token');
    const captcha = liveCaptcha(token);
    if (!captcha) return fail(SANDBOX_CODE.captchaExpired, SEND_REFUSALS.captchaExpired[1]);
    // A fresh picture restarts the time to answer, as tapping "refresh" does on the real site.
    db.captchas.update(token, { expiresAt: now() + CAPTCHA_TTL_MS });
    return new HttpResponse(captchaSvg(captcha.answer), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),

  http.post('/rest/api/validation/bind', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const phone = stringField(body, 'phone');
    const t = now();
    const record = db.smsCodes.get(phone);
    const captchaToken = stringField(body, 'captchaToken');
    const verdict = judgeSendCode({
      phone,
      hasAccount: findUserByPhone(phone) !== undefined,
      sends: record?.sends ?? [],
      now: t,
      captcha: checkCaptcha(body),
    });
    if (verdict.spendCaptcha) db.captchas.remove(captchaToken);
    if (verdict.outcome !== 'sent') {
      const [code, message] = SEND_REFUSALS[verdict.outcome];
      return fail(code, message);
    }
    const next = {
      code: SANDBOX_SMS_CODE,
      codeSentAt: t,
      sends: [...recentSends(record?.sends ?? [], t), t],
    };
    if (record) db.smsCodes.update(phone, next);
    else db.smsCodes.insert({ id: phone, ...next });
    return HttpResponse.json({ code: 0, message: '验证码已发送', payload: null });
  }),

  http.post('/rest/api/validation/valid', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const phone = stringField(body, 'phone');
    const code = stringField(body, 'code').trim();
    const wechatToken = stringField(body, 'wechatToken');
    if (!isMobilePhone(phone)) return fail(SANDBOX_CODE.badParam, PHONE_FORMAT);

    if (!smsCodeValid(phone, code)) {
      return fail(SANDBOX_CODE.smsCodeWrong, '验证码错误或已过期');
    }

    let user: UserRecord;
    if (wechatToken) {
      const wechatUser = wechatUserOf(wechatToken);
      if (!wechatUser) return fail(SANDBOX_CODE.wechatSessionInvalid, '微信登录已失效，请重新授权');
      const bound = bindPhoneToWechatUser(wechatUser, phone);
      if (bound === 'wechatHasOtherPhone') {
        return fail(SANDBOX_CODE.wechatHasOtherPhone, '该微信已绑定其他手机号');
      }
      if (bound === 'phoneHasOtherWechat') {
        return fail(SANDBOX_CODE.phoneHasOtherWechat, '该手机号已绑定其他微信');
      }
      user = bound;
    } else {
      user = findUserByPhone(phone) ?? createPhoneUser(phone);
    }
    // Used only now, so a refused binding leaves the code for another try.
    spendSmsCode(phone);
    const payload: TokenPayload = { token: issueToken(user.id, 'phone') };
    return ok(payload);
  }),

  http.get('/rest/api/user/current', ({ request }) => {
    const user = userForToken(new URL(request.url).searchParams.get('token') ?? '');
    // Code 2000 is the silent "not logged in" of the current-user lookup (decisions.md).
    return user ? ok(toUserInfo(user)) : fail(SANDBOX_CODE.notLoggedIn, '未登录');
  }),

  http.get('/rest/api/user_center/wechat/authorize', ({ request }) => {
    const url = new URL(request.url);
    const redirect = sameOriginUrl(url.searchParams.get('redirect'), url.origin);
    if (!redirect) return badParam('redirect');
    const consent = new URLSearchParams({
      appid: SANDBOX_WECHAT_APPID,
      redirect_uri: redirect,
      scope: 'snsapi_userinfo',
    });
    // Optional: a client may pass the state here instead of appending it to the URL itself.
    const state = url.searchParams.get('state');
    if (state) consent.set('state', state);
    const payload: AuthorizeUrl = { url: `${CONSENT_PAGE_PATH}?${consent.toString()}` };
    return ok(payload);
  }),

  http.get('/rest/api/user_center/wechat/oauth/code', async ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    if (!state || state.length > MAX_STATE_LENGTH) return badParam('state');
    pruneExpired();
    const existing = db.oauthStates.get(state);
    // A used state stays used: registering it again must not open a second login with it.
    if (existing?.usedAt != null) return fail(SANDBOX_CODE.oauthStateInvalid, STATE_INVALID);
    const expiresAt = now() + OAUTH_STATE_TTL_MS;
    if (existing) db.oauthStates.update(state, { expiresAt });
    else db.oauthStates.insert({ id: state, expiresAt, usedAt: null });
    // The page leaves for the consent page next (a document of its own): the state is saved
    // first, or the callback's document, loading the database again, may not find it (seen on a
    // busy machine: 授权已失效 after a consent just given).
    await flushDb();
    return ok({ state });
  }),

  http.post('/rest/api/user_center/wechat/login', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const state = stringField(body, 'state');
    const code = stringField(body, 'code');
    const channel = stringField(body, 'channel').trim();
    const t = now();

    const registered = state ? db.oauthStates.get(state) : undefined;
    if (!registered || registered.usedAt !== null || registered.expiresAt <= t) {
      return fail(SANDBOX_CODE.oauthStateInvalid, STATE_INVALID);
    }
    // Spent even when the code is refused: a failed callback starts the authorisation again.
    db.oauthStates.update(state, { usedAt: t });

    const identity = identityOfCode(code);
    if (!identity || db.usedWechatCodes.get(code)) {
      return fail(SANDBOX_CODE.oauthCodeInvalid, '授权码无效');
    }
    db.usedWechatCodes.insert({ id: code, usedAt: t });
    const user = findOrCreateWechatUser(identity, channel);
    const payload: TokenPayload = { token: issueToken(user.id, 'wechat', channel || null) };
    return ok(payload);
  }),

  http.get('/rest/api/user_center/userinfo', ({ request }) => {
    const user = userForRequest(request);
    return user ? ok(toUserInfo(user)) : unauthorized();
  }),
];
