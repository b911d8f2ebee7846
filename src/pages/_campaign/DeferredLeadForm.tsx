import { useEffect } from 'react';
import { COPY } from '../../config/copy';
import { useNearLoad } from '../../ui/use-near-load';
import type { LeadFormProps } from './LeadForm';
import styles from './Campaign.module.css';

const leadForm = () => import('./LeadForm');

/** Anchors whose first field a call to action asked to focus before the form had loaded. */
const focusWhenLoaded = new Set<string>();

function focusFirstField(anchorId: string): boolean {
  const field = document.getElementById(anchorId)?.querySelector<HTMLInputElement>('input');
  field?.focus({ preventScroll: true });
  return !!field;
}

/** A sticky call to action's way to the form (and its first field, once it is there). */
export function scrollToForm(anchorId: string): void {
  document.getElementById(anchorId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!focusFirstField(anchorId)) focusWhenLoaded.add(anchorId);
}

/**
 * A landing's lead form, further down the page than the first screen: its code (the form, the SMS
 * fields, the region picker's loader, about 5 kB gzip) loads once its place comes within a
 * screen's height of the viewport or a call to action leads there, so a visitor who only looks
 * at the offer never fetches it. Its place shows the form's title meanwhile, under the same
 * anchor, so the call to action scrolls to it either way.
 */
export function DeferredLeadForm(props: LeadFormProps) {
  const { ref, loaded, failed, loading, retry } = useNearLoad(leadForm);
  const { anchorId } = props;

  useEffect(() => {
    if (loaded && anchorId && focusWhenLoaded.delete(anchorId)) focusFirstField(anchorId);
  }, [loaded, anchorId]);

  if (loaded) return <loaded.LeadForm {...props} />;
  return (
    <section
      ref={ref}
      className={`${styles.section} ${styles.leadPending}`}
      id={anchorId}
      data-testid="lead-form-place"
    >
      <h2 className={styles.heading}>{props.title}</h2>
      {failed ? (
        <button type="button" className={styles.leadRetry} onClick={retry}>
          {COPY.common.loadFailedTapRetry}
        </button>
      ) : (
        <p className={styles.muted} aria-busy={loading}>
          {COPY.common.loading}
        </p>
      )}
    </section>
  );
}
