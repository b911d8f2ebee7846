import { useId, useRef, type ReactNode } from 'react';
import { useModal } from '../use-modal';
import styles from './BottomSheet.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /**
   * Names the history entry the sheet opens (ui/history-layer): the phone's Back closes the sheet
   * before it leaves the screen. For a sheet opened by a tap; one shown on arrival goes without.
   */
  layer?: string;
}

/** A light bottom sheet (no animation library): backdrop, Esc, focus on open, body scroll locked. */
export function BottomSheet({ open, title, onClose, closeLabel, children, layer }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useModal(open, panel, onClose, layer ?? null);

  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
          />
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
