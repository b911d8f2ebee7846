import { afterEach, expect, test, vi } from 'vitest';

// Start-up wires the real feedback module; its antd-mobile toasts would outlive the test.
vi.mock('../../src/ui/feedback', () => ({
  feedback: { toast: vi.fn(), info: vi.fn(), fail: vi.fn(), success: vi.fn() },
  toast: {
    show: vi.fn(),
    info: vi.fn(),
    fail: vi.fn(),
    success: vi.fn(),
    notify: vi.fn(),
    clear: vi.fn(),
  },
}));
import { logGlobalErrors, startApp, watchRootFontSize } from '../../src/app/start';
import { registerRequestHooks, request, resetRequestHooks } from '../../src/api/request';
import { server } from '../../src/mocks/node';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';

afterEach(() => {
  resetRequestHooks();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

test('the root font size follows the viewport, clamped to 320-750 px', () => {
  const win = window as Window & { innerWidth: number };
  Object.defineProperty(win, 'innerWidth', { value: 375, configurable: true });
  watchRootFontSize(win);
  expect(document.documentElement.style.fontSize).toBe('50px');
  Object.defineProperty(win, 'innerWidth', { value: 1024, configurable: true });
  win.dispatchEvent(new Event('resize'));
  expect(document.documentElement.style.fontSize).toBe('100px');
  Object.defineProperty(win, 'innerWidth', { value: 280, configurable: true });
  win.dispatchEvent(new Event('orientationchange'));
  expect(parseFloat(document.documentElement.style.fontSize)).toBeCloseTo(320 / 7.5);
});

test('the global error handler only logs the message', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  logGlobalErrors(window);
  window.dispatchEvent(new ErrorEvent('error', { message: 'kaboom' }));
  expect(log).toHaveBeenCalledWith('kaboom');
});

test('a raised 503 sends the visitor home once, and not again from home', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/Product?id=1');
  const { history } = startApp(window);
  server.use(http.get('/rest/api/x', () => new HttpResponse(null, { status: 503 })));
  await request('/rest/api/x', { schema: v.unknown() }).catch(() => {});
  expect(window.location.pathname).toBe('/Home.html');
  expect(history.location.pathname).toBe('/Home');
  const { toast } = await import('../../src/ui/feedback');
  expect(toast.fail).toHaveBeenCalledWith('服务不可用，服务器暂时过载或维护中');
  const replace = vi.spyOn(history, 'replace');
  await request('/rest/api/x', { schema: v.unknown() }).catch(() => {});
  expect(replace).not.toHaveBeenCalled();
  registerRequestHooks({});
});

test('a 401 on an auth route drops the token and asks for a login that comes back', async () => {
  localStorage.setItem('user_token', 'expired');
  window.history.replaceState(null, '', '/Insured?id=3');
  const { history, store } = startApp(window);
  server.use(http.get('/rest/api/y', () => new HttpResponse(null, { status: 401 })));
  const reply = await request('/rest/api/y', { schema: v.unknown() });
  expect(reply.code).toBe(401);
  expect(localStorage.getItem('user_token')).toBeNull();
  expect(store.getState().login.token).toBeNull();
  expect(history.location.pathname).toBe('/Login');
  expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/Insured?id=3');
});

test('a 401 on an auth route asks for a login even when the start-up lookup dropped the token first', async () => {
  localStorage.setItem('user_token', 'unknown');
  window.history.replaceState(null, '', '/Insured?id=3');
  const { history } = startApp(window);
  // The lookup at start (2000) has forgotten the token by the time the screen's call answers 401.
  localStorage.removeItem('user_token');
  server.use(http.get('/rest/api/y', () => new HttpResponse(null, { status: 401 })));
  await request('/rest/api/y', { schema: v.unknown() });
  expect(history.location.pathname).toBe('/Login');
  expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/Insured?id=3');
});

test('a 401 on a public screen only drops the token', async () => {
  localStorage.setItem('user_token', 'expired');
  window.history.replaceState(null, '', '/Members');
  const { history } = startApp(window);
  server.use(http.get('/rest/api/y', () => new HttpResponse(null, { status: 401 })));
  await request('/rest/api/y', { schema: v.unknown() });
  expect(localStorage.getItem('user_token')).toBeNull();
  expect(history.location.pathname).toBe('/Members');
});

test('a stored token is restored and its user asked for at start', async () => {
  localStorage.setItem('user_token', 't-1');
  server.use(
    http.get('/rest/api/user/current', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          id: 1,
          phone: '13800138000',
          nickname: 'x',
          avatar: null,
          wechatBound: false,
          member: false,
        },
      }),
    ),
  );
  const { store } = startApp(window);
  expect(store.getState().login.token).toBe('t-1');
  await vi.waitFor(() => expect(store.getState().common.userInfo?.id).toBe(1));
});
