import { SITE } from '../config/site';
import { statsQueue } from '../lib/stats-event';

/**
 * CNZZ-style statistics (spec sections 1 and 9). The script is injected 500 ms after the load
 * event so it never competes with the first render; page views queue in `_czc` until it runs.
 * Only the path is recorded: query strings and form values never reach the statistics service.
 */

export function injectStatistics(doc: Document = document): void {
  if (doc.getElementById('statistics-script')) return;
  const script = doc.createElement('script');
  script.id = 'statistics-script';
  script.src = SITE.statistics.scriptUrl;
  script.async = true;
  script.onerror = () => console.warn('statistics script unavailable');
  doc.body.appendChild(script);
}

export function scheduleStatistics(win: Window = window): void {
  statsQueue(win).push(['_setAccount', SITE.statistics.siteId]);
  const inject = () =>
    win.setTimeout(() => injectStatistics(win.document), SITE.statistics.delayMs);
  if (win.document.readyState === 'complete') inject();
  else win.addEventListener('load', inject, { once: true });
}

let lastPath = '';

export function trackPageView(pathname: string, win: Window = window): void {
  if (pathname === lastPath) return;
  const referrer = lastPath;
  lastPath = pathname;
  statsQueue(win).push(['_trackPageview', pathname, referrer]);
}

export function resetPageViews(): void {
  lastPath = '';
}
