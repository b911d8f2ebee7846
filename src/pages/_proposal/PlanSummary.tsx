import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { PlanFigures } from './figures';
import styles from './Proposal.module.css';
import previewStyles from './Preview.module.css';

const TEXT = PROPOSAL_COPY.preview;

/**
 * The plan in a few lines: each member by role, gender and age with their first-year premium and
 * cover by risk, and the family's total. The preview's and a share's.
 */
export function PlanSummary({
  figures,
  title = TEXT.members,
}: {
  figures: PlanFigures;
  title?: string;
}) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.note}>{figures.madeOn}</p>
      {figures.members.map((member) => (
        <div key={member.id} className={previewStyles.member} data-testid="preview-member">
          <div className={styles.memberHead}>
            <span>{member.line}</span>
            <span className={styles.premium}>
              {TEXT.premium} {member.premiumText}
            </span>
          </div>
          {member.coverParts.length > 0 ? (
            <p className={previewStyles.cover}>{member.coverParts.join(' · ')}</p>
          ) : null}
        </div>
      ))}
      <p className={styles.total}>
        {TEXT.totalPremium}
        <strong data-testid="total-premium">{figures.totalText}</strong>
      </p>
    </section>
  );
}
