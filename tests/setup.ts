import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearFaults, resetDb, server } from '../src/mocks/node';
import { unmountOverlays } from './support/overlays';
import { endTest } from './support/test-end';

// The antd-mobile React 19 adapter is installed by the overlays module itself (src/ui).

// antd-mobile's overlays (Dialog, Toast, Popup, Mask) animate in and out with react-spring. jsdom
// paints nothing, and an animation of a few hundred ms took longer than a test's wait on a busy
// machine: they jump to their end here (the end-to-end suite sees them run).
Globals.assign({ skipAnimation: true });

// How long findBy* and waitFor look before they give up: a ceiling, not a wait (they return as soon
// as what they look for is there). A test's first screen is a lazy chunk that Vitest compiles on
// first use, and on a busy 2-core machine that alone took more than Testing Library's 1 s default,
// and more than 5 s at load 10-15 (five tests of unit run 3 of issue 28, the end-to-end suite and a
// second one beside it: the landings' first pictures, the toast's overlay module).
export const WAIT_CEILING_MS = 10_000;
configure({ asyncUtilTimeout: WAIT_CEILING_MS });
// And Vitest's own vi.waitFor, the same ceiling: its default of 1 s failed early.test's catalogue
// (a store that reached 'succeeded' in a little over a second, on a 2-core machine running the
// end-to-end suite beside it; issue 28). A test's own timeout still wins.
const waitForWithin = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitForWithin(
    callback,
    typeof options === 'number' ? options : { timeout: WAIT_CEILING_MS, ...options },
  )) as typeof vi.waitFor;

/**
 * A page to test in: jsdom's. The build's own plugins (tests/build, `@vitest-environment node`)
 * are tested in Node, where there is none, so the page's stand-ins and clean-up below skip them.
 */
const page = typeof window !== 'undefined';

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
if (page) {
  Element.prototype.scrollIntoView = vi.fn();
  // The home banner's carousel scrolls its track to a slide.
  Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
  // antd-mobile's picker wheel captures the pointer on every tap.
  Element.prototype.setPointerCapture = vi.fn();
  Element.prototype.releasePointerCapture = vi.fn();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!page) return;
  // The app loads this chunk alongside a data call's first use; compiled once here, so that the
  // first compile stays out of tests that count time with fake timers.
  await import('../src/data/reply-schemas');
  // The request helper loads axios with its first call: the same.
  await import('axios');
  // And the feedback module loads antd-mobile's toasts and dialogs with the first one: compiling
  // them inside a test took more than its 5 s wait for the first dialog on a busy machine.
  await import('../src/ui/antd-overlays');
});
/**
 * The sandbox's requests still being answered. A test's request that had not arrived when it ended
 * was answered by the next test's handlers, and counted there (trail.test's quotes: two calls for
 * one, in a shuffled run on a busy machine): each test waits for its own to be answered first.
 * Counted from each test's start, as a test may drop every listener of the sandbox's events.
 */
let inFlight = 0;
let settled: (() => void) | null = null;
const started = () => {
  inFlight += 1;
};
const ended = () => {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) settled?.();
};
beforeEach(() => {
  inFlight = 0;
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});

/** Until the requests in flight are answered, or `ceiling` ms (a test's never-answered request). */
function requestsSettled(ceiling: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ceiling);
    function done() {
      clearTimeout(timer);
      settled = null;
      resolve();
    }
    settled = done;
  });
}

// Each test starts from the same page, clock, sandbox and storage, whatever the test before it
// left behind (a failed test included), so that no test passes or fails by the order it runs in.
afterEach(async () => {
  cleanup();
  // The test's stores stop: a saga waiting (a trial's trailing quote) sends nothing into the next.
  endTest();
  if (page) unmountOverlays();
  vi.useRealTimers();
  await requestsSettled(1000);
  server.resetHandlers();
  clearFaults();
  await resetDb();
  // The sales trail's queue is module state: a test's unsent events (a screen event queued for
  // the flush after 2 s) were found in the next test's trail in a shuffled run, twice over.
  const trace = await import('../src/data/trace');
  if (typeof trace.discardTrace === 'function') trace.discardTrace();
  if (page) {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());
