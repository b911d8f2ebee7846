import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import { writeTrialDraft } from '../../data/product/trial-draft';
import type { Proposal, ProposalMember, Recommendation } from '../../data/proposal/types';
import controls from '../../ui/styles/controls.module.css';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import type { BenefitRow, ItemFigures, PlanFigures } from './figures';
import { sectionScreen } from './ProposalGate';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.scheme;

type View = 'product' | 'benefit';

/**
 * 立即投保: the plan's choices go into the product's trial (plan, sum insured, term, payment;
 * the member's birth date when the plan knows it), and the trial opens with them chosen.
 */
function useBuy() {
  const navigate = useNavigate();
  return (item: Recommendation, member: ProposalMember) => {
    writeTrialDraft(item.productId, {
      planId: item.planId,
      sumInsured: item.sumInsured,
      term: item.term,
      payFrequency: item.payFrequency,
      ...(member.birthDate ? { birthDate: member.birthDate } : {}),
    });
    navigate(paths.product.trial(item.family, item.productId));
  };
}

function ProductCard({
  figures,
  member,
  buy: canBuy,
}: {
  figures: ItemFigures;
  member: ProposalMember;
  buy: boolean;
}) {
  const buy = useBuy();
  const item = figures.item;
  const detail = paths.product.detail(item.family, item.productId);
  return (
    <li className={styles.product} data-testid="recommendation">
      <h4 className={styles.productName}>
        <Link to={detail}>{item.name}</Link>
      </h4>
      <p className={styles.productMeta}>
        {item.insurer}
        {item.planName ? ` · ${item.planName}` : ''}
      </p>
      <dl className={styles.grid}>
        <div>
          <dt>{TEXT.sumInsured}</dt>
          <dd>{figures.sumInsuredText}</dd>
        </div>
        <div>
          <dt>{TEXT.cover}</dt>
          <dd>{figures.coverPeriod}</dd>
        </div>
        <div>
          <dt>{TEXT.pay}</dt>
          <dd>{figures.payPeriod}</dd>
        </div>
        <div>
          <dt>{TEXT.premium}</dt>
          <dd>{figures.premiumText}</dd>
        </div>
      </dl>
      <div className={styles.productActions}>
        <Link className={`${styles.detailLink} ${controls.chevron}`} to={detail}>
          {TEXT.detail}
        </Link>
        {canBuy ? (
          <Button className={styles.small} onClick={() => buy(item, member)}>
            {TEXT.buy}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** By benefit: each risk with the member's cover for it, and the benefits that make it up. */
function ByBenefit({ rows }: { rows: BenefitRow[] }) {
  return (
    <ul className={styles.benefits}>
      {rows.map((row) => (
        <li key={row.risk} data-testid="benefit-row" data-risk={row.risk}>
          <span className={styles.benefitRisk}>
            {row.label}
            {row.coverText ? (
              <strong className={styles.benefitCover} data-testid="risk-cover">
                {row.coverText}
              </strong>
            ) : null}
          </span>
          <p className={styles.benefitItems}>
            {row.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * SchemeDetails: each member's recommended products, by product (name, insurer, sum insured,
 * cover and payment periods, premium, 立即投保) or by benefit; the family's first-year premium.
 * The view is in the address (`view=benefit`), so a reload keeps it. A share shows it without
 * 立即投保 (`buy` false): its premiums are the sharing family's, at their ages.
 */
export function SchemeDetailsSection({
  figures,
  buy = true,
}: {
  proposal?: Proposal;
  figures: PlanFigures;
  buy?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'benefit' ? 'benefit' : 'product';
  const choose = (next: View) => {
    const query = new URLSearchParams(params);
    if (next === 'benefit') query.set('view', next);
    else query.delete('view');
    setParams(query, { replace: true });
  };
  return (
    <section className={styles.card} aria-label={PROPOSAL_COPY.sections.scheme}>
      <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.scheme}</h2>
      <Tabs
        label={TEXT.viewLabel}
        items={[
          { key: 'product', label: TEXT.byProduct },
          { key: 'benefit', label: TEXT.byBenefit },
        ]}
        active={view}
        onChange={choose}
      />
      {figures.members.map((member) => (
        <div key={member.id} className={styles.member} data-testid="scheme-member">
          <div className={styles.memberHead}>
            <h3 className={styles.subTitle}>{member.line}</h3>
            {member.items.length > 0 ? (
              <span className={styles.premium}>{TEXT.memberTotal(member.premiumText)}</span>
            ) : null}
          </div>
          {member.items.length === 0 ? (
            <p className={styles.note}>{TEXT.noProducts}</p>
          ) : view === 'product' ? (
            <ul className={styles.products}>
              {member.items.map((item) => (
                <ProductCard
                  key={`${item.item.productId}-${item.item.planId}`}
                  figures={item}
                  member={member.member}
                  buy={buy}
                />
              ))}
            </ul>
          ) : (
            <ByBenefit rows={member.benefits} />
          )}
        </div>
      ))}
      <p className={styles.total}>
        {TEXT.total}
        <strong data-testid="total-premium">{figures.totalText}</strong>
      </p>
      <p className={styles.note}>{TEXT.note}</p>
    </section>
  );
}

export default sectionScreen(SchemeDetailsSection);
