import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// Whether start-up asks for axios ahead of the first call: the request helper's loader, watched.
vi.mock('../../src/api/request', async (original) => ({
  ...(await original<typeof import('../../src/api/request')>()),
  preloadTransport: vi.fn(),
}));
vi.mock('../../src/ui/feedback', () => ({
  feedback: { toast: vi.fn(), info: vi.fn(), fail: vi.fn(), success: vi.fn() },
  toast: { show: vi.fn(), info: vi.fn(), fail: vi.fn(), success: vi.fn(), notify: vi.fn() },
}));
import { preloadTransport } from '../../src/api/request';
import { startApp } from '../../src/app/start';

const preloads = vi.mocked(preloadTransport);

beforeEach(() => preloads.mockClear());
afterEach(() => {
  delete window.__earlyApi;
  window.history.replaceState(null, '', '/');
});

test('a deep link whose data index.html did not ask for loads axios with the screen', () => {
  window.history.replaceState(null, '', '/mine/orders');
  startApp(window);
  expect(preloads).toHaveBeenCalledTimes(1);
});

test('the catalogue and a product link, whose first data index.html asked for, do not', () => {
  window.history.replaceState(null, '', '/Home');
  startApp(window);
  window.history.replaceState(null, '', '/ProductNew.html?id=101');
  window.__earlyApi = {};
  startApp(window);
  expect(preloads).not.toHaveBeenCalled();
});

test('the first navigation loads it alongside the next screen, once', () => {
  window.history.replaceState(null, '', '/ProductNew.html?id=101');
  window.__earlyApi = {};
  const { history } = startApp(window);
  expect(preloads).not.toHaveBeenCalled();
  history.push('/ProductNew/trail?id=101');
  expect(preloads).toHaveBeenCalledTimes(1);
  history.push('/ProductNew/Insured?id=101');
  expect(preloads).toHaveBeenCalledTimes(1);
});
