import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { Proposal, ServiceStep } from '../../data/proposal/types';
import { sectionScreen } from './ProposalGate';
import styles from './Proposal.module.css';

export function Steps({ steps }: { steps: ServiceStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          {step.description ? <p className={styles.lead}>{step.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** ServiceProcess: how the planning service goes, step by step. */
export function ServiceProcessSection({ proposal }: { proposal: Proposal }) {
  if (proposal.serviceSteps.length === 0) return null;
  return (
    <section className={styles.card} aria-label={PROPOSAL_COPY.sections.service}>
      <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.service}</h2>
      <Steps steps={proposal.serviceSteps} />
    </section>
  );
}

export default sectionScreen(ServiceProcessSection);
