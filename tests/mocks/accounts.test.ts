import type { CaptchaTokenMeta, TokenPayload, UserInfo } from '../../src/data/login/types';
import {
  advanceClock,
  db,
  DEMO_PHONE,
  resetClock,
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_SMS_CODE,
  setNow,
  WECHAT_IDENTITIES,
} from '../../src/mocks/node';
import {
  call,
  consentCode,
  loginByPhone,
  loginByWechat,
  newCaptchaToken,
  registerState,
  sendCode,
  sendCodeWithCaptcha,
  validate,
  wechatLogin,
} from './api';

const NEW_PHONE = '13912345678';
const START = Date.UTC(2026, 10, 21, 2, 0, 0);

const current = (token: string) =>
  call<UserInfo | null>('GET', `/rest/api/user/current?token=${encodeURIComponent(token)}`);
const userinfo = (token: string) =>
  call<UserInfo | null>('GET', '/rest/api/user_center/userinfo', { token });

beforeEach(() => {
  setNow(START);
});
afterEach(() => {
  resetClock();
});

describe('image captcha', () => {
  it('issues a token with a picture of the answer', async () => {
    const { reply } = await call<null, CaptchaTokenMeta>('GET', '/rest/api/captcha/token');
    expect(reply.code).toBe(0);
    expect(reply.payload).toBeNull();
    expect(reply.meta?.token).toMatch(/^[0-9a-f]{32}$/);
    const image = reply.meta?.captchaImage ?? '';
    expect(image.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(image.slice('data:image/svg+xml,'.length));
    expect(svg.match(/>8</g)).toHaveLength(4);
    expect(svg).toContain('<line');
  });

  it('answers a new picture of the same token as an SVG image', async () => {
    const token = await newCaptchaToken();
    const response = await fetch(new URL('/rest/api/captcha', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: 'Bearer ' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/>8</g)).toHaveLength(4);
  });

  it('refuses an unknown or expired token with 1011, a missing one with 1001', async () => {
    const unknown = await call('POST', '/rest/api/captcha', { body: { token: 'nope' } });
    expect(unknown.reply).toEqual({
      code: 1011,
      message: '图形验证码已失效，请刷新',
      payload: null,
    });
    const token = await newCaptchaToken();
    advanceClock(5 * 60 * 1000);
    expect((await call('POST', '/rest/api/captcha', { body: { token } })).reply.code).toBe(1011);
    expect((await call('POST', '/rest/api/captcha', { body: {} })).reply.code).toBe(1001);
  });
});

describe('POST /rest/api/validation/bind (send the SMS code)', () => {
  it('sends to the demo account without a captcha', async () => {
    const { reply } = await sendCode({ phone: DEMO_PHONE });
    expect(reply).toEqual({ code: 0, message: '验证码已发送', payload: null });
  });

  it('refuses a phone that is not a mainland mobile', async () => {
    const { reply } = await sendCode({ phone: '1234567890' });
    expect(reply).toEqual({ code: 1001, message: '手机号格式不正确', payload: null });
    expect((await sendCode({ phone: 13800138000 })).reply.code).toBe(1001);
  });

  it('asks a new number for a captcha, then sends with the right answer', async () => {
    expect((await sendCode({ phone: NEW_PHONE })).reply).toEqual({
      code: 1010,
      message: '请输入图形验证码',
      payload: null,
    });
    expect((await sendCodeWithCaptcha(NEW_PHONE)).reply.code).toBe(0);
  });

  it('asks for a captcha when the same phone got a code less than 60 s ago', async () => {
    expect((await sendCode({ phone: DEMO_PHONE })).reply.code).toBe(0);
    advanceClock(59_000);
    expect((await sendCode({ phone: DEMO_PHONE })).reply.code).toBe(1010);
    expect((await sendCodeWithCaptcha(DEMO_PHONE)).reply.code).toBe(0);
    advanceClock(60_000);
    expect((await sendCode({ phone: DEMO_PHONE })).reply.code).toBe(0);
  });

  it('refuses a wrong answer with 1012 and spends the token', async () => {
    const captchaToken = await newCaptchaToken();
    const wrong = await sendCode({ phone: NEW_PHONE, captcha: '1234', captchaToken });
    expect(wrong.reply).toEqual({ code: 1012, message: '图形验证码错误', payload: null });
    const retry = await sendCode({
      phone: NEW_PHONE,
      captcha: SANDBOX_CAPTCHA_ANSWER,
      captchaToken,
    });
    expect(retry.reply.code).toBe(1011);
    expect(
      (await call('POST', '/rest/api/captcha', { body: { token: captchaToken } })).reply.code,
    ).toBe(1011);
  });

  it('spends a correctly answered token too: one picture, one send', async () => {
    const captchaToken = await newCaptchaToken();
    const body = { phone: NEW_PHONE, captcha: SANDBOX_CAPTCHA_ANSWER, captchaToken };
    expect((await sendCode(body)).reply.code).toBe(0);
    advanceClock(61_000);
    expect((await sendCode(body)).reply.code).toBe(1011);
  });

  it('refuses an unknown or expired captcha token with 1011', async () => {
    const unknown = await sendCode({ phone: NEW_PHONE, captcha: '8888', captchaToken: 'forged' });
    expect(unknown.reply).toEqual({
      code: 1011,
      message: '图形验证码已失效，请刷新',
      payload: null,
    });
    const captchaToken = await newCaptchaToken();
    advanceClock(5 * 60 * 1000 + 1);
    expect((await sendCode({ phone: NEW_PHONE, captcha: '8888', captchaToken })).reply.code).toBe(
      1011,
    );
  });

  it('refuses a sixth send within ten minutes with 1013, and sends again later', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode({ phone: DEMO_PHONE })).reply.code).toBe(0);
      advanceClock(61_000);
    }
    expect((await sendCodeWithCaptcha(DEMO_PHONE)).reply).toEqual({
      code: 1013,
      message: '发送过于频繁，请稍后再试',
      payload: null,
    });
    advanceClock(10 * 60 * 1000 - 5 * 61_000);
    expect((await sendCode({ phone: DEMO_PHONE })).reply.code).toBe(0);
  });
});

describe('POST /rest/api/validation/valid (log in with the SMS code)', () => {
  it('logs the demo user in with a phone token', async () => {
    await sendCode({ phone: DEMO_PHONE });
    const { reply } = await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE });
    expect(reply.code).toBe(0);
    const token = (reply.payload as TokenPayload).token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(db.sessions.get(token)).toMatchObject({ kind: 'phone', userId: 1 });
    expect((await current(token)).reply.payload).toEqual({
      id: 1,
      phone: DEMO_PHONE,
      nickname: '用户8000',
      avatar: null,
      wechatBound: false,
      member: true,
    });
  });

  it('refuses a wrong code, no code sent, and a code older than 5 minutes with 1020', async () => {
    const refused = { code: 1020, message: '验证码错误或已过期', payload: null };
    expect((await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE })).reply).toEqual(refused);
    await sendCode({ phone: DEMO_PHONE });
    expect((await validate({ phone: DEMO_PHONE, code: '654321' })).reply).toEqual(refused);
    advanceClock(5 * 60 * 1000);
    expect((await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE })).reply).toEqual(refused);
  });

  it('accepts a code once', async () => {
    await sendCode({ phone: DEMO_PHONE });
    expect((await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE })).reply.code).toBe(0);
    expect((await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE })).reply.code).toBe(1020);
  });

  it('refuses a malformed phone with 1001', async () => {
    expect((await validate({ phone: '138', code: SANDBOX_SMS_CODE })).reply).toEqual({
      code: 1001,
      message: '手机号格式不正确',
      payload: null,
    });
  });

  it('creates a new user on first login; the number then needs no captcha', async () => {
    const before = db.users.count();
    const token = await loginByPhone(NEW_PHONE);
    expect(db.users.count()).toBe(before + 1);
    expect((await current(token)).reply.payload).toMatchObject({
      phone: NEW_PHONE,
      nickname: '用户5678',
      avatar: null,
      wechatBound: false,
      member: false,
    });
    advanceClock(61_000);
    expect((await sendCode({ phone: NEW_PHONE })).reply.code).toBe(0);
    expect(await loginByPhone(NEW_PHONE)).not.toBe(token);
    expect(db.users.count()).toBe(before + 1);
  });
});

describe('binding a phone to a messaging-app account', () => {
  it('gives a new number to the messaging-app user', async () => {
    const wechatToken = await loginByWechat('xiaowang');
    const wechatUser = (await userinfo(wechatToken)).reply.payload;
    expect(wechatUser).toMatchObject({ phone: null, wechatBound: true });

    const token = await loginByPhone(NEW_PHONE, wechatToken);
    const merged = (await current(token)).reply.payload;
    expect(merged).toMatchObject({
      id: wechatUser?.id,
      phone: NEW_PHONE,
      nickname: WECHAT_IDENTITIES.xiaowang.nickname,
      wechatBound: true,
    });
    expect((await userinfo(wechatToken)).reply.payload).toEqual(merged);
  });

  it('merges into the existing phone account, keeping its id, orders and membership', async () => {
    const wechatToken = await loginByWechat('xiaoli');
    const wechatId = (await userinfo(wechatToken)).reply.payload?.id;
    const token = await loginByPhone(DEMO_PHONE, wechatToken);

    const merged = (await current(token)).reply.payload;
    expect(merged).toMatchObject({ id: 1, phone: DEMO_PHONE, wechatBound: true, member: true });
    expect(db.users.get(wechatId ?? -1)).toBeUndefined();
    // The messaging-app token now reaches the merged user, and so does a later messaging-app login.
    expect((await userinfo(wechatToken)).reply.payload?.id).toBe(1);
    expect((await userinfo(await loginByWechat('xiaoli'))).reply.payload?.id).toBe(1);
  });

  it('refuses a phone already bound to another messaging-app account', async () => {
    await loginByPhone(DEMO_PHONE, await loginByWechat('xiaoli'));
    const other = await loginByWechat('xiaowang');
    advanceClock(61_000);
    await sendCode({ phone: DEMO_PHONE });
    const { reply } = await validate({
      phone: DEMO_PHONE,
      code: SANDBOX_SMS_CODE,
      wechatToken: other,
    });
    expect(reply).toEqual({ code: 1034, message: '该手机号已绑定其他微信', payload: null });
    // The code was not used up by the refusal.
    expect((await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE })).reply.code).toBe(0);
  });

  it('refuses a wechatToken that is not a live messaging-app session', async () => {
    const phoneToken = await loginByPhone(DEMO_PHONE);
    advanceClock(61_000);
    await sendCode({ phone: DEMO_PHONE });
    for (const wechatToken of ['forged', phoneToken]) {
      const { reply } = await validate({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE, wechatToken });
      expect(reply).toEqual({ code: 1032, message: '微信登录已失效，请重新授权', payload: null });
    }
  });
});

describe('messaging-app authorisation', () => {
  const authorize = (redirect?: string, extra = '') =>
    call<{ url: string } | null>(
      'GET',
      `/rest/api/user_center/wechat/authorize${
        redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`
      }${extra}`,
    );

  it('answers the consent page URL carrying the callback', async () => {
    const callback = `${location.origin}/Policy/wechat/authBack?from=singlemessage`;
    const { reply } = await authorize(callback);
    expect(reply.code).toBe(0);
    const url = new URL(reply.payload?.url ?? '', location.origin);
    expect(url.pathname).toBe('/sandbox/wechat-consent.html');
    expect(reply.payload?.url.startsWith('/sandbox/wechat-consent.html?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx_sandbox',
      redirect_uri: callback,
      scope: 'snsapi_userinfo',
    });
    const withState = await authorize(callback, '&state=abc');
    expect(
      new URL(withState.reply.payload?.url ?? '', location.origin).searchParams.get('state'),
    ).toBe('abc');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/cb',
    '//evil.example/cb',
    'javascript:alert(1)',
    'ftp://localhost:3000/cb',
  ])('refuses the redirect %j with 1001', async (redirect) => {
    expect((await authorize(redirect)).reply).toEqual({
      code: 1001,
      message: '参数错误：redirect',
      payload: null,
    });
  });

  it('registers a state; a missing one is 1001', async () => {
    expect((await registerState('back-to-members')).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { state: 'back-to-members' },
    });
    const missing = await call('GET', '/rest/api/user_center/wechat/oauth/code');
    expect(missing.reply.code).toBe(1001);
  });

  it('logs in with a registered state and a consent code, recording the channel', async () => {
    await registerState('s1');
    const { reply } = await wechatLogin({
      code: consentCode('xiaowang'),
      state: 's1',
      channel: 'spring2026',
    });
    expect(reply.code).toBe(0);
    const token = reply.payload?.token ?? '';
    expect(db.sessions.get(token)).toMatchObject({ kind: 'wechat', channel: 'spring2026' });
    const info = await userinfo(token);
    expect(info.status).toBe(200);
    expect(info.reply.payload).toMatchObject({
      phone: null,
      nickname: '微信用户·小王',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
      wechatBound: true,
      member: false,
    });
    expect(db.users.find((u) => u.id === info.reply.payload?.id)?.channel).toBe('spring2026');
  });

  it('finds the same user for the same identity, another for the other one', async () => {
    const wang = (await userinfo(await loginByWechat('xiaowang'))).reply.payload?.id;
    const again = (await userinfo(await loginByWechat('xiaowang'))).reply.payload?.id;
    const li = (await userinfo(await loginByWechat('xiaoli'))).reply.payload?.id;
    expect(again).toBe(wang);
    expect(li).not.toBe(wang);
  });

  it('refuses an unregistered, expired or reused state with 1030', async () => {
    const refused = { code: 1030, message: '授权已失效，请重新授权', payload: null };
    expect(
      (await wechatLogin({ code: consentCode('xiaoli'), state: 'never', channel: '' })).reply,
    ).toEqual(refused);

    await registerState('late');
    advanceClock(10 * 60 * 1000);
    expect(
      (await wechatLogin({ code: consentCode('xiaoli'), state: 'late', channel: '' })).reply,
    ).toEqual(refused);

    await registerState('once');
    expect(
      (await wechatLogin({ code: consentCode('xiaoli'), state: 'once', channel: '' })).reply.code,
    ).toBe(0);
    expect(
      (await wechatLogin({ code: consentCode('xiaoli'), state: 'once', channel: '' })).reply,
    ).toEqual(refused);
    // Registering a used state again does not revive it.
    expect((await registerState('once')).reply.code).toBe(1030);
  });

  it('accepts a consent code once, and only codes of the consent page', async () => {
    const code = consentCode('xiaowang', 'abcdef123456');
    await registerState('a');
    expect((await wechatLogin({ code, state: 'a', channel: '' })).reply.code).toBe(0);
    await registerState('b');
    expect((await wechatLogin({ code, state: 'b', channel: '' })).reply).toEqual({
      code: 1031,
      message: '授权码无效',
      payload: null,
    });
    for (const [state, forged] of [
      ['c', 'sandbox-xiaozhang-abcdef123456'],
      ['d', 'abcdef123456'],
      ['e', 'sandbox-xiaowang-x'],
    ]) {
      await registerState(state);
      expect((await wechatLogin({ code: forged, state, channel: '' })).reply.code).toBe(1031);
    }
  });

  it('answers userinfo for an unknown or missing token with HTTP 401', async () => {
    for (const token of ['', 'unknown-token']) {
      const { status, reply } = await userinfo(token);
      expect(status).toBe(401);
      expect(reply.code).toBe(401);
    }
  });
});

describe('GET /rest/api/user/current', () => {
  it('answers code 2000 for a missing, unknown or expired token', async () => {
    const token = await loginByPhone(DEMO_PHONE);
    expect((await current(token)).reply.code).toBe(0);
    const notLoggedIn = { code: 2000, message: '未登录', payload: null };
    expect((await call('GET', '/rest/api/user/current')).reply).toEqual(notLoggedIn);
    expect((await current('unknown')).reply).toEqual(notLoggedIn);
    advanceClock(30 * 24 * 60 * 60 * 1000);
    const expired = await current(token);
    expect(expired.status).toBe(200);
    expect(expired.reply).toEqual(notLoggedIn);
  });

  it('answers a messaging-app token too', async () => {
    const token = await loginByWechat('xiaoli');
    expect((await current(token)).reply.payload).toMatchObject({ nickname: '微信用户·小李' });
  });
});
