import type { LegalDocument } from './content/types';
import styles from './DocPage.module.css';

/** A legal document, readable on a phone. Shared by /doc/* and the member agreement. */
export function DocPage({ doc }: { doc: LegalDocument }) {
  return (
    <main className={styles.page}>
      <article>
        <h1 className={styles.title}>{doc.title}</h1>
        <p className={styles.dates}>
          <span>更新日期：{doc.updated}</span>
          <span>生效日期：{doc.effective}</span>
        </p>
        {doc.intro.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.items?.length ? (
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </main>
  );
}
