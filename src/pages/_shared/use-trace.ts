import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { beginTrace, traceEvent } from '../../data/trace';
import type { TraceSubject } from '../../data/trace-types';

/**
 * Records the screen in the trail of its subject (a product's purchase or gift claim, the
 * membership, a service), starting the trail on the first screen that asks for consent.
 */
export function useTraceScreen(subject: TraceSubject | null, start = false): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (subject === null) return;
    if (start) beginTrace(subject);
    traceEvent('screen', pathname);
  }, [pathname, subject, start]);
}
