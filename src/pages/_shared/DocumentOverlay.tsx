import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_COPY } from '../../config/copy-product';
import type { ProductDocument } from '../../data/product/types';
import { traceEvent } from '../../data/trace';
import { useModal } from '../../ui/use-modal';
import { documentOf } from './document-entry';
import { OVER_KEY } from '../../ui/over-entry';
import { SafeHtml } from '../../ui/SafeHtml';
import sheetStyles from '../../ui/BottomSheet/BottomSheet.module.css';
import styles from './DocumentOverlay.module.css';

/**
 * A document read full screen; back (or 关闭) closes it. A server's document is its HTML (made
 * safe); the site's own legal documents are `children` (LegalDocumentText).
 */
export function DocumentOverlay({
  doc,
  onClose,
  children,
}: {
  doc: Pick<ProductDocument, 'title'> & Partial<Pick<ProductDocument, 'html'>>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useModal(true, panel, onClose);

  return (
    <div
      ref={panel}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className={styles.overlayHeader}>
        <h2 id={titleId} className={sheetStyles.title}>
          {doc.title}
        </h2>
        <button type="button" className={styles.overlayClose} onClick={onClose}>
          {PRODUCT_COPY.product.close}
        </button>
      </header>
      <div className={styles.overlayBody}>
        {doc.html !== undefined ? <SafeHtml html={doc.html} /> : children}
      </div>
    </div>
  );
}

/**
 * The documents opened full screen as a history entry of their own (the same URL with the key in
 * the history state), so the phone's back button closes them; each stay is in the trail with its
 * length, and the keys opened are handed to `onRead` for the screen to keep.
 */
export function useDocuments(initiallyRead: string[], onRead: (keys: string[]) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const openKey = documentOf(location.state);
  const [read, setRead] = useState<string[]>(initiallyRead);
  const opened = useRef<{ key: string; at: number } | null>(null);

  useEffect(() => {
    const current = opened.current;
    if (current && current.key !== openKey) {
      traceEvent('document-close', pathname, {
        target: current.key,
        durationMs: Date.now() - current.at,
      });
      opened.current = null;
    }
    if (openKey && !opened.current) {
      opened.current = { key: openKey, at: Date.now() };
      traceEvent('document-open', pathname, { target: openKey });
    }
  }, [openKey, pathname]);

  useEffect(() => {
    const ref = opened;
    return () => {
      const current = ref.current;
      if (!current) return;
      traceEvent('document-close', pathname, {
        target: current.key,
        durationMs: Date.now() - current.at,
      });
      ref.current = null;
    };
  }, [pathname]);

  const open = (key: string) => {
    const next = read.includes(key) ? read : [...read, key];
    onRead(next);
    setRead(next);
    // The screen's own state stays with it (a sheet the document was opened from, say); `over`
    // names the screen's entry, so Forward onto the document once that screen is spent (replaced
    // by a finished step) steps back over it (app/html-history.ts).
    const state: unknown = location.state;
    const kept = state && typeof state === 'object' ? state : {};
    navigate(location.pathname + location.search, {
      state: { ...kept, doc: key, [OVER_KEY]: location.key },
    });
  };
  const close = () => navigate(-1);

  return { openKey, read, open, close };
}
