import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COPY } from '../../../src/config/copy';
import { returnPath } from '../../../src/data/login/saga';
// The sign-in flows join the store with this module, as with the first screen that starts one.
import '../../../src/data/login/sign-in';
import { loginActions } from '../../../src/data/login/slice';
import { createState } from '../../../src/data/login/oauth-state';
import { commonActions } from '../../../src/data/common/slice';
import { makeStore } from '../../../src/data/store';
import { server } from '../../../src/mocks/node';
import { fakeServices } from '../../support/render';

const user = {
  id: 7,
  phone: '13800138000',
  nickname: '用户8000',
  avatar: null,
  wechatBound: false,
  member: false,
};
const reply = (
  code: number,
  payload: unknown = null,
  message = code ? '失败' : 'ok',
  meta?: unknown,
) => HttpResponse.json({ code, message, payload, ...(meta ? { meta } : {}) });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function setup() {
  const services = fakeServices();
  return { services, store: makeStore(undefined, services) };
}

async function until(predicate: () => boolean) {
  await vi.waitFor(() => {
    if (!predicate()) throw new Error('not yet');
  });
}

describe('the return path stays on this site', () => {
  test.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '',
    null,
  ])('%s -> /Home', (value) => expect(returnPath(value)).toBe('/Home'));
  test('a same-origin path is kept with its query and hash', () => {
    expect(returnPath('/Insured?id=3#a')).toBe('/Insured?id=3#a');
  });
});

describe('captcha', () => {
  test('the captcha token goes to sessionStorage validationCaptchaToken; the image is shown', async () => {
    server.use(
      http.get('/rest/api/captcha/token', () =>
        reply(0, null, 'ok', { token: 'cap-1', captchaImage: 'data:image/svg+xml,1' }),
      ),
    );
    const { store } = setup();
    store.dispatch(loginActions.captchaRequested());
    await until(() => store.getState().login.captchaStatus === 'succeeded');
    expect(sessionStorage.getItem('validationCaptchaToken')).toBe('cap-1');
    expect(store.getState().login.captchaForSendMsgToMobile).toBe('data:image/svg+xml,1');
  });

  test('a failed captcha fetch says 获取图片验证码失败 for 2 s', async () => {
    server.use(http.get('/rest/api/captcha/token', () => reply(9)));
    const { store, services } = setup();
    store.dispatch(loginActions.captchaRequested());
    await until(() => store.getState().login.captchaStatus === 'failed');
    expect(services.feedback.fail).toHaveBeenCalledWith(COPY.captchaFailed, 2000);
  });

  test('a refreshed picture is shown through an object URL; the old one is revoked', async () => {
    sessionStorage.setItem('validationCaptchaToken', 'cap-1');
    server.use(
      http.post('/rest/api/captcha', () =>
        HttpResponse.text('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    );
    const created = vi
      .spyOn(URL, 'createObjectURL')
      .mockReturnValueOnce('blob:1')
      .mockReturnValueOnce('blob:2');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { store } = setup();
    store.dispatch(loginActions.captchaRefreshRequested());
    await until(() => store.getState().login.captcha === 'blob:1');
    store.dispatch(loginActions.captchaRefreshRequested());
    await until(() => store.getState().login.captcha === 'blob:2');
    expect(revoked).toHaveBeenCalledWith('blob:1');
    expect(created).toHaveBeenCalledTimes(2);
  });
});

describe('sending the SMS code', () => {
  test('code 0 starts the 60 s countdown, kept in sessionStorage for a reload', async () => {
    server.use(http.post('/rest/api/validation/bind', () => reply(0)));
    const { store } = setup();
    store.dispatch(loginActions.codeRequested({ phone: '13800138000' }));
    await until(() => store.getState().login.sendStatus === 'succeeded');
    const resendAt = store.getState().login.resendAt;
    expect(resendAt - Date.now()).toBeGreaterThan(58_000);
    expect(Number(sessionStorage.getItem('sms_resend_at'))).toBe(resendAt);
    expect(makeStore().getState().login.resendAt).toBe(resendAt);
  });

  test('the server asking for a captcha shows the captcha and loads one', async () => {
    server.use(
      http.post('/rest/api/validation/bind', () => reply(1010, null, '请输入图形验证码')),
      http.get('/rest/api/captcha/token', () =>
        reply(0, null, 'ok', { token: 'cap-2', captchaImage: 'data:x' }),
      ),
    );
    const { store } = setup();
    store.dispatch(loginActions.codeRequested({ phone: '13900139000' }));
    await until(() => store.getState().login.captchaStatus === 'succeeded');
    expect(store.getState().login.captchaNeeded).toBe(true);
    // Said beside the fields too, until the next send.
    expect(store.getState().login.sendRefusal).toBe('请输入图形验证码');
  });

  test('the captcha answer and token are sent with the phone', async () => {
    sessionStorage.setItem('validationCaptchaToken', 'cap-3');
    let body: unknown;
    server.use(
      http.post('/rest/api/validation/bind', async ({ request }) => {
        body = await request.json();
        return reply(0);
      }),
    );
    const { store } = setup();
    store.dispatch(loginActions.codeRequested({ phone: '13900139000', captcha: '8888' }));
    await until(() => store.getState().login.sendStatus === 'succeeded');
    expect(body).toEqual({ phone: '13900139000', captcha: '8888', captchaToken: 'cap-3' });
  });

  test('a refused send shows the fixed message with the server reason, 2 s', async () => {
    server.use(
      http.post('/rest/api/validation/bind', () => reply(1013, null, '发送过于频繁，请稍后再试')),
    );
    const { store, services } = setup();
    store.dispatch(loginActions.codeRequested({ phone: '13800138000' }));
    await until(() => store.getState().login.sendStatus === 'failed');
    expect(services.feedback.fail).toHaveBeenCalledWith(
      '验证码发送失败，发送过于频繁，请稍后再试',
      2000,
    );
    expect(store.getState().login.sendRefusal).toBe('验证码发送失败，发送过于频繁，请稍后再试');
    // The next send clears it; a sent code leaves none.
    server.use(http.post('/rest/api/validation/bind', () => reply(0)));
    store.dispatch(loginActions.codeRequested({ phone: '13800138000' }));
    expect(store.getState().login.sendRefusal).toBeNull();
    await until(() => store.getState().login.sendStatus === 'succeeded');
    expect(store.getState().login.sendRefusal).toBeNull();
  });
});

describe('logging in', () => {
  test('code 0: the token goes to localStorage user_token and the state, user info loads, back to the way', async () => {
    server.use(
      http.post('/rest/api/validation/valid', () => reply(0, { token: 't-1' })),
      http.get('/rest/api/user/current', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 't-1' ? reply(0, user) : reply(2000),
      ),
    );
    const { store, services } = setup();
    store.dispatch(
      loginActions.loginRequested({
        phone: '13800138000',
        code: '123456',
        redirect: '/mine/orders?status=paid',
      }),
    );
    await until(() => store.getState().common.userInfo !== null);
    expect(localStorage.getItem('user_token')).toBe('t-1');
    expect(store.getState().login.token).toBe('t-1');
    expect(services.navigate).toHaveBeenCalledWith('/mine/orders?status=paid', { replace: true });
  });

  test('a non-zero code is a 2 s fail toast with the server message; nothing stored', async () => {
    server.use(
      http.post('/rest/api/validation/valid', () => reply(1020, null, '验证码错误或已过期')),
    );
    const { store, services } = setup();
    store.dispatch(
      loginActions.loginRequested({ phone: '13800138000', code: '000000', redirect: '/Home' }),
    );
    await until(() => store.getState().login.submitStatus === 'failed');
    expect(services.feedback.fail).toHaveBeenCalledWith('验证码错误或已过期', 2000);
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(services.navigate).not.toHaveBeenCalled();
  });

  test('a network error fails the login without storing anything', async () => {
    server.use(http.post('/rest/api/validation/valid', () => HttpResponse.error()));
    const { store } = setup();
    store.dispatch(
      loginActions.loginRequested({ phone: '13800138000', code: '123456', redirect: '/Home' }),
    );
    await until(() => store.getState().login.submitStatus === 'failed');
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  test('an off-site redirect is replaced by home', async () => {
    server.use(
      http.post('/rest/api/validation/valid', () => reply(0, { token: 't-2' })),
      http.get('/rest/api/user/current', () => reply(0, user)),
    );
    const { store, services } = setup();
    store.dispatch(
      loginActions.loginRequested({
        phone: '13800138000',
        code: '123456',
        redirect: '//evil.example/x',
      }),
    );
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate).toHaveBeenCalledWith('/Home', { replace: true });
  });
});

describe('the current-user lookup', () => {
  test('code 0 fills common.userInfo', async () => {
    localStorage.setItem('user_token', 't-1');
    server.use(http.get('/rest/api/user/current', () => reply(0, user)));
    const { store, services } = setup();
    store.dispatch(commonActions.currentUserRequested());
    await until(() => store.getState().common.userInfo !== null);
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('code 2000 is silent and clears the stale token', async () => {
    localStorage.setItem('user_token', 'stale');
    sessionStorage.setItem('trial:101', '{"planId":1}');
    server.use(http.get('/rest/api/user/current', () => reply(2000, null, '未登录')));
    const { store, services } = setup();
    store.dispatch(commonActions.currentUserRequested());
    await until(() => localStorage.getItem('user_token') === null);
    expect(store.getState().login.token).toBeNull();
    expect(services.feedback.toast).not.toHaveBeenCalled();
    expect(services.feedback.fail).not.toHaveBeenCalled();
    // A stale token is not a logout: what the visitor was doing stays.
    expect(sessionStorage.getItem('trial:101')).not.toBeNull();
  });

  test('a network error keeps the token', async () => {
    localStorage.setItem('user_token', 't-1');
    server.use(http.get('/rest/api/user/current', () => HttpResponse.error()));
    const { store } = setup();
    store.dispatch(commonActions.currentUserRequested());
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem('user_token')).toBe('t-1');
  });
});

describe('messaging-app authorisation', () => {
  test('start: the state is registered, the authorize URL asked for, the browser sent there with the state', async () => {
    let registered: string | null = null;
    let redirect: string | null = null;
    server.use(
      http.get('/rest/api/user_center/wechat/oauth/code', ({ request }) => {
        registered = new URL(request.url).searchParams.get('state');
        return reply(0, { state: registered });
      }),
      http.get('/rest/api/user_center/wechat/authorize', ({ request }) => {
        redirect = new URL(request.url).searchParams.get('redirect');
        return reply(0, { url: '/sandbox/wechat-consent.html?appid=wx' });
      }),
    );
    const { store, services } = setup();
    store.dispatch(
      loginActions.wechatAuthorizeRequested({
        returnPath: '/mine/orders',
        callbackUrl: 'http://localhost:3000/Policy/wechat/authBack.html',
      }),
    );
    await until(() => services.openExternal.mock.calls.length > 0);
    const url = new URL(services.openExternal.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/sandbox/wechat-consent.html');
    expect(url.searchParams.get('state')).toBe(registered);
    expect(redirect).toBe('http://localhost:3000/Policy/wechat/authBack.html');
    // The consent page replaces this one: back after sign-in never returns to it.
    expect(services.openExternal.mock.calls[0]![1]).toEqual({ replace: true });
  });

  test('callback: the token goes under user_token and wechat_user_token, user info with that token, back to the saved place', async () => {
    let infoToken: string | null = null;
    let sentChannel: unknown;
    server.use(
      http.post('/rest/api/user_center/wechat/login', async ({ request }) => {
        sentChannel = ((await request.json()) as { channel: string }).channel;
        return reply(0, { token: 'wx-1' });
      }),
      http.get('/rest/api/user_center/userinfo', ({ request }) => {
        infoToken = request.headers.get('token');
        return reply(0, { ...user, wechatBound: true });
      }),
    );
    const state = createState('/Members/login');
    const { store, services } = setup();
    store.dispatch(
      loginActions.wechatCallbackReceived({ code: 'c1', state, channel: 'undefined' }),
    );
    await until(() => services.navigate.mock.calls.length > 0);
    expect(localStorage.getItem('user_token')).toBe('wx-1');
    expect(localStorage.getItem('wechat_user_token')).toBe('wx-1');
    expect(infoToken).toBe('Bearer wx-1');
    expect(sentChannel).toBe('');
    expect(services.navigate).toHaveBeenCalledWith('/Members/login', { replace: true });
    expect(store.getState().common.userInfo?.wechatBound).toBe(true);
  });

  test('a forged or reused state is refused before any call', async () => {
    const calls: string[] = [];
    server.use(
      http.post(
        '/rest/api/user_center/wechat/login',
        () => (calls.push('login'), reply(0, { token: 'x' })),
      ),
    );
    const { store } = setup();
    store.dispatch(
      loginActions.wechatCallbackReceived({ code: 'c1', state: 'forged.L0hvbWU', channel: null }),
    );
    await until(() => store.getState().login.wechatError !== null);
    expect(store.getState().login.wechatError).toBe(COPY.wechat.badState);
    expect(calls).toEqual([]);
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  test('a refused code shows the server message', async () => {
    server.use(
      http.post('/rest/api/user_center/wechat/login', () => reply(1031, null, '授权码无效')),
    );
    const { store } = setup();
    store.dispatch(
      loginActions.wechatCallbackReceived({
        code: 'bad',
        state: createState('/Home'),
        channel: 'ch1',
      }),
    );
    await until(() => store.getState().login.wechatError !== null);
    expect(store.getState().login.wechatError).toBe('授权码无效');
  });
});

test('logout leaves no token, user info or personal data', async () => {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('wechat_user_token', 't');
  localStorage.setItem('compressed_image', 'data:image/jpeg;base64,xx');
  sessionStorage.setItem('trial:101', '{"birthDate":"1990-01-01"}');
  sessionStorage.setItem('validationCaptchaToken', 'cap');
  const { store } = setup();
  store.dispatch(commonActions.userInfoLoaded(user));
  store.dispatch(loginActions.loggedOut());
  expect(Object.keys(localStorage)).toEqual([]);
  expect(
    Object.keys(sessionStorage).filter(
      (k) => k.startsWith('trial:') || k === 'validationCaptchaToken',
    ),
  ).toEqual([]);
  expect(store.getState().common.userInfo).toBeNull();
  expect(store.getState().login.token).toBeNull();
});
