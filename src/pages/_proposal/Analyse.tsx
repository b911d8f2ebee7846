import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { Proposal } from '../../data/proposal/types';
import type { GapLine, MemberFigures, PlanFigures } from './figures';
import { sectionScreen } from './ProposalGate';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.gap;

/** `建议 50万 · 已有 10万 · 缺口 40万 · 本方案 50万`, with only what the plan says. */
function GapFigures({ line }: { line: GapLine }) {
  const plan = line.plan > 0 ? `${TEXT.plan} ${line.planText}` : TEXT.planNone;
  if (line.recommended === 0) {
    return <>{line.plan > 0 ? `${TEXT.notNeeded} · ${plan}` : TEXT.notNeeded}</>;
  }
  return (
    <>
      {TEXT.recommended} {line.recommendedText} ·{' '}
      {line.existingText === null ? TEXT.existingUnknown : `${TEXT.existing} ${line.existingText}`}
      {line.gapText === null ? null : line.gap !== null && line.gap > 0 ? (
        <>
          {' · '}
          <strong>
            {TEXT.gap} {line.gapText}
          </strong>
        </>
      ) : (
        ` · ${TEXT.covered}`
      )}
      {` · ${plan}`}
    </>
  );
}

function MemberGaps({ member }: { member: MemberFigures }) {
  return (
    <div className={styles.member}>
      <h3 className={styles.subTitle}>{member.line}</h3>
      <ul className={styles.gaps}>
        {member.gaps.map((line) => (
          <li key={line.risk} data-testid="gap" data-risk={line.risk}>
            <div className={styles.gapHead}>
              <span className={styles.gapRisk}>{line.label}</span>
              <span className={styles.gapFigures}>
                <GapFigures line={line} />
              </span>
            </div>
            {line.recommended > 0 && line.ratio !== null && line.existing !== null ? (
              <div
                className={styles.track}
                role="meter"
                aria-label={`${line.label}${TEXT.existing}`}
                aria-valuemin={0}
                aria-valuemax={line.recommended}
                aria-valuenow={Math.min(line.existing, line.recommended)}
              >
                <div className={styles.fill} style={{ width: `${line.ratio * 100}%` }} />
              </div>
            ) : null}
            {line.reason ? <p className={styles.reason}>{line.reason}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Analyse: each member's gaps by risk, recommended against the cover they said they have (not
 * counted where they have not said), what this plan's products give for it, and the reasoning.
 */
export function AnalyseSection({ figures }: { proposal?: Proposal; figures: PlanFigures }) {
  const gaps = figures.members.flatMap((m) => m.gaps);
  const bars = gaps.some((g) => g.recommended > 0 && g.existing !== null);
  const unknown = gaps.some((g) => g.recommended > 0 && g.existing === null);
  return (
    <section className={styles.card} aria-label={PROPOSAL_COPY.sections.analyse}>
      <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.analyse}</h2>
      <p className={styles.note}>
        {bars ? `${TEXT.legendBars}；${TEXT.legendPlan}` : TEXT.legendPlan}
      </p>
      {unknown ? <p className={styles.note}>{TEXT.unknownNote}</p> : null}
      {figures.members.map((member) => (
        <MemberGaps key={member.id} member={member} />
      ))}
    </section>
  );
}

export default sectionScreen(AnalyseSection);
