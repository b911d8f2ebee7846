import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { beginTrace, traceEvent } from '../../data/trace';

/** Records the screen in the purchase's trail (starting the trail on the first funnel screen). */
export function useTraceScreen(productId: number | null, start = false): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (productId === null) return;
    if (start) beginTrace(productId);
    traceEvent('screen', pathname);
  }, [pathname, productId, start]);
}
