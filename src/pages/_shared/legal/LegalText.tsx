import type { LegalDocument } from './types';
import styles from './Legal.module.css';

/**
 * A legal document's text below its title: its dates, opening paragraphs and sections. The page
 * of each (/doc/*, /Members/agreement) puts its title above; a document read full screen before a
 * consent has its title in the overlay's header. Section headings sit one level below the title.
 */
export function LegalText({ doc, sectionLevel }: { doc: LegalDocument; sectionLevel: 2 | 3 }) {
  const Heading = sectionLevel === 2 ? 'h2' : 'h3';
  return (
    <>
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
          <Heading className={styles.heading}>{section.heading}</Heading>
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
    </>
  );
}
