import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { Link } from 'react-router-dom';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths } from '../../config/paths';
import type { Gift } from '../../data/ayb/types';
import { Fact } from '../../ui/Facts';
import { CoverDates } from '../_shared/CoverDates';
import funnelStyles from '../_shared/funnel.module.css';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.claimed;
const FACT = GIFT_COPY.successful;

/** Whom else the gift may be claimed for (配偶、父母), when anyone: after 本人, a family claim. */
export function familyOf(gift: Pick<Gift, 'relationships'>): string | null {
  const others = gift.relationships.filter((relationship) => relationship !== 'self');
  return others.length ? others.map((r) => GIFT_COPY.form.relation[r]).join('、') : null;
}

/**
 * 您已领取: the policies this gift has issued to the signed-in visitor (the gift's `claimed`), each
 * with its 领取成功 details and its electronic policy, so a visitor who comes back (Back from
 * 领取成功, a link) is told the claim is done instead of being offered it again.
 */
export function ClaimedCard({ gift }: { gift: Gift }) {
  const look = { labelClassName: styles.factLabel };
  const family = gift.status === 'open' ? familyOf(gift) : null;
  return (
    <section
      className={`${funnelStyles.card} ${styles.claimed}`}
      aria-labelledby="gift-claimed-title"
      data-testid="gift-claimed"
    >
      <h2 id="gift-claimed-title" className={styles.claimedTitle}>
        <span className={styles.claimedMark} aria-hidden="true">
          <CheckOutline />
        </span>
        {TEXT.title}
      </h2>
      <p className={styles.claimedLead}>
        {TEXT.lead}
        {family ? TEXT.familyLead(family) : null}
      </p>
      <ul className={styles.claimedList}>
        {gift.claimed.map((policy) => (
          <li key={policy.policyNo}>
            <dl className={`${funnelStyles.facts} ${styles.facts}`}>
              {policy.insuredName ? (
                <Fact label={FACT.insured} {...look}>
                  {policy.insuredName}
                </Fact>
              ) : null}
              <Fact label={FACT.policyNo} {...look}>
                {policy.policyNo}
              </Fact>
              <CoverDates effectiveDate={policy.effectiveDate} endDate={policy.endDate} {...look} />
            </dl>
            <div className={styles.claimedLinks}>
              <Link
                className={screenStyles.ghostLink}
                to={paths.gift.successful(gift.id, policy.policyNo)}
              >
                {TEXT.details}
              </Link>
              <Link className={screenStyles.primaryLink} to={paths.policy.detail(policy.policyNo)}>
                {FACT.viewPolicy}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
