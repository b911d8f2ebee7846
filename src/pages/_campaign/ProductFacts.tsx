import { Link } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import { paths } from '../../config/paths';
import type { LandingProduct } from '../../data/active/types';
import { Fact } from '../../ui/Facts';
import styles from './Campaign.module.css';

/**
 * A landing's product as the regulator asks it to be shown (互联网保险业务监管办法 Art. 14): its
 * marketing and clause names, the insurer's full name, the filing number, the key facts, and the
 * exclusions, highlighted.
 */
export function ProductFacts({ product }: { product: LandingProduct }) {
  return (
    <section className={styles.section} aria-labelledby="product-facts">
      <h2 id="product-facts" className={styles.heading}>
        {CAMPAIGN_COPY.keyFacts}：{product.name}
      </h2>
      <dl className={styles.facts}>
        {product.facts.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
        <Fact label={CAMPAIGN_COPY.insurer}>{product.insurer}</Fact>
        {product.clause ? <Fact label={CAMPAIGN_COPY.clause}>{product.clause}</Fact> : null}
        <Fact label={CAMPAIGN_COPY.filingNo}>{product.filingNo}</Fact>
      </dl>
      {product.exclusions.length > 0 ? (
        <div className={styles.exclusions}>
          <strong>{CAMPAIGN_COPY.exclusions}</strong>
          <p className={styles.muted}>{CAMPAIGN_COPY.exclusionsLead}</p>
          <ul>
            {product.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.id !== null && product.family ? (
        <p className={styles.center}>
          <Link className={styles.linkButton} to={paths.product.detail(product.family, product.id)}>
            {CAMPAIGN_COPY.viewProduct}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
