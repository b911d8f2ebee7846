import type { LegalDocument } from '../_shared/legal/types';
import { LegalText } from '../_shared/legal/LegalText';
import styles from './DocPage.module.css';

/** A legal document, readable on a phone. Shared by /doc/* and the member agreement. */
export function DocPage({ doc }: { doc: LegalDocument }) {
  return (
    <main className={styles.page}>
      <article>
        <h1 className={styles.title}>{doc.title}</h1>
        <LegalText doc={doc} sectionLevel={2} />
      </article>
    </main>
  );
}
