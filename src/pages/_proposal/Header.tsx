import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { Proposal } from '../../data/proposal/types';
import funnelStyles from '../_shared/funnel.module.css';
import { AdvisorCard } from './AdvisorCard';
import type { PlanFigures } from './figures';
import { sectionScreen } from './ProposalGate';
import styles from './Proposal.module.css';

/** Header: the plan's title and date, the family, the advisor. */
export function HeaderSection({ proposal, figures }: { proposal: Proposal; figures: PlanFigures }) {
  return (
    <>
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{figures.title}</h1>
        <p className={funnelStyles.subtitle}>{figures.madeOn}</p>
      </header>
      <section className={styles.card} aria-label={PROPOSAL_COPY.sections.family}>
        <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.family}</h2>
        <ul className={styles.members}>
          {figures.members.map((member) => (
            <li key={member.id} className={styles.memberChip}>
              {member.line}
            </li>
          ))}
        </ul>
        {proposal.summary ? <p className={styles.lead}>{proposal.summary}</p> : null}
      </section>
      <AdvisorCard advisor={proposal.advisor} />
    </>
  );
}

export default sectionScreen(HeaderSection);
