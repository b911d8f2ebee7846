import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearFaults, resetDb, server } from '../src/mocks/node';
import { unmountOverlays } from './support/overlays';

// The antd-mobile React 19 adapter is installed by the overlays module itself (src/ui).

// antd-mobile's overlays (Dialog, Toast, Popup, Mask) animate in and out with react-spring. jsdom
// paints nothing, and an animation of a few hundred ms took longer than a test's wait on a busy
// machine: they jump to their end here (the end-to-end suite sees them run).
Globals.assign({ skipAnimation: true });

// How long findBy* and waitFor look before they give up: a ceiling, not a wait (they return as soon
// as what they look for is there). A test's first screen is a lazy chunk that Vitest compiles on
// first use, and on a busy 2-core machine that alone took more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

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
  // And the feedback module loads antd-mobile's toasts and dialogs with the first one: compiling
  // them inside a test took more than its 5 s wait for the first dialog on a busy machine.
  await import('../src/ui/antd-overlays');
});
// Each test starts from the same page, clock, sandbox and storage, whatever the test before it
// left behind (a failed test included), so that no test passes or fails by the order it runs in.
afterEach(async () => {
  cleanup();
  unmountOverlays();
  vi.useRealTimers();
  server.resetHandlers();
  clearFaults();
  await resetDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
