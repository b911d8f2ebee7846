import type { RequestError } from '../../api/request';

/**
 * Field reports (issue 26; docs/decisions.md, "Field data"): errors and Core Web Vitals from real
 * visits. This part is in the first visit, and small: it hears errors from the page's start and
 * keeps them, in memory and as they came, until the reporter (./reporter.ts, a chunk of its own)
 * has loaded: when the browser is idle after the page's load, or at once with the first error.
 * The reporter makes each report safe to send, and sends it.
 */
export type FieldEvent =
  | { kind: 'error'; error: unknown; message: string; source: 'window' | 'render' | 'react' }
  | { kind: 'rejection'; reason: unknown }
  | { kind: 'chunk'; error: unknown }
  | { kind: 'request'; error: RequestError };

/** An event with where (the address, made a pattern by the reporter) and when it happened. */
export interface Noted {
  event: FieldEvent;
  pathname: string;
  t: number;
}

export type FieldSink = (noted: Noted) => void;

/** Enough for a page that fails as it starts; a page that throws in a loop says no more. */
const EARLY_CAP = 20;

let sink: FieldSink | null = null;
let loading: Promise<void> | null = null;
let early: Noted[] = [];

/**
 * How long the page counts as being left after `beforeunload`, unless it is shown again first: a
 * navigation called off (a `tel:` link, say) leaves the page where it was.
 */
const LEAVING_MS = 3000;
let leavingSince: number | null = null;

/**
 * The browser is taking the page away (a typed address, Back to another document, a link out).
 * WebKit cancels the page's loads then while its scripts still run, and the page hears its chunk
 * imports and requests fail (found by the WebKit leg, issue 27): those are not the visitor's
 * failures, and are neither reported nor acted on.
 */
export function pageBeingLeft(win: Window = window): boolean {
  if (leavingSince === null) return false;
  if (win.performance.now() - leavingSince < LEAVING_MS) return true;
  leavingSince = null;
  return false;
}

/**
 * Loads the reporter, once. A failed load is not tried again in this page view (it could only
 * fail again, and its own failure would ask for it once more): what it would have sent is lost.
 */
export function startFieldReports(win: Window = window): Promise<void> {
  loading ??= import('./reporter').then(
    ({ startReporter }) => {
      sink = startReporter(win);
      const kept = early;
      early = [];
      for (const noted of kept) sink(noted);
    },
    () => {
      early = [];
    },
  );
  return loading;
}

export function noteField(event: FieldEvent, win: Window = window): void {
  if (pageBeingLeft(win)) return;
  const noted: Noted = {
    event,
    pathname: win.location.pathname,
    t: Math.max(0, Math.round(win.performance?.now() ?? 0)),
  };
  if (sink) {
    sink(noted);
    return;
  }
  if (early.length < EARLY_CAP) early.push(noted);
  void startFieldReports(win);
}

/**
 * Hears uncaught errors, unhandled rejections and chunks that failed to load (Vite's
 * `vite:preloadError`, dispatched for every dynamic import that fails) from now on, and loads the
 * reporter once the page has loaded and the browser is idle, so it costs the first paint nothing.
 */
export function watchField(win: Window = window): void {
  win.addEventListener('error', (event) =>
    noteField({ kind: 'error', error: event.error, message: event.message, source: 'window' }, win),
  );
  win.addEventListener('unhandledrejection', (event) =>
    noteField({ kind: 'rejection', reason: event.reason }, win),
  );
  win.addEventListener('vite:preloadError', (event) =>
    noteField({ kind: 'chunk', error: (event as Event & { payload?: unknown }).payload }, win),
  );
  win.addEventListener('beforeunload', () => {
    leavingSince = win.performance.now();
  });
  win.addEventListener('pageshow', () => {
    leavingSince = null;
  });
  const idle = () => {
    const start = () => void startFieldReports(win);
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(start, { timeout: 2000 });
    else win.setTimeout(start, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Tests only: forget the reporter and what was kept. */
export function resetFieldReports(): void {
  sink = null;
  loading = null;
  early = [];
  leavingSince = null;
}
