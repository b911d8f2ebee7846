import * as v from 'valibot';

/**
 * Field reports (issue 26, docs/api.md "Field reports", ASSUMED): Core Web Vitals and errors from
 * real visits, POSTed by the field reporter (app/field) as text/plain JSON, and read back for QA
 * (/Test). The shapes are these schemas'. What a receiver must also hold every report to (closed
 * objects, no text that looks personal, the lengths) is the sandbox's check of them
 * (mocks/field.ts): the schemas here use only what the first visit's valibot already carries,
 * since valibot is one module of the shell (docs/decisions.md, "Reply schemas").
 */

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const PAGE_KINDS = [
  'home',
  'product',
  'trial',
  'purchase',
  'campaign',
  'service',
  'gift',
  'plan',
  'policy',
  'account',
  'doc',
  'part',
  'other',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const DEVICE_CLASSES = ['iphone', 'ipad', 'android', 'other-mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** How the page view began (web-vitals' `navigationType`). */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** What every report says of its page view. */
const Tags = {
  /** The build (`0.1.0+abc1234`). */
  version: v.string(),
  /** A random id of this page view (one document), new for each: it links its reports, no more. */
  view: v.string(),
  device: v.picklist(DEVICE_CLASSES),
  /** Inside the messaging app's browser. */
  wechat: v.boolean(),
};

/** ms; CLS unitless. */
const MetricSchema = v.object({ value: v.number(), rating: v.picklist(RATINGS) });

/** POST /rest/api/field/vitals: one page view's vitals, once, as the page is first hidden. */
export const VitalsReportSchema = v.object({
  ...Tags,
  /** The route's pattern the page view was opened on (`/Active/Articles/:id`; INP and CLS cover the whole view). */
  route: v.string(),
  page: v.picklist(PAGE_KINDS),
  navigation: v.picklist(NAVIGATION_TYPES),
  metrics: v.object({
    LCP: v.optional(MetricSchema),
    INP: v.optional(MetricSchema),
    CLS: v.optional(MetricSchema),
    FCP: v.optional(MetricSchema),
    TTFB: v.optional(MetricSchema),
  }),
});
export type VitalsReport = v.InferOutput<typeof VitalsReportSchema>;

/** Where and when: the route's pattern at the time, its kind, ms since the page view began. */
const Where = { route: v.string(), page: v.picklist(PAGE_KINDS), t: v.number() };

/** A message made safe, and where its stack was: `/assets/<file>.js:line:col` (five at most). */
const Thrown = { name: v.string(), message: v.string(), frames: v.array(v.string()) };

export const ErrorEntrySchema = v.union([
  /** An uncaught error (`window`), one a screen's error boundary caught (`render`), or React's. */
  v.object({
    kind: v.literal('error'),
    ...Where,
    source: v.picklist(['window', 'render', 'react']),
    ...Thrown,
  }),
  v.object({ kind: v.literal('rejection'), ...Where, ...Thrown }),
  /** A script or stylesheet chunk that did not load: its file, or the screen's route. */
  v.object({
    kind: v.literal('chunk'),
    ...Where,
    file: v.string(),
    reason: v.picklist(['error', 'timeout', 'missing', 'style']),
  }),
  /** An error the request helper raised: how it failed, the HTTP status, the path's pattern. */
  v.object({
    kind: v.literal('request'),
    ...Where,
    reason: v.picklist(['http', 'network', 'timeout', 'malformed']),
    status: v.nullish(v.number(), null),
    path: v.string(),
  }),
]);
export type ErrorEntry = v.InferOutput<typeof ErrorEntrySchema>;

/** POST /rest/api/field/errors: up to 10 errors of one page view. */
export const ErrorReportSchema = v.object({
  ...Tags,
  errors: v.array(ErrorEntrySchema),
  /** Errors the rate limit kept back since the last report. */
  dropped: v.number(),
});
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;

/** GET /rest/api/field/vitals (QA): the last 50 received, newest first. */
export const ReceivedVitalsSchema = v.array(
  v.object({ receivedAt: v.string(), report: VitalsReportSchema }),
);
export type ReceivedVitals = v.InferOutput<typeof ReceivedVitalsSchema>;

/** GET /rest/api/field/errors (QA): the last 50 errors received, each with its report's tags. */
export const ReceivedErrorsSchema = v.array(
  v.object({ receivedAt: v.string(), ...Tags, error: ErrorEntrySchema }),
);
export type ReceivedErrors = v.InferOutput<typeof ReceivedErrorsSchema>;
