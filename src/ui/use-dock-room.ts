import { useLayoutEffect, type RefObject } from 'react';

/**
 * The room a bar fixed at the bottom of the screen takes (the funnel's footer), told to the page
 * as `--dock-room` on the root, so the page keeps that much room below its last line. The bar's
 * height is not fixed: a phone's or the messaging app's large-text setting grows its words (the
 * layout's lengths stay), and its actions then take a second row that covered the page's last
 * lines at 200% text.
 */
export function useDockRoom(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const tell = () => root.style.setProperty('--dock-room', `${element.offsetHeight}px`);
    tell();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tell);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--dock-room');
    };
  }, [bar]);
}
