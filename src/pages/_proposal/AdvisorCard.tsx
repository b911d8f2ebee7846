import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { SITE } from '../../config/site';
import { telHref } from '../../lib/phone';
import type { Advisor } from '../../data/proposal/types';
import { Fact } from '../../ui/Facts';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.advisor;

/**
 * The advisor's card: marketing material names the person with their licence number (执业证编号)
 * and the institution. A plan without an advisor names the institution and its hotline.
 */
export function AdvisorCard({ advisor }: { advisor: Advisor | null }) {
  return (
    <section className={styles.card} aria-label={PROPOSAL_COPY.sections.advisor}>
      <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.advisor}</h2>
      {advisor ? (
        <div className={styles.advisor}>
          <span className={styles.avatar} aria-hidden="true">
            {Array.from(advisor.name)[0]}
          </span>
          <div>
            <p className={styles.advisorName}>
              {advisor.name}
              {advisor.title ? <span className={styles.advisorTitle}>{advisor.title}</span> : null}
            </p>
            <dl className={styles.facts}>
              <Fact label={TEXT.licence}>
                <span className="keep-whole">{advisor.licenceNo}</span>
              </Fact>
              <Fact label={TEXT.organisation}>{advisor.organisation}</Fact>
              {advisor.staffNo ? <Fact label={TEXT.staffNo}>{advisor.staffNo}</Fact> : null}
              {advisor.phone ? (
                <Fact label={TEXT.contact}>
                  <a className={styles.tel} href={telHref(advisor.phone)}>
                    {advisor.phone}
                  </a>
                </Fact>
              ) : null}
            </dl>
          </div>
        </div>
      ) : (
        <p className={styles.lead}>
          {TEXT.none}：{SITE.operator.name}，{TEXT.hotline}
        </p>
      )}
    </section>
  );
}
