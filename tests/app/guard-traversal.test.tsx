import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createState } from '../../src/data/login/oauth-state';
import { noteTraversal } from '../../src/ui/traversal';
import { renderApp } from '../support/render';

/**
 * Back never lands on a consent page or a callback (issue 23): a signed-in screen reached by Back
 * or Forward once signed out shows what a signed-out visitor sees instead of starting a sign-in;
 * /Authorize reached by Back does not leave for the consent page again; a callback reached by Back
 * is no stop. (The app's history says how a screen was reached: app/html-history.ts.)
 */

vi.mock('../../src/app/device', () => ({
  device: { wechat: true, ios: true, iphone: true, ipad: false, android: false, mobile: true },
  entryUrl: 'http://localhost:3000/Home',
  signatureUrl: () => 'http://localhost:3000/Home',
}));
vi.mock('../../src/app/wechat', () => ({ configureWechatSdk: vi.fn(), setShareCard: vi.fn() }));

const location = () => screen.getByTestId('location').textContent;

afterEach(() => noteTraversal(false));

test('Back onto the member centre after logout: signed out, with the ways on; no sign-in starts', async () => {
  noteTraversal(true);
  const { services } = renderApp({ route: '/Members/login', history: ['/Home'] });
  expect(
    await screen.findByRole('heading', { level: 1, name: '您已退出登录' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(location()).toBe('/Members/login');
  expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute(
    'href',
    `/Authorize?redirect=${encodeURIComponent('/Members/login')}`,
  );
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
  expect(services.openExternal).not.toHaveBeenCalled();
});

test('the same screen opened by a link (not by Back) still asks to sign in', async () => {
  noteTraversal(false);
  renderApp({ route: '/Members/login' });
  await waitFor(() => expect(location()).toMatch(/^\/Authorize\?redirect=/));
});

test('/Authorize reached by Back does not leave for the consent page again', async () => {
  noteTraversal(true);
  const { services } = renderApp({ route: '/Authorize?redirect=%2FMembers%2Flogin' });
  expect(await screen.findByText('您已取消微信授权', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新授权' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '使用手机号登录' })).toBeInTheDocument();
  // Neither way in: home.
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
  expect(screen.getByRole('heading', { level: 1, name: '微信授权登录' })).toBeInTheDocument();
  expect(services.openExternal).not.toHaveBeenCalled();
});

test('/Authorize reached by Back when signed in goes on to where the visitor was going', async () => {
  noteTraversal(true);
  localStorage.setItem('user_token', 't-1');
  renderApp({
    route: '/Authorize?redirect=%2FPolicy',
    preloadedState: { login: { token: 't-1' } as never },
  });
  await waitFor(() => expect(location()).toBe('/Policy'), { timeout: 8000 });
});

test('a callback reached by Back is no stop: home when signed out, its way back when signed in', async () => {
  noteTraversal(true);
  const state = createState('/Members/login');
  const spent = `/Policy/wechat/authBack?code=used&state=${encodeURIComponent(state)}`;
  const first = renderApp({ route: spent });
  await waitFor(() => expect(location()).toBe('/Home'), { timeout: 8000 });
  first.unmount();

  noteTraversal(true);
  renderApp({ route: spent, preloadedState: { login: { token: 't-1' } as never } });
  await waitFor(() => expect(location()).toBe('/Members/login'), { timeout: 8000 });
});
