import { useId, useState, type ReactNode } from 'react';
import { COPY } from '../../config/copy';
import styles from './ReadThenConsent.module.css';

const TEXT = COPY.consent;

/**
 * The purchase's rule for every commitment (issue 24): each document that binds the visitor is
 * opened (and marked 已阅读) before the consent box can be ticked; a tap on the box before that
 * says which are still unread. Used by the purchase's confirmation, the gift claim, the
 * membership's activation and the customisation service. The documents open full screen through
 * `useDocuments` (DocumentOverlay.tsx), which keeps the keys opened and puts each stay in the trail.
 */

export interface ReadableDocument {
  key: string;
  title: string;
}

/** 《A》《B》 */
export const titlesOf = (docs: readonly ReadableDocument[]) =>
  docs.map((doc) => `《${doc.title}》`).join('');

/** The documents not opened yet, in their order. */
export const unreadOf = <T extends ReadableDocument>(docs: readonly T[], read: readonly string[]) =>
  docs.filter((doc) => !read.includes(doc.key));

/** The documents to open, each with 已阅读 or 未阅读. */
export function DocumentList({
  docs,
  read,
  onOpen,
}: {
  docs: readonly ReadableDocument[];
  read: readonly string[];
  onOpen: (key: string) => void;
}) {
  return (
    <ul className={styles.docs}>
      {docs.map((doc) => {
        const isRead = read.includes(doc.key);
        return (
          <li key={doc.key}>
            <button
              type="button"
              className={styles.doc}
              aria-haspopup="dialog"
              onClick={() => onOpen(doc.key)}
            >
              <span className={styles.docTitle}>《{doc.title}》</span>
              <span className={isRead ? styles.docRead : styles.docUnread}>
                {isRead ? TEXT.read : TEXT.unread}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A document named inside a consent sentence (我已阅读并同意《…》): a button that opens it, as the
 * sign-in's sentence links its agreements. Inside the box's label it does not tick the box (a
 * label leaves its interactive children alone), and it stays inline, so the box's accessible name
 * is still the one sentence.
 */
export function DocumentTitle({
  doc,
  onOpen,
}: {
  doc: ReadableDocument;
  onOpen: (key: string) => void;
}) {
  return (
    <button
      type="button"
      className={styles.inlineDoc}
      aria-haspopup="dialog"
      onClick={() => onOpen(doc.key)}
    >
      《{doc.title}》
    </button>
  );
}

/**
 * A consent box. While `unread` names documents, it cannot be ticked: it says so under it
 * (请先点击阅读《…》后再勾选), and a tap on it, or the visitor trying to go on (`invalid`: the box
 * left unticked), says it again, as an alert; the screen then says nothing more of it (it once
 * said it twice, one line under the other). `note={false}`: a second box on the same documents,
 * whose first box says it.
 */
export function ConsentBox({
  checked,
  onChange,
  unread = [],
  invalid,
  note = true,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  unread?: readonly ReadableDocument[];
  invalid?: boolean;
  note?: boolean;
  /** Its place where the screen's differs (in a bar fixed at the bottom, say). */
  className?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  const [tried, setTried] = useState(false);
  const locked = unread.length > 0 && !checked;
  return (
    <div className={className ?? styles.consent}>
      <label
        className={locked ? styles.labelOff : styles.label}
        data-invalid={(invalid && !checked) || undefined}
      >
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-disabled={locked || undefined}
          aria-invalid={(invalid && !checked) || undefined}
          aria-describedby={locked && note ? noteId : undefined}
          onChange={(event) => {
            if (locked) {
              setTried(true);
              return;
            }
            onChange(event.target.checked);
          }}
        />
        <span>{children}</span>
      </label>
      {locked && note ? (
        <p
          id={noteId}
          className={tried || invalid ? styles.noteAlert : styles.note}
          role={tried || invalid ? 'alert' : undefined}
        >
          {TEXT.readFirst(titlesOf(unread))}
        </p>
      ) : null}
    </div>
  );
}
