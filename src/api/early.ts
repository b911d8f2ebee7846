/**
 * The catalogue's first answers, asked for by index.html's inline script while the entry is still
 * downloading (docs/decisions.md, "The catalogue in the first round trip"). The request helper takes
 * each one at most once, in place of asking the server again, so there is still one path for every
 * call: the script only starts the request early.
 */

/** What the inline script keeps per request, under `window.__earlyApi[key]`. */
export interface EarlyEntry {
  /** `Date.now()` when the script sent it. */
  at: number;
  /** The `token` header it sent. */
  token: string;
  /** Settles with the HTTP status and body text; rejects on a lost network. */
  reply: Promise<{ status: number; text: string }>;
}

declare global {
  interface Window {
    __earlyApi?: Record<string, EarlyEntry | undefined>;
  }
}

/**
 * An early answer this old is not handed on: the visitor has been on the page for a while (a
 * retry, a return to home) and deserves today's catalogue.
 */
export const EARLY_MAX_AGE_MS = 30_000;

/** `path?a=1&b=2` with the defined parameters in key order: the inline script builds the same. */
export function earlyKey(
  path: string,
  params?: Record<string, string | number | boolean | undefined>,
): string {
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * The early answer of this GET, once: removed as it is taken, and skipped when it is stale or was
 * sent with another token (the visitor signed in or out since).
 */
export function takeEarly(
  key: string,
  token: string,
  now: number = Date.now(),
): EarlyEntry['reply'] | null {
  const store = typeof window === 'undefined' ? undefined : window.__earlyApi;
  const entry = store?.[key];
  if (!store || !entry) return null;
  delete store[key];
  if (now - entry.at > EARLY_MAX_AGE_MS || entry.token !== token) return null;
  return entry.reply;
}
