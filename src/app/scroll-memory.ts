import { useEffect } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

/**
 * Back and forward return to where the visitor was on that page (a long catalogue above all); a new
 * page starts at the top. Positions live in memory per history entry; the browser's own restoration
 * is switched off because it runs before a lazily loaded screen has its content.
 */
const positions = new Map<string, number>();
const MAX_FRAMES = 30;

export function useScrollMemory(location: Location, navigationType: NavigationType): void {
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });

    let frame = 0;
    const target = navigationType === 'POP' ? (positions.get(key) ?? 0) : 0;
    // Wait until the page is tall enough to hold the position (its content may still be loading).
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || frame >= MAX_FRAMES) {
        window.scrollTo(0, target);
        return;
      }
      frame += 1;
      handle = requestAnimationFrame(restore);
    };
    let handle = requestAnimationFrame(restore);

    return () => {
      cancelAnimationFrame(handle);
      window.removeEventListener('scroll', save);
    };
  }, [location.key, navigationType]);
}
