import type { ReactNode } from 'react';
import { GIFT_COPY } from '../../config/copy-gift';
import type { Gift } from '../../data/ayb/types';
import { Fact } from '../../ui/Facts';
import { Price } from '../../ui/Price';
import { liabilitySums, liabilitySumsText, sumText } from '../_shared/sum-text';
import { GiftUnavailable } from './GiftUnavailable';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.header;
const COVER = GIFT_COPY.cover;
const STATE = GIFT_COPY.unavailable;

/** `2027-12-31` -> `2027年12月31日`. */
export function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : date;
}

/**
 * What the gift is (the part `component/header`): its name, that it is free and asks for no
 * payment, who gives it, the insurer's full name, the sum, the period, who can claim it, and the
 * cover item by item. A gift that can no longer be claimed says so first: where an open one says
 * 免费领取 (已结束, 已领完), then right under the header with the way to the catalogue; and it
 * makes no promise about a claim. `status`: what the visitor should read first about their own
 * claim (您已领取), right under the header, before what the gift is.
 */
export function GiftHeader({ gift, status }: { gift: Gift; status?: ReactNode }) {
  const fact = { labelClassName: styles.factLabel };
  const giftSums = liabilitySums(gift.coverages);
  const open = gift.status === 'open';
  return (
    <>
      <header className={funnelStyles.header}>
        <span className={styles.badge}>{TEXT.badge}</span>
        <h1 className={funnelStyles.title}>{gift.name}</h1>
        {gift.slogan ? <p className={funnelStyles.subtitle}>{gift.slogan}</p> : null}
        {open ? (
          <p className={styles.free}>
            <Price amount={0} />
          </p>
        ) : (
          <p className={styles.state} data-testid="gift-state">
            {gift.status === 'ended' ? STATE.endedTag : STATE.soldOutTag}
          </p>
        )}
      </header>
      {gift.status === 'open' ? null : <GiftUnavailable status={gift.status} />}
      {status}

      <section className={funnelStyles.card}>
        {open || gift.sponsor ? (
          <ul className={styles.promises}>
            {open ? <li>{TEXT.noPayment}</li> : null}
            {gift.sponsor ? <li>{TEXT.sponsor(gift.sponsor)}</li> : null}
          </ul>
        ) : null}
        <dl className={`${funnelStyles.facts} ${styles.facts}`}>
          <Fact label={TEXT.sumInsured} {...fact}>
            {/* A sum for each liability: each, not the nominal one. */}
            {giftSums ? liabilitySumsText(giftSums) : sumText(gift.sumInsured)}
          </Fact>
          <Fact label={TEXT.term} {...fact}>
            {gift.termLabel}
          </Fact>
          <Fact label={TEXT.ages} {...fact}>
            {gift.ageRange}
          </Fact>
          <Fact label={TEXT.insurer} {...fact}>
            {gift.insurer}
          </Fact>
          {gift.effectiveRule ? (
            <Fact label={TEXT.effective} {...fact}>
              {gift.effectiveRule}
            </Fact>
          ) : null}
          {gift.waitingPeriod ? (
            <Fact label={TEXT.waiting} {...fact}>
              {gift.waitingPeriod}
            </Fact>
          ) : null}
          {gift.endsAt && open ? (
            <Fact label={TEXT.endsAt} {...fact}>
              {longDate(gift.endsAt)}
              {gift.remaining !== null ? `（${TEXT.remaining(gift.remaining)}）` : null}
            </Fact>
          ) : null}
        </dl>
      </section>

      <section className={funnelStyles.card} aria-labelledby="gift-cover">
        <h2 id="gift-cover" className={styles.sectionTitle}>
          {COVER.title}
        </h2>
        <table className={styles.cover}>
          <thead>
            <tr>
              <th scope="col">{COVER.item}</th>
              <th scope="col">{COVER.sum}</th>
            </tr>
          </thead>
          <tbody>
            {gift.coverages.map((coverage) => (
              <tr key={coverage.item}>
                <td>
                  {coverage.item}
                  {coverage.note ? <small>{coverage.note}</small> : null}
                </td>
                <td>{coverage.sumInsured}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
