import { useEffect } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

/**
 * Back and forward return to where the visitor was on that page (a long catalogue, a product's
 * documents further down); a new page starts at the top. Positions live in memory per history
 * entry; the browser's own restoration is switched off because it runs before a lazily loaded
 * screen has its content.
 *
 * A page's position is taken as it is left (`noteLeaving`, which the app's history calls before
 * the router hears of a navigation: app/html-history.ts), and scrolling is recorded only once the
 * next page has been restored: the scroll events in between (the browser clamping the position to
 * a shorter screen, a skeleton) are not where the visitor was.
 */
const positions = new Map<string, number>();
/** The entry whose scrolling is recorded: none from leaving a page until the next is restored. */
let current: string | null = null;
/** How long a restoration waits for the page to be tall enough (its content may still load). */
const MAX_WAIT_MS = 3000;
/** The visitor's own scrolling ends a restoration still waiting. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

function record() {
  if (current !== null) positions.set(current, window.scrollY);
}

export function noteLeaving(): void {
  record();
  current = null;
}

export function useScrollMemory(location: Location, navigationType: NavigationType): void {
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useEffect(() => {
    const key = location.key;
    const target = navigationType === 'POP' ? (positions.get(key) ?? 0) : 0;
    const started = performance.now();
    let handle = 0;
    const restored = () => {
      cancelAnimationFrame(handle);
      for (const type of OWN_SCROLL) window.removeEventListener(type, restored);
      current = key;
    };
    // Wait until the page is tall enough to hold the position (its content may still be loading).
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || performance.now() - started >= MAX_WAIT_MS) {
        window.scrollTo(0, target);
        restored();
        return;
      }
      handle = requestAnimationFrame(restore);
    };
    for (const type of OWN_SCROLL) window.addEventListener(type, restored, { passive: true });
    handle = requestAnimationFrame(restore);

    return () => {
      cancelAnimationFrame(handle);
      for (const type of OWN_SCROLL) window.removeEventListener(type, restored);
    };
  }, [location.key, navigationType]);
}
