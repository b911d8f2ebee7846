import { useCallback, useEffect, useState } from 'react';
import { useInView } from './use-in-view';

/**
 * A module a screen needs only further down (a sanitiser, a form): loaded once the element given
 * `ref` comes within `margin` of the viewport, or when `load` is called (a button that leads
 * there), so a first visit that never goes that far never fetches it. `importer` is a module-level
 * `() => import(...)`. A failed load is told by `failed` and tried again by `retry`.
 */
export function useNearLoad<T>(importer: () => Promise<T>, margin = '100% 0px') {
  const [ref, near] = useInView<HTMLElement>(margin);
  const [asked, setAsked] = useState(false);
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if ((!near && !asked) || loaded) return;
    let live = true;
    importer().then(
      (module) => {
        if (live) setLoaded(() => module);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [near, asked, loaded, attempt, importer]);

  const load = useCallback(() => setAsked(true), []);
  const retry = useCallback(() => {
    setFailed(false);
    setAsked(true);
    setAttempt((count) => count + 1);
  }, []);
  return {
    ref,
    loaded,
    failed,
    /** Asked for and on its way (not before: a place far down is not busy, only waiting). */
    loading: (near || asked) && !loaded && !failed,
    load,
    retry,
  };
}
