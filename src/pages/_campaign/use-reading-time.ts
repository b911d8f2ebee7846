import { useEffect } from 'react';
import { trackEvent } from '../../lib/stats-event';

/**
 * Reading time of an article as a statistics event (article id, seconds; nothing else): the time
 * the page was visible, sent when the visitor leaves it, hides it or switches away (then counted
 * afresh on return).
 */
export function useReadingTime(articleId: number | null): void {
  useEffect(() => {
    if (articleId === null) return;
    let since: number | null = document.visibilityState === 'hidden' ? null : Date.now();
    let total = 0;
    const pause = () => {
      if (since !== null) total += Date.now() - since;
      since = null;
    };
    const flush = () => {
      pause();
      const seconds = Math.round(total / 1000);
      total = 0;
      if (seconds >= 1) trackEvent({ type: 'reading', articleId, seconds });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      else since = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [articleId]);
}
