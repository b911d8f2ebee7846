import type { Metric } from 'web-vitals';
import { PATHS } from '../../api/paths';
import { RequestError } from '../../api/request';
import { apiOrigin, BUILD_VERSION, usingSandbox } from '../../config/env';
import { FIELD_REPORTS } from '../../config/site-field';
import type {
  ErrorEntry,
  ErrorReport,
  MetricName,
  PageKind,
  VitalsReport,
} from '../../data/field-types';
import type { Device } from '../../lib/user-agent';
import { device as thisDevice, entryUrl } from '../device';
import { ChunkLoadError, chunkUrlOf } from '../lazy-screen';
import type { FieldEvent, FieldSink, Noted } from './early';
import { ErrorGate, type GateLimits } from './gate';
import { addressShape, errorName, scrubText, stackFrames } from './scrub';
import { sendReport, type SentBy } from './send';
import { deviceClassOf, pageKindOf, routePatternOf } from './tags';

/**
 * The field reporter (issue 26; docs/decisions.md, "Field data"), loaded by ./early.ts after the
 * page's load. For every page view (one document; a page restored from the back-forward cache is
 * a new one):
 *
 * - Errors: each made safe (./scrub.ts), reported once, rate-limited (./gate.ts), gathered for a
 *   few seconds into one report of at most ten, sent at once when the page is hidden or closed.
 * - Vitals, for a sampled page view only (FIELD_REPORTS.vitalsSampleRate; every view in the
 *   sandbox; none in a browser driven by automation outside it): LCP, INP, CLS, FCP and TTFB as
 *   web-vitals measures them, loaded only then, sent once, when the page is first hidden or closed.
 *
 * Both leave by beacon (./send.ts) for the API's origin, tagged with the route's pattern, the kind
 * of page, the class of device, the messaging app and the build.
 */

export interface ReporterOptions {
  /** The address the page view was opened on (its route tags the vitals). */
  landing: string;
  device: Device;
  version: string;
  /** The API's origin ('' for the page's own: the sandbox). */
  apiOrigin: string;
  sandbox: boolean;
  /** A browser driven by automation (`navigator.webdriver`). */
  automated: boolean;
  sampleRate: number;
  limits: GateLimits & { errorFlushMs: number; errorsPerReport: number };
  random: () => number;
  now: () => number;
  send: (url: string, body: string) => SentBy;
  /** Starts measuring; calls back with each metric as web-vitals reports it. */
  watchVitals: (report: (metric: Metric) => void) => Promise<void>;
}

export async function watchWebVitals(report: (metric: Metric) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
}

export function defaultOptions(win: Window): ReporterOptions {
  return {
    landing: entryUrl ? new URL(entryUrl).pathname : win.location.pathname,
    device: thisDevice,
    version: BUILD_VERSION,
    apiOrigin: apiOrigin(win.location.hostname),
    sandbox: usingSandbox(win.location.hostname),
    automated: win.navigator.webdriver === true,
    sampleRate: FIELD_REPORTS.vitalsSampleRate,
    limits: FIELD_REPORTS,
    random: Math.random,
    now: () => Date.now(),
    send: (url, body) => sendReport(url, body),
    watchVitals: watchWebVitals,
  };
}

/** Whether a page view's vitals are measured: all in the sandbox, none by automation, else sampled. */
export function sampled(
  options: Pick<ReporterOptions, 'sandbox' | 'automated' | 'sampleRate' | 'random'>,
): boolean {
  if (options.sandbox) return true;
  if (options.automated) return false;
  return options.random() < options.sampleRate;
}

interface Where {
  route: string;
  page: PageKind;
  t: number;
}

function chunkReason(message: string): Extract<ErrorEntry, { kind: 'chunk' }>['reason'] {
  if (/css/i.test(message)) return 'style';
  const type = /\((missing|timeout|error): /.exec(message)?.[1];
  return type === 'missing' || type === 'timeout' ? type : 'error';
}

/** A noted event as its report entry, or null when it is reported another way. */
export function entryOf(event: FieldEvent, where: Where, origin: string): ErrorEntry | null {
  switch (event.kind) {
    case 'error':
    case 'rejection': {
      const error = event.kind === 'error' ? event.error : event.reason;
      // The request helper's own errors are reported as such, by its hook.
      if (error instanceof RequestError) return null;
      if (error instanceof ChunkLoadError) return entryOf({ kind: 'chunk', error }, where, origin);
      const message =
        error instanceof Error
          ? error.message
          : event.kind === 'error'
            ? event.message
            : String(error);
      const common = {
        ...where,
        name: errorName(error),
        message: scrubText(message, origin),
        frames: error instanceof Error ? stackFrames(error.stack, origin) : [],
      };
      return event.kind === 'error'
        ? { kind: 'error', source: event.source, ...common }
        : { kind: 'rejection', ...common };
    }
    case 'chunk': {
      const message = event.error instanceof Error ? event.error.message : String(event.error);
      // The file that failed, else the screen whose chunk it was (a timeout names only that).
      const url = chunkUrlOf(event.error).replace(/[)\].,;]+$/, '');
      const named = /chunk (\S+) failed/.exec(message)?.[1];
      const file =
        url !== 'unknown' ? addressShape(url, origin) : named ? addressShape(named, origin) : url;
      return {
        kind: 'chunk',
        ...where,
        file: scrubText(file, origin, 160),
        reason: chunkReason(message),
      };
    }
    case 'request': {
      const { error } = event;
      return {
        kind: 'request',
        ...where,
        reason: error.kind,
        status: error.status ?? null,
        path: addressShape(error.path, origin),
      };
    }
  }
}

function keyOf(entry: ErrorEntry): string {
  switch (entry.kind) {
    case 'error':
    case 'rejection':
      return [entry.kind, entry.route, entry.name, entry.message, entry.frames[0] ?? ''].join('|');
    case 'chunk':
      return ['chunk', entry.route, entry.file, entry.reason].join('|');
    case 'request':
      return ['request', entry.route, entry.reason, entry.status, entry.path].join('|');
  }
}

/**
 * A page view's id: sixteen random letters. No digits, so that no id can be taken for a number
 * (or look like one to a sweep for personal data).
 */
export function viewId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

const round = (metric: Metric) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

export function startReporter(
  win: Window = window,
  options: ReporterOptions = defaultOptions(win),
): FieldSink {
  const { limits } = options;
  const pageOrigin = win.location.origin;
  const urlOf = (path: string) => new URL(options.apiOrigin + path, win.location.href).href;
  const device = deviceClassOf(options.device);
  const landingRoute = routePatternOf(options.landing);

  let view = viewId();
  let gate = new ErrorGate(limits, options.now);
  let queue: ErrorEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let metrics: Partial<Record<MetricName, { value: number; rating: Metric['rating'] }>> = {};
  let navigation: Metric['navigationType'] = 'navigate';
  let vitalsSent = false;

  const tags = () => ({ version: options.version, view, device, wechat: options.device.wechat });

  const flushErrors = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const errors = queue.slice(0, limits.errorsPerReport);
      queue = queue.slice(errors.length);
      const report: ErrorReport = { ...tags(), errors, dropped: gate.takeHeld() };
      options.send(urlOf(PATHS.fieldErrors), JSON.stringify(report));
    }
  };

  const flushVitals = () => {
    if (vitalsSent || Object.keys(metrics).length === 0) return;
    vitalsSent = true;
    const report: VitalsReport = {
      ...tags(),
      route: landingRoute,
      page: pageKindOf(landingRoute),
      navigation,
      metrics,
    };
    options.send(urlOf(PATHS.fieldVitals), JSON.stringify(report));
  };

  const flushAll = () => {
    flushErrors();
    flushVitals();
  };

  // After web-vitals' own listener (it listens on the window, capturing): its last values of INP
  // and CLS are in by the time this runs.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flushAll();
  });
  win.addEventListener('pagehide', flushAll);
  // A page shown again from the back-forward cache is a new page view (web-vitals measures it
  // afresh); what the old one had left was sent as it was hidden.
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    view = viewId();
    gate = new ErrorGate(limits, options.now);
    metrics = {};
    vitalsSent = false;
  });

  if (sampled(options)) {
    options
      .watchVitals((metric) => {
        metrics = { ...metrics, [metric.name]: { value: round(metric), rating: metric.rating } };
        navigation = metric.navigationType;
      })
      .catch(() => {
        // Its chunk did not load: no vitals for this page view (the failure is reported).
      });
  }

  return ({ event, pathname, t }: Noted) => {
    try {
      const route = routePatternOf(pathname);
      const entry = entryOf(event, { route, page: pageKindOf(route), t }, pageOrigin);
      if (!entry || !gate.admit(keyOf(entry))) return;
      queue.push(entry);
      if (win.document.visibilityState === 'hidden') flushErrors();
      else timer ??= setTimeout(flushErrors, limits.errorFlushMs);
    } catch {
      // A report must never become an error of its own.
    }
  };
}
