import { Link } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { PRODUCT_COPY } from '../../config/copy-product';
import { paths } from '../../config/paths';
import type { ProductDetail } from '../../data/product/types';
import { Fact } from '../../ui/Facts';
import { Price } from '../../ui/Price';
import styles from './ProductFacts.module.css';

/**
 * The facts a sales page states about a product, in the order it states them. Every page that
 * speaks of a product reads them from the product's own reply (its detail), through this list,
 * so that no two pages can tell a product two ways.
 */
export const PRODUCT_FACT_ORDER = [
  'clause',
  'ageRange',
  'renewal',
  'waitingPeriod',
  'coolingOff',
  'claimReport',
  'occupationClasses',
  'salesRegions',
  'filingNumber',
] as const;

/** The product's key facts as label and value rows of a `<dl>`; a fact it does not state is left out. */
export function ProductFactList({
  product,
  className,
}: {
  product: ProductDetail;
  className?: string;
}) {
  return (
    <dl className={className}>
      {PRODUCT_FACT_ORDER.filter((key) => product.keyFacts[key]).map((key) => (
        <Fact key={key} label={PRODUCT_COPY.product.facts[key]} testId={`fact-${key}`}>
          {product.keyFacts[key]}
        </Fact>
      ))}
    </dl>
  );
}

/**
 * A product as a campaign page shows it (互联网保险业务监管办法 Art. 14): its marketing name and
 * price from, the insurer's full name, the key facts with the clause name and filing number, what
 * its first plan covers (with what limits each sum: a deductible, a share), every plan it sells
 * with its price from, and the exclusions, highlighted; then the way to its detail. Everything
 * comes from the product's reply: a campaign adds its own headline and artwork, never a fact.
 */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const plan = product.plans[0];
  return (
    <section className={styles.section} aria-labelledby="product-facts" data-testid="product-facts">
      <h2 id="product-facts" className={styles.heading}>
        {CAMPAIGN_COPY.keyFacts}：{product.name}
      </h2>
      <p className={styles.price} data-testid="fact-priceFrom">
        <Price amount={product.priceFrom} unit={product.priceUnit} />
      </p>
      <dl className={styles.facts}>
        <Fact label={CAMPAIGN_COPY.insurer} testId="fact-insurer">
          {product.insurer}
        </Fact>
      </dl>
      <ProductFactList product={product} className={styles.facts} />
      {plan && plan.coverages.length > 0 ? (
        <table className={styles.coverage} aria-label={`${plan.name}${PRODUCT_COPY.product.plans}`}>
          <caption>
            {plan.name}
            {PRODUCT_COPY.product.plans}
          </caption>
          <tbody>
            {plan.coverages.map((coverage) => (
              <tr key={coverage.item}>
                <th scope="row">
                  {coverage.item}
                  {/* What limits the sum (a deductible, a share), as the detail says it. */}
                  {coverage.note ? <small>{coverage.note}</small> : null}
                </th>
                <td data-testid="fact-sum">{coverage.sumInsured}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {product.plans.length > 1 ? (
        <p className={styles.plans} data-testid="fact-plans">
          {CAMPAIGN_COPY.otherPlans}
          {product.plans.map((each, i) => (
            <span key={each.id} className="keep-whole">
              {i > 0 ? ' · ' : ''}
              {each.name} <Price amount={each.premiumFrom} unit={each.premiumUnit} />
            </span>
          ))}
        </p>
      ) : null}
      {product.exclusions.length > 0 ? (
        <div className={styles.exclusions}>
          <strong>{CAMPAIGN_COPY.exclusions}</strong>
          <p>{CAMPAIGN_COPY.exclusionsLead}</p>
          <ul>
            {product.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.more}>
        <Link className={styles.link} to={paths.product.detail(product.family, product.id)}>
          {CAMPAIGN_COPY.viewProduct}
        </Link>
      </p>
    </section>
  );
}
