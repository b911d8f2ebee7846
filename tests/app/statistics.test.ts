import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  injectStatistics,
  resetPageViews,
  scheduleStatistics,
  trackPageView,
} from '../../src/app/statistics';

beforeEach(() => {
  window._czc = [];
  resetPageViews();
  document.getElementById('statistics-script')?.remove();
});
afterEach(() => vi.useRealTimers());

test('the script is injected 500 ms after the load event, with the site id', () => {
  vi.useFakeTimers();
  scheduleStatistics(window);
  // jsdom's document is already complete, so the 500 ms start now.
  vi.advanceTimersByTime(499);
  expect(document.getElementById('statistics-script')).toBeNull();
  vi.advanceTimersByTime(1);
  const script = document.getElementById('statistics-script') as HTMLScriptElement;
  expect(script.src).toContain('1277688561');
  expect(script.async).toBe(true);
  expect(window._czc).toContainEqual(['_setAccount', '1277688561']);
});

test('it is injected once', () => {
  injectStatistics(document);
  injectStatistics(document);
  expect(document.querySelectorAll('#statistics-script')).toHaveLength(1);
});

test('page views are queued on every route change, with the previous path as referrer', () => {
  trackPageView('/Home');
  trackPageView('/Home');
  trackPageView('/Product');
  expect(window._czc).toEqual([
    ['_trackPageview', '/Home', ''],
    ['_trackPageview', '/Product', '/Home'],
  ]);
});
