import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearFaults, resetDb, server } from '../src/mocks/node';

// The antd-mobile React 19 adapter is installed by the overlays module itself (src/ui).

// jsdom lacks these; antd-mobile InfiniteScroll, Image lazy and pickers need them.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
Element.prototype.scrollIntoView = vi.fn();
// The home banner's carousel scrolls its track to a slide.
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
// antd-mobile's picker wheel captures the pointer on every tap.
Element.prototype.setPointerCapture = vi.fn();
Element.prototype.releasePointerCapture = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads this chunk alongside a data call's first use; compiled once here, so that the
  // first compile stays out of tests that count time with fake timers.
  await import('../src/data/reply-schemas');
  // The request helper loads axios with its first call: the same.
  await import('axios');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearFaults();
  void resetDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
