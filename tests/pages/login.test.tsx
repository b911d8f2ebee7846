import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createState } from '../../src/data/login/oauth-state';
import { server } from '../../src/mocks/node';
import { toast } from '../../src/ui/feedback';
import { renderApp } from '../support/render';

vi.mock('../../src/ui/feedback', () =>
  import('../support/recorded-toast').then(({ recordedToast }) => recordedToast()),
);

const user = {
  id: 7,
  phone: '13800138000',
  nickname: '用户8000',
  avatar: null,
  wechatBound: false,
  member: false,
};
const ok = (payload: unknown = null, meta?: unknown) =>
  HttpResponse.json({ code: 0, message: 'ok', payload, ...(meta ? { meta } : {}) });
const location = () => screen.getByTestId('location').textContent;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.values(toast).forEach((fn) => vi.mocked(fn).mockReset());
});

describe('/Login', () => {
  test('local validation runs before any call, with the copy.md messages', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const u = userEvent.setup();
    renderApp({ route: '/Login?redirect=%2FHome' });
    await u.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(toast.fail).toHaveBeenLastCalledWith('请输入正确的手机号', 2000);
    // Said beside the form too, after the toast has gone, and named by the field at fault.
    const phone = screen.getByPlaceholderText('请输入手机号');
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入正确的手机号$/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('请输入正确的手机号');
    await u.type(phone, '1380013800');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(toast.fail).toHaveBeenLastCalledWith('请输入正确的手机号', 2000);
    await u.type(phone, '0');
    // Mended, the number is no longer said to be wrong.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '12345');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(toast.fail).toHaveBeenLastCalledWith('请输入6位短信验证码', 2000);
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入6位短信验证码$/);
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toHaveAccessibleDescription(
      '请输入6位短信验证码',
    );
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '6');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(toast.fail).toHaveBeenLastCalledWith('请先阅读并同意相关协议', 2000);
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(agreement).toHaveAccessibleDescription('请先阅读并同意相关协议');
    // Ticked, the reason goes.
    await u.click(agreement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  test('the full path: code, countdown, captcha round, login, back to the original URL', async () => {
    let sends = 0;
    server.use(
      http.post('/rest/api/validation/bind', async ({ request }) => {
        sends += 1;
        const body = (await request.json()) as { captcha?: string };
        return body.captcha === '8888'
          ? ok()
          : HttpResponse.json({ code: 1010, message: '请输入图形验证码', payload: null });
      }),
      http.get('/rest/api/captcha/token', () =>
        ok(null, { token: 'cap', captchaImage: 'data:image/svg+xml,%3Csvg/%3E' }),
      ),
      http.post('/rest/api/validation/valid', () => ok({ token: 't-9' })),
      http.get('/rest/api/user/current', () => ok(user)),
    );
    const u = userEvent.setup();
    const { services } = renderApp({
      route: '/Login?redirect=%2Fmine%2Forders%3Fstatus%3Dpaid',
      history: ['/Home'],
    });
    await u.type(await screen.findByPlaceholderText('请输入手机号'), '13900139000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    const captchaInput = await screen.findByPlaceholderText('请输入图形验证码');
    // Asked for by the server, said as information (not an error), the field ready to type in.
    await waitFor(() => expect(captchaInput).toHaveFocus());
    expect(services.feedback.info).toHaveBeenLastCalledWith('请输入图形验证码', 2000);
    expect(services.feedback.fail).not.toHaveBeenCalled();
    expect(toast.fail).not.toHaveBeenCalled();
    // Said beside the fields too, after the toast has gone, and the field is named by it.
    expect(screen.getByRole('alert')).toHaveTextContent(/^请输入图形验证码$/);
    expect(captchaInput).toHaveAccessibleDescription('请输入图形验证码');
    // The picture arrives with the captcha token, whose schema loads with the first such call.
    expect(await screen.findByAltText('看不清？点击图片换一张')).toHaveAttribute(
      'src',
      'data:image/svg+xml,%3Csvg/%3E',
    );
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toast.fail).toHaveBeenLastCalledWith('请输入图形验证码', 2000);
    await u.type(captchaInput, '8888');
    // Typed in: the reason no longer stands beside the field (a fresh-eyes walk saw it stay red).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(captchaInput).not.toHaveAccessibleDescription();
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+s后重发$/ })).toBeDisabled();
    expect(sends).toBe(2);
    // Sent: no reason is left standing.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('沙箱环境：短信验证码 123456，图形验证码 8888')).toBeInTheDocument();
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/mine/orders?status=paid'));
    expect(localStorage.getItem('user_token')).toBe('t-9');
  });

  test('the countdown survives a reload', async () => {
    sessionStorage.setItem('sms_resend_at', String(Date.now() + 30_000));
    renderApp({ route: '/Login' });
    expect(await screen.findByRole('button', { name: /^(30|29)s后重发$/ })).toBeDisabled();
  });

  test('an off-site redirect never leaves the site', async () => {
    server.use(
      http.post('/rest/api/validation/valid', () => ok({ token: 't' })),
      http.get('/rest/api/user/current', () => ok(user)),
    );
    const u = userEvent.setup();
    renderApp({ route: '/Login?redirect=https%3A%2F%2Fevil.example%2F' });
    await u.type(await screen.findByPlaceholderText('请输入手机号'), '13800138000');
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/Home'));
  });

  test('signed in here, the flow goes on once, after the visitor is loaded (no second move later)', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/rest/api/validation/valid', () => ok({ token: 't' })),
      http.get('/rest/api/user/current', async () => {
        await loaded;
        return ok(user);
      }),
    );
    const u = userEvent.setup();
    const { services, store } = renderApp({
      route: '/Login?redirect=%2FMembers',
      history: ['/Home'],
    });
    await u.type(await screen.findByPlaceholderText('请输入手机号'), '13800138000');
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(store.getState().login.submitStatus).toBe('succeeded'));
    await act(async () => {});
    // The token is there, the visitor not yet: this screen does not go on by itself meanwhile
    // (the flow's own move, after, would replace whatever the next screen had done by then).
    expect(location()).toBe('/Login?redirect=%2FMembers');
    release();
    await waitFor(() => expect(location()).toBe('/Members'));
    expect(services.navigate).toHaveBeenCalledTimes(1);
  });

  test('a shared link opened first has its way home (首页)', async () => {
    renderApp({ route: '/Login?redirect=%2Fmine%2Forders' });
    expect(await screen.findByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    // Placed first in main, before the form's heading.
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toContainElement(screen.getByRole('link', { name: '首页' }));
  });

  test('in the messaging app, 微信授权登录 waits for the same agreement as the SMS form', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    try {
      const u = userEvent.setup();
      renderApp({ route: '/Login?redirect=%2Fmine%2Forders' });
      const wechat = await screen.findByRole('link', { name: '微信授权登录' });
      await u.click(wechat);
      expect(toast.fail).toHaveBeenLastCalledWith('请先阅读并同意相关协议', 2000);
      expect(location()).toBe('/Login?redirect=%2Fmine%2Forders');
      const box = screen.getByRole('checkbox', {
        name: '我已阅读并同意《用户服务协议》《隐私政策》',
      });
      expect(box).toHaveAttribute('aria-invalid', 'true');

      await u.click(box);
      expect(box).not.toHaveAttribute('aria-invalid');
      await u.click(wechat);
      await waitFor(() => expect(location()).toBe('/Authorize?redirect=%2Fmine%2Forders'));
    } finally {
      ua.mockRestore();
    }
  });

  test('a visitor already signed in goes straight on', async () => {
    localStorage.setItem('user_token', 't');
    renderApp({ route: '/Login?redirect=%2FMembers' });
    await waitFor(() => expect(location()).toBe('/Members'));
  });
});

describe('messaging-app callback', () => {
  test('a good callback signs in and returns to the saved place', async () => {
    server.use(
      http.post('/rest/api/user_center/wechat/login', () => ok({ token: 'wx' })),
      http.get('/rest/api/user_center/userinfo', () => ok(user)),
    );
    const state = createState('/ProductNew?id=101');
    renderApp({
      route: `/Policy/wechat/authBack?code=sandbox-a-1&state=${encodeURIComponent(state)}`,
    });
    await waitFor(() => expect(location()).toBe('/ProductNew?id=101'));
    expect(localStorage.getItem('wechat_user_token')).toBe('wx');
  });

  test.each([
    ['/Policy/wechat/authBack?code=x&state=forged.L0hvbWU', '授权信息无效或已过期，请重新授权'],
    ['/Insurance/ayb/authcb?error=access_denied&state=x', '您已取消微信授权'],
    ['/Active/CustomizedV2/5/AuthBack?code=x', '授权信息无效或已过期，请重新授权'],
  ])('%s says %s', async (route, message) => {
    renderApp({ route });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('user_token')).toBeNull();
  });
});

describe('binding a phone to the messaging-app account', () => {
  test('without a messaging-app token it offers to authorise first', async () => {
    renderApp({ route: '/Policy/wechat/bind' });
    expect(await screen.findByRole('alert')).toHaveTextContent('授权信息无效或已过期');
  });

  test('the bind sends the messaging-app token with the phone and code', async () => {
    localStorage.setItem('wechat_user_token', 'wx-1');
    localStorage.setItem('user_token', 'wx-1');
    let body: unknown;
    server.use(
      http.post('/rest/api/validation/valid', async ({ request }) => {
        body = await request.json();
        return ok({ token: 'merged' });
      }),
      http.get('/rest/api/user/current', () => ok({ ...user, wechatBound: true })),
    );
    const u = userEvent.setup();
    renderApp({ route: '/Policy/wechat/bind?redirect=%2FMembers%2Flogin' });
    await u.type(await screen.findByPlaceholderText('请输入手机号'), '13800138000');
    await u.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '绑定并继续' }));
    await waitFor(() =>
      expect(body).toEqual({ phone: '13800138000', code: '123456', wechatToken: 'wx-1' }),
    );
    expect(localStorage.getItem('user_token')).toBe('merged');
  });
});

test('/Authorize asks for the consent URL and leaves for it', async () => {
  server.use(
    http.get('/rest/api/user_center/wechat/oauth/code', ({ request }) =>
      ok({ state: new URL(request.url).searchParams.get('state') }),
    ),
    http.get('/rest/api/user_center/wechat/authorize', () =>
      ok({ url: '/sandbox/wechat-consent.html?appid=wx' }),
    ),
  );
  const { services } = renderApp({ route: '/Authorize?redirect=%2Fmine%2Forders' });
  expect(await screen.findByText('正在前往微信授权…')).toBeInTheDocument();
  await waitFor(() => expect(services.openExternal).toHaveBeenCalled());
  expect(services.openExternal.mock.calls[0]![0]).toMatch(
    /^http:\/\/localhost:3000\/sandbox\/wechat-consent\.html\?appid=wx&state=/,
  );
});

test('after a refusal, trying again keeps the way back the state carried', async () => {
  const state = createState('/mine/orders?status=cancelled');
  renderApp({
    route: `/Policy/wechat/authBack?error=access_denied&state=${encodeURIComponent(state)}`,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('您已取消微信授权');
  expect(screen.getByRole('link', { name: '重新授权' })).toHaveAttribute(
    'href',
    `/Authorize?redirect=${encodeURIComponent('/mine/orders?status=cancelled')}`,
  );
  expect(screen.getByRole('link', { name: '使用手机号登录' })).toHaveAttribute(
    'href',
    `/Login?redirect=${encodeURIComponent('/mine/orders?status=cancelled')}`,
  );
});
