import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { RISKS, type Proposal, type ProposalMember } from '../../data/proposal/types';
import { protectionGap } from '../../lib/gap';
import { sumText } from '../_shared/sum-text';
import { memberLine } from './format';
import { sectionScreen } from './ProposalGate';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.gap;

function MemberGaps({ member }: { member: ProposalMember }) {
  // The risks in one order for every member, as the server gives them.
  const gaps = [...member.gaps].sort((a, b) => RISKS.indexOf(a.risk) - RISKS.indexOf(b.risk));
  return (
    <div className={styles.member}>
      <h3 className={styles.subTitle}>{memberLine(member)}</h3>
      <ul className={styles.gaps}>
        {gaps.map((figure) => {
          const gap = protectionGap(figure);
          const risk = PROPOSAL_COPY.risk[figure.risk];
          return (
            <li key={figure.risk} data-testid="gap">
              <div className={styles.gapHead}>
                <span className={styles.gapRisk}>{risk}</span>
                <span className={styles.gapFigures}>
                  {gap.recommended === 0 ? (
                    TEXT.notNeeded
                  ) : (
                    <>
                      {TEXT.recommended} {sumText(gap.recommended)} · {TEXT.existing}{' '}
                      {sumText(gap.existing)} ·{' '}
                      {gap.gap > 0 ? (
                        <strong>
                          {TEXT.gap} {sumText(gap.gap)}
                        </strong>
                      ) : (
                        TEXT.covered
                      )}
                    </>
                  )}
                </span>
              </div>
              {gap.recommended > 0 ? (
                <div
                  className={styles.track}
                  role="meter"
                  aria-label={`${risk}${TEXT.existing}`}
                  aria-valuemin={0}
                  aria-valuemax={gap.recommended}
                  aria-valuenow={Math.min(gap.existing, gap.recommended)}
                >
                  <div className={styles.fill} style={{ width: `${gap.ratio * 100}%` }} />
                </div>
              ) : null}
              {figure.reason ? <p className={styles.reason}>{figure.reason}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Analyse: each member's gaps by risk, recommended against existing cover, with the reasoning. */
export function AnalyseSection({ proposal }: { proposal: Proposal }) {
  return (
    <section className={styles.card} aria-label={PROPOSAL_COPY.sections.analyse}>
      <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.analyse}</h2>
      <p className={styles.note}>{TEXT.legend}</p>
      {proposal.members.map((member) => (
        <MemberGaps key={member.id} member={member} />
      ))}
    </section>
  );
}

export default sectionScreen(AnalyseSection);
