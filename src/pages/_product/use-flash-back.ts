import { useState } from 'react';
import { readSession, writeSession } from '../../lib/storage';

/**
 * The retention sheet (flashBack): once per product per visit, leaving a detail screen through its
 * home button first reminds the visitor of the product's highlights. The sheet is a history entry of
 * its own while open (ui/history-layer): Back is 再看看, and 残忍离开 goes home in its place.
 */
export function useFlashBack(productId: number) {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const shownKey = `flashback:${productId}`;

  return {
    open: leaving !== null,
    /** Leaves by `leave`, or first shows the sheet when it has not been shown for this product. */
    request: (leave: () => void) => {
      if (readSession(shownKey)) {
        leave();
        return;
      }
      writeSession(shownKey, '1');
      setLeaving(() => leave);
    },
    stay: () => setLeaving(null),
    leave: () => {
      const go = leaving;
      setLeaving(null);
      go?.();
    },
  };
}
