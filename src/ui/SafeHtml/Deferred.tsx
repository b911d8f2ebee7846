import { useEffect, useState } from 'react';
import { COPY } from '../../config/copy';
import { useInView } from '../use-in-view';
import type { SafeHtml as Loaded } from './index';
import styles from './SafeHtml.module.css';

type Props = Parameters<typeof Loaded>[0];

/**
 * SafeHtml for server HTML further down a screen (a product's rich content): the sanitiser
 * (DOMPurify, about 12 kB gzip) loads once the section comes within a screen's height of the
 * viewport, so a first visit that never scrolls that far never fetches it. Until then, and while it
 * loads, the place says so; a failed load can be tried again.
 */
export function DeferredSafeHtml(props: Props) {
  const [ref, near] = useInView<HTMLDivElement>('100% 0px');
  const [View, setView] = useState<typeof Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near || View) return;
    let live = true;
    import('./index').then(
      (module) => {
        if (live) setView(() => module.SafeHtml);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [near, View, attempt]);

  if (View) return <View {...props} />;
  if (failed) {
    return (
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        {COPY.common.loadFailedTapRetry}
      </button>
    );
  }
  return (
    <div ref={ref} className={styles.pending} aria-busy="true">
      {COPY.common.loading}
    </div>
  );
}
