import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY } from '../../config/copy';
import { useNearLoad } from '../../ui/use-near-load';
import type { LeadFormProps } from './LeadForm';
import styles from './Campaign.module.css';

const leadForm = () => import('./LeadForm');

/** Told to a form's place when a call to action leads to it before its code has loaded. */
const WANTED = 'leadform:wanted';

function focusFirstField(anchorId: string): void {
  document
    .getElementById(anchorId)
    ?.querySelector<HTMLInputElement>('input')
    ?.focus({ preventScroll: true });
}

function scrollToAnchor(anchorId: string): void {
  document.getElementById(anchorId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A sticky call to action's way to the form and its first field. A form whose code has not loaded
 * yet is asked for first, and the page scrolls once it is there: the form is taller than its place,
 * and a scroll aimed at the place would end beside the form.
 */
export function scrollToForm(anchorId: string): void {
  const anchor = document.getElementById(anchorId);
  if (anchor?.dataset.pending !== undefined) {
    anchor.dispatchEvent(new CustomEvent(WANTED));
    return;
  }
  scrollToAnchor(anchorId);
  focusFirstField(anchorId);
}

/**
 * A landing's lead form, further down the page than the first screen: its code (the form, the SMS
 * fields, the region picker's loader, about 5 kB gzip) loads once its place comes within a
 * screen's height of the viewport or a call to action leads there, so a visitor who only looks
 * at the offer never fetches it. Its place shows the form's title meanwhile, under the same
 * anchor.
 */
export function DeferredLeadForm(props: LeadFormProps) {
  const { ref, loaded, failed, loading, load, retry } = useNearLoad(leadForm);
  const { anchorId } = props;
  const [place, setPlace] = useState<HTMLElement | null>(null);
  /** A call to action led here before the code had loaded. */
  const wanted = useRef(false);
  const placeRef = useCallback(
    (node: HTMLElement | null) => {
      ref(node);
      setPlace(node);
    },
    [ref],
  );

  useEffect(() => {
    if (!place) return;
    const want = () => {
      wanted.current = true;
      if (failed) retry();
      else load();
    };
    place.addEventListener(WANTED, want);
    return () => place.removeEventListener(WANTED, want);
  }, [place, load, failed, retry]);

  // Led here by a call to action: to the form once it is there, or to its retry if it failed.
  useEffect(() => {
    if (!wanted.current || !anchorId || !(loaded || failed)) return;
    wanted.current = false;
    scrollToAnchor(anchorId);
    if (loaded) focusFirstField(anchorId);
  }, [loaded, failed, anchorId]);

  if (loaded) return <loaded.LeadForm {...props} />;
  return (
    <section
      ref={placeRef}
      className={`${styles.section} ${styles.leadPending}`}
      id={anchorId}
      data-pending=""
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
