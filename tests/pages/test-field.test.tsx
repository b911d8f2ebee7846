import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { registerRequestHooks, resetRequestHooks } from '../../src/api/request';
import type { ErrorReport, VitalsReport } from '../../src/data/field-types';
import { receiveErrors, receiveVitals } from '../../src/mocks/field';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/render';

/* /Test's field reports (issue 26): what the sandbox received, for QA. */

const vitals: VitalsReport = {
  version: '0.1.0+abc1234',
  view: 'qwertyuiopasdfgh',
  device: 'iphone',
  wechat: true,
  route: '/ProductNew',
  page: 'product',
  navigation: 'navigate',
  metrics: {
    LCP: { value: 930, rating: 'good' },
    INP: { value: 120, rating: 'good' },
    CLS: { value: 0.02, rating: 'good' },
  },
};

const errors: ErrorReport = {
  version: '0.1.0+abc1234',
  view: 'qwertyuiopasdfgh',
  device: 'android',
  wechat: false,
  dropped: 0,
  errors: [
    {
      kind: 'error',
      source: 'render',
      route: '/Members/login',
      page: 'account',
      t: 900,
      name: 'TypeError',
      message: "Cannot read properties of null (reading 'avatar')",
      frames: ['/assets/MemberCentreScreen-Ab12Cd34.js:1:880'],
    },
    {
      kind: 'request',
      route: '/Home',
      page: 'home',
      t: 400,
      reason: 'http',
      status: 503,
      path: '/rest/api/active/banners',
    },
    {
      kind: 'chunk',
      route: '/Policy',
      page: 'policy',
      t: 80,
      file: '/assets/PolicyListScreen-Zz12Yy34.js',
      reason: 'error',
    },
  ],
};

test('/Test lists the vitals and errors the sandbox received, newest first', async () => {
  receiveVitals(vitals);
  receiveErrors(errors);
  renderApp({ route: '/Test' });
  const shown = await screen.findByTestId('field-vitals');
  expect(within(shown).getByRole('listitem')).toHaveTextContent(
    /\/ProductNew（product）· iphone · 微信 · LCP 930 ms · INP 120 ms · CLS 0.02$/,
  );
  const listed = within(await screen.findByTestId('field-errors')).getAllByRole('listitem');
  expect(listed.map((item) => item.textContent?.replace(/^\d\d:\d\d:\d\d /, ''))).toEqual([
    'chunk /Policy（policy）· android · 0.1.0+abc1234 · /assets/PolicyListScreen-Zz12Yy34.js（error）',
    'request /Home（home）· android · 0.1.0+abc1234 · http 503 /rest/api/active/banners',
    "error /Members/login（account）· android · 0.1.0+abc1234 · TypeError: Cannot read properties of null (reading 'avatar') @ /assets/MemberCentreScreen-Ab12Cd34.js:1:880",
  ]);
});

test('nothing received yet says so, and 刷新现场数据 shows what came since', async () => {
  renderApp({ route: '/Test' });
  expect(
    await screen.findByText('还没有收到性能数据：页面切到后台或关闭时发送。'),
  ).toBeInTheDocument();
  expect(screen.getByText('还没有收到错误报告。')).toBeInTheDocument();
  receiveVitals(vitals);
  await userEvent.click(screen.getByRole('button', { name: '刷新现场数据' }));
  expect(await screen.findByTestId('field-vitals')).toHaveTextContent('LCP 930 ms');
  expect(screen.queryByText('还没有收到性能数据：页面切到后台或关闭时发送。')).toBeNull();
});

afterEach(() => {
  resetRequestHooks();
  vi.restoreAllMocks();
});

test('a server without the read (production) leaves /Test where it is, saying so', async () => {
  // The app's hooks: a call that is not quiet would tell the visitor and send them home.
  const redirect = vi.fn();
  const notice = vi.fn();
  registerRequestHooks({ redirect, notice });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get('/rest/api/field/vitals', () => new HttpResponse(null, { status: 404 })),
    http.get('/rest/api/field/errors', () =>
      HttpResponse.json({ code: 0, message: 'ok', payload: [{ nonsense: true }] }),
    ),
  );
  const { services } = renderApp({ route: '/Test' });
  expect(await screen.findAllByText('读取失败，请稍后重试。')).toHaveLength(2);
  expect(screen.getByTestId('location')).toHaveTextContent('/Test');
  expect(redirect).not.toHaveBeenCalled();
  expect(notice).not.toHaveBeenCalled();
  expect(services.feedback.fail).not.toHaveBeenCalled();
});
