import { GIFT_COPY } from '../../config/copy-gift';
import type { ClaimedPolicy } from '../../data/ayb/types';
import { Fact } from '../../ui/Facts';
import { CoverDates } from '../_shared/CoverDates';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.successful;

/** The claimed policy: its number, what it is, whom it covers, and from when to when. */
export function PolicyFacts({ policy }: { policy: ClaimedPolicy }) {
  const look = { labelClassName: styles.factLabel };
  return (
    <dl className={`${funnelStyles.facts} ${styles.facts}`}>
      <Fact label={TEXT.policyNo} testId="gift-policy-no" {...look}>
        {policy.policyNo}
      </Fact>
      <Fact label={TEXT.product} {...look}>
        {policy.productName}
      </Fact>
      {policy.insuredName ? (
        <Fact label={TEXT.insured} {...look}>
          {policy.insuredName}
        </Fact>
      ) : null}
      {policy.insurer ? (
        <Fact label={TEXT.insurer} {...look}>
          {policy.insurer}
        </Fact>
      ) : null}
      <CoverDates effectiveDate={policy.effectiveDate} endDate={policy.endDate} {...look} />
    </dl>
  );
}
