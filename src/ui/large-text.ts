import { LARGE_APP_FONT } from './elder-mode';

/**
 * Large text (issue 25, WCAG 1.4.4): the phone's or the messaging app's large-text setting makes
 * the browser draw every word larger than the page sets it (Android's text zoom, iOS's
 * `-webkit-text-size-adjust`), while the page's lengths stay. Boxes of fixed height sized for the
 * smaller type would cut the words, so while text is drawn large the root element carries
 * `data-large-text` and the screens lay out as 长辈模式 does (global.css and the screens' rules for
 * `:root:is([data-elder], [data-large-text])`): boxes grow with their words, lines wrap instead of
 * being cut with …, rows of actions take a second row. Only the layout: the type stays the visitor's.
 */
export const LARGE_TEXT_ATTRIBUTE = 'data-large-text';

/** How many times larger words are drawn, on the root element while text is large. */
export const TEXT_SCALE_PROPERTY = '--text-scale';

/** Drawn at least this many times the size the page sets, text counts as large (the app's 125%). */
export const LARGE_TEXT_SCALE = LARGE_APP_FONT / 100;

const PROBE_PX = 20;
const PROBE_WORDS = '字字字字字';

/** How many times the size the page sets the browser draws a probe's words. */
export function textScale(probe: HTMLElement): number {
  return probe.getBoundingClientRect().width / (PROBE_PX * PROBE_WORDS.length);
}

/**
 * Watches the size words are drawn at, from start-up on: a hidden probe of five characters at
 * 20 px, its width read again whenever it changes (the messaging app on iOS sets its font after the
 * page has loaded, and the visitor can change it on the page). Returns the stop.
 */
export function watchLargeText(doc: Document = document): () => void {
  const probe = doc.createElement('span');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:absolute;top:0;left:-9999px;visibility:hidden;pointer-events:none;white-space:nowrap;line-height:1;font-size:${PROBE_PX}px`;
  probe.textContent = PROBE_WORDS;
  doc.body.append(probe);
  const root = doc.documentElement;
  const check = () => {
    const scale = textScale(probe);
    const large = scale >= LARGE_TEXT_SCALE;
    root.toggleAttribute(LARGE_TEXT_ATTRIBUTE, large);
    // The scale itself, for a length that must follow the words' size (a CSS length in em does
    // not: the browser enlarges the words' size, not the lengths set from it).
    if (large) root.style.setProperty(TEXT_SCALE_PROPERTY, String(Math.round(scale * 100) / 100));
    else root.style.removeProperty(TEXT_SCALE_PROPERTY);
  };
  check();
  if (typeof ResizeObserver === 'undefined') return () => probe.remove();
  const observer = new ResizeObserver(check);
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
  };
}
