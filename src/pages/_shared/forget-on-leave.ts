import { useEffect, useRef } from 'react';
import { commonActions } from '../../data/common/slice';
import { useAppDispatch } from '../../data/hooks';

/** How many mounted screens show each record now. */
const shown = new Map<string, number>();

/**
 * Forgets a record (clears it from the store) once the visitor has left every screen that shows
 * it: a plan's key while on the plan, its sections and preview; an order's across the funnel's
 * screens of that order. Another screen of the same record taking over in the same navigation
 * mounts before the check runs, so the record is kept for it (no second load, no screen drawn
 * with it and then without). `key` null: nothing is held.
 */
export function useForgetOnLeave(key: string | null, forget: () => void): void {
  const latest = useRef(forget);
  useEffect(() => {
    latest.current = forget;
  });
  useEffect(() => {
    if (key === null) return;
    shown.set(key, (shown.get(key) ?? 0) + 1);
    return () => {
      const left = (shown.get(key) ?? 1) - 1;
      if (left > 0) shown.set(key, left);
      else shown.delete(key);
      // The next screen's effects run in the same flush as this cleanup: after them, not before.
      setTimeout(() => {
        if (!shown.has(key)) latest.current();
      }, 0);
    };
  }, [key]);
}

/**
 * An order's screens (its confirmation, payment, result, success): once the visitor has left them
 * all, its detail and its payment result leave the store.
 */
export function useForgetOrderOnLeave(orderId: string | null): void {
  const dispatch = useAppDispatch();
  useForgetOnLeave(orderId === null ? null : `order:${orderId}`, () => {
    if (orderId !== null) dispatch(commonActions.orderForgotten({ orderId }));
  });
}
