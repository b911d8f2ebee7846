import { COPY } from '../../config/copy';
import { useNearLoad } from '../use-near-load';
import type { SafeHtml as Loaded } from './index';
import styles from './SafeHtml.module.css';

type Props = Parameters<typeof Loaded>[0];

const sanitiser = () => import('./index');

/**
 * SafeHtml for server HTML further down a screen (a product's rich content): the sanitiser
 * (DOMPurify, about 12 kB gzip) loads once the section comes within a screen's height of the
 * viewport, so a first visit that never scrolls that far never fetches it. Until then, and while it
 * loads, the place says so; a failed load can be tried again.
 */
export function DeferredSafeHtml(props: Props) {
  const { ref, loaded, failed, loading, retry } = useNearLoad(sanitiser);
  if (loaded) return <loaded.SafeHtml {...props} />;
  if (failed) {
    return (
      <button type="button" className={styles.retry} onClick={retry}>
        {COPY.common.loadFailedTapRetry}
      </button>
    );
  }
  return (
    <div ref={ref} className={styles.pending} aria-busy={loading}>
      {COPY.common.loading}
    </div>
  );
}
