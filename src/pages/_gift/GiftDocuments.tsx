import { GIFT_COPY } from '../../config/copy-gift';
import type { Gift } from '../../data/ayb/types';
import funnelStyles from '../_shared/funnel.module.css';
import { DocumentList } from '../_shared/ReadThenConsent';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.documents;

/**
 * What must be read before claiming: the documents (each opened full screen, and each opened
 * before the consent can be ticked: ReadThenConsent), the exclusions
 * listed, the clauses with their filing numbers, and the gift's rules said plainly (no
 * cooling-off period, one per person, the electronic policy).
 */
export function GiftDocuments({
  gift,
  read,
  onOpen,
}: {
  gift: Gift;
  read: readonly string[];
  onOpen: (key: string) => void;
}) {
  return (
    <section className={funnelStyles.card} aria-labelledby="gift-documents">
      <h2 id="gift-documents" className={styles.sectionTitle}>
        {TEXT.title}
      </h2>
      <p className={styles.lead}>{TEXT.lead}</p>
      <div className={styles.docs}>
        <DocumentList docs={gift.documents} read={read} onOpen={onOpen} />
      </div>

      {gift.exclusions.length > 0 ? (
        <div className={styles.exclusions}>
          <h3 className={styles.subTitle}>{TEXT.exclusionsTitle}</h3>
          <p>{TEXT.exclusionsLead}</p>
          <ol>
            {gift.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {gift.filings.length > 0 ? (
        <div className={styles.filings}>
          <h3 className={styles.subTitle}>{TEXT.filings}</h3>
          <ul>
            {gift.filings.map((filing) => (
              <li key={filing.name}>
                {filing.name}：{filing.number}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ul className={styles.rules}>
        <li>
          <strong>{TEXT.noCoolingOff}</strong>
        </li>
        <li>{TEXT.onePerPerson}</li>
        <li>{TEXT.truthful}</li>
        <li>{TEXT.epolicy}</li>
      </ul>
    </section>
  );
}
