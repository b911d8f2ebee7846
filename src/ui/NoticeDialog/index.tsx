import { useId, useRef } from 'react';
import { COPY } from '../../config/copy';
import { useModal } from '../use-modal';
import styles from './NoticeDialog.module.css';

interface Props {
  open: boolean;
  /** The notice's words (plain text). */
  content: string;
  onClose: () => void;
}

/**
 * A notice shown on arrival (the purchase's entry notice): its words and 知道了, as the site's
 * dialogs look (ui/feedback's showDialog), without their animation library. antd-mobile's Dialog
 * brings about 33 kB (gzip) with it, which a screen that shows a notice as it opens (the insured
 * form, the gift landing) would otherwise fetch on its first visit. Focus, Esc and the page's
 * scroll are ui/use-modal's; no history entry (browsers skip one pushed without a tap).
 */
export function NoticeDialog({ open, content, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const contentId = useId();
  useModal(open, panel, onClose);
  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-describedby={contentId}
        tabIndex={-1}
      >
        <p id={contentId} className={styles.content}>
          {content}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {COPY.dialog.gotIt}
          </button>
        </div>
      </div>
    </div>
  );
}
