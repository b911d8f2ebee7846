/**
 * Site settings of the field reports (issue 26; docs/decisions.md, "Field data"): Core Web Vitals
 * and errors from real visits, sent to the API (api/paths.ts `fieldVitals`, `fieldErrors`). A file
 * of its own beside site.ts, as the copy module's parts are: only the field reporter reads it, and
 * it loads after the page, so these settings are no part of the first visit.
 */
export const FIELD_REPORTS = {
  /**
   * The share of page views whose vitals are measured and sent (the web-vitals code loads only
   * for those). Outside the sandbox, never a browser driven by automation (benchmarks, test
   * suites): they are not visitors. The sandbox measures every page view, for QA on /Test.
   */
  vitalsSampleRate: 0.1,
  /** Errors wait this long for others to go with them; a hidden or closed page sends at once. */
  errorFlushMs: 3000,
  /** At most this many errors in one report. */
  errorsPerReport: 10,
  /** The rate limit of a page view's errors: a burst, then one more per interval... */
  errorBurst: 5,
  errorRefillMs: 10_000,
  /** ...and never more than this many from one page view. */
  errorsPerView: 20,
} as const;
