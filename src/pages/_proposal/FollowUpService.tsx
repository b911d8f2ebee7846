import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { Proposal } from '../../data/proposal/types';
import { CallBooking } from './CallBooking';
import { sectionScreen } from './ProposalGate';
import { Steps } from './ServiceProcess';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.booking;

/** FollowUpService: what the advisor does next, and booking a call time with them. */
export function FollowUpServiceSection({ proposal }: { proposal: Proposal }) {
  return (
    <>
      {proposal.followUp.length > 0 ? (
        <section className={styles.card} aria-label={PROPOSAL_COPY.sections.followUp}>
          <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.followUp}</h2>
          <Steps steps={proposal.followUp} />
        </section>
      ) : null}
      <section className={styles.card} aria-label={TEXT.title}>
        <h2 className={styles.cardTitle}>{TEXT.title}</h2>
        <p className={styles.lead}>{TEXT.lead}</p>
        <CallBooking proposalId={proposal.id} />
      </section>
    </>
  );
}

export default sectionScreen(FollowUpServiceSection);
