import { GIFT_COPY } from '../../config/copy-gift';
import type { Gift } from '../../data/ayb/types';
import { SiteFooter } from '../../ui/SiteFooter';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.footer;

/**
 * The disclosure under the claim (the part `component/footer`): the insurer, its service line and
 * branches, how to report a claim, the seller and its licence, and the operator's footer.
 */
export function GiftFooter({ gift }: { gift: Gift }) {
  return (
    <div className={styles.disclosure} data-testid="gift-footer">
      <h2 className={styles.subTitle}>{TEXT.title}</h2>
      <p>{TEXT.insurer(gift.insurer)}</p>
      {gift.insurerHotline ? (
        <p>
          {TEXT.hotline}
          <a href={`tel:${gift.insurerHotline}`}>{gift.insurerHotline}</a>
        </p>
      ) : null}
      {gift.branchProvinces ? <p>{TEXT.branches(gift.branchProvinces)}</p> : null}
      {gift.claimReport ? <p>{TEXT.claims(gift.claimReport)}</p> : null}
      <p>{TEXT.operator}</p>
      <p>{TEXT.service}</p>
      <p>{TEXT.lookup}</p>
      <SiteFooter className={styles.siteFooter} />
    </div>
  );
}
