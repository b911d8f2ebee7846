import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { resetPageViews } from '../../src/app/statistics';
import { resetDb } from '../../src/mocks/node';
import { Guard } from '../../src/app/Guard';
import { lazyScreen } from '../../src/app/lazy-screen';
import { screenOf } from '../../src/app/screens';
import { renderApp, renderScreen } from '../support/render';

beforeEach(() => {
  resetDb();
  resetPageViews();
  window._czc = [];
});

test('sets the title from the route table', async () => {
  renderApp({ route: '/ProductGuide' });
  expect(await screen.findByText('该产品已下架')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('产品下架通知'));
});

test('a null title gives the default title', async () => {
  renderApp({ route: '/Test' });
  expect(await screen.findByText('测试诊断')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('精选保险'));
});

test('a route with no screen yet, or an unknown path, is titled 页面不存在', async () => {
  const entry = { path: '/Soon', title: '即将上线的页面', kind: 'page', auth: false } as const;
  renderScreen(<Guard entry={entry} screen={lazyScreen(entry.path, screenOf(entry.path))} />, {
    route: '/Soon',
    path: '/Soon',
  });
  expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('页面不存在'));
  document.title = '';
  renderApp({ route: '/no/such/page' });
  await waitFor(() => expect(document.title).toBe('页面不存在'));
});

test('records a page view per route, path only', async () => {
  renderApp({ route: '/ProductGuide?id=7&phone=13800138000' });
  await screen.findByText('该产品已下架');
  expect(window._czc).toContainEqual(['_trackPageview', '/ProductGuide', '']);
  expect(JSON.stringify(window._czc)).not.toContain('13800138000');
});

test('an auth route without a token goes to /Login with the exact way back', async () => {
  renderApp({ route: '/mine/orders?tab=paid#list' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/Login?redirect=${encodeURIComponent('/mine/orders?tab=paid#list')}`,
    ),
  );
});

test('an auth route with a token is not redirected', async () => {
  localStorage.setItem('user_token', 't-1');
  renderApp({ route: '/Policy/policyDetail?policyNo=P1' });
  // The screen itself answers (the sandbox does not know this token), not the sign-in.
  await screen.findByRole('link', { name: '返回保单列表' }, { timeout: 10_000 });
  expect(screen.getByTestId('location')).toHaveTextContent('/Policy/policyDetail?policyNo=P1');
});

test('a module route replaces the URL with its parent', async () => {
  renderApp({ route: '/Policy/assets/common?x=1' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Policy\?x=1$/));
});

test('an unknown path shows the not-found screen with a way home', async () => {
  renderApp({ route: '/no/such/page' });
  const home = await screen.findByRole('button', { name: '返回首页' });
  home.click();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Home'));
});

test('outside the messaging app no JS-SDK configuration is asked for', async () => {
  const { store } = renderApp({ route: '/Test' });
  await screen.findByText('测试诊断');
  await new Promise((r) => setTimeout(r, 50));
  expect(store.getState().common.wxSdkConfig).toBeNull();
  vi.restoreAllMocks();
});
