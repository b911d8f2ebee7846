/**
 * How a field report leaves: `navigator.sendBeacon` (the browser sends it even as the page goes
 * away), or where there is none or it refuses (over its size, a full queue), `fetch` with
 * `keepalive`, which outlives the page the same way. The body is JSON as text/plain: a simple
 * request, so a report to the API's origin needs no preflight and carries no token.
 */
export type SentBy = 'beacon' | 'keepalive' | 'none';

export function sendReport(
  url: string,
  body: string,
  nav: Pick<Navigator, 'sendBeacon'> | null = typeof navigator === 'undefined' ? null : navigator,
  send: typeof fetch | null = typeof fetch === 'undefined' ? null : fetch,
): SentBy {
  try {
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return 'beacon';
  } catch {
    // A beacon refused outright (a policy, an old WebView): the fetch below.
  }
  if (!send) return 'none';
  try {
    send(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
    return 'keepalive';
  } catch {
    return 'none';
  }
}
