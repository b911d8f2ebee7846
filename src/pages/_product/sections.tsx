import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_COPY } from '../../config/copy-product';
import { paths } from '../../config/paths';
import { buyPath, isFree } from '../../data/product/judge-product-feature';
import type { Plan, ProductDetail } from '../../data/product/types';
import { safeImageUrl } from '../../lib/url';
import { Adopted } from '../../ui/Adopted';
import { pictureOf, staticProductPicture } from '../../ui/boot';
import { Price } from '../../ui/Price';
import { ServiceLink } from '../../ui/ServiceLink';
import { DeferredSafeHtml } from '../../ui/SafeHtml/Deferred';
import productStyles from '../../ui/styles/product.module.css';
import { DockFooter } from '../_shared/DockFooter';
import { ProductFactList } from '../_shared/ProductFacts';
import styles from './Detail.module.css';

/** ProHeader: what the product is, who insures it, and what it costs from. */
export function ProHeader({ product }: { product: ProductDetail }) {
  const image = safeImageUrl(product.image);
  const logo = safeImageUrl(product.insurerLogo);
  // The picture as index.html painted it from its early answer, when it is this one (ui/boot.ts).
  const [painted] = useState(() => pictureOf(staticProductPicture(), image));
  return (
    <header className={styles.header}>
      {painted ? (
        <Adopted node={painted} className={styles.headerImage} />
      ) : image ? (
        <img className={styles.headerImage} src={image} alt="" width={72} height={72} />
      ) : null}
      <div className={styles.headerBody}>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.insurer}>
          {logo ? (
            <img className={styles.insurerMark} src={logo} alt="" width={61} height={16} />
          ) : null}
          <span>
            承保公司：<span data-testid="fact-insurer">{product.insurer}</span>
          </span>
        </p>
        <p className={styles.slogan}>{product.slogan}</p>
        <ul className={styles.tags}>
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className={styles.priceFrom} data-testid="fact-priceFrom">
          <Price amount={product.priceFrom} unit={product.priceUnit} />
        </p>
      </div>
    </header>
  );
}

export function CoverageTable({ plan }: { plan: Plan }) {
  return (
    <table className={styles.coverage} aria-label={`${plan.name}${PRODUCT_COPY.product.plans}`}>
      <thead>
        <tr>
          <th scope="col">{PRODUCT_COPY.product.coverageItem}</th>
          <th scope="col">{PRODUCT_COPY.product.coverageSum}</th>
        </tr>
      </thead>
      <tbody>
        {plan.coverages.map((coverage) => (
          <tr key={coverage.item}>
            <th scope="row">
              {coverage.item}
              {coverage.note ? <small>{coverage.note}</small> : null}
            </th>
            <td data-testid="fact-sum">{coverage.sumInsured}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Highlights({ product }: { product: ProductDetail }) {
  return (
    <section className={styles.section} aria-labelledby="highlights">
      <h2 id="highlights" className={styles.sectionTitle}>
        {PRODUCT_COPY.product.highlights}
      </h2>
      <ul className={styles.highlights}>
        {product.highlights.map((point) => (
          <li key={point.title}>
            <strong>{point.title}</strong>
            <span>{point.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function KeyFacts({ product }: { product: ProductDetail }) {
  return (
    <section className={styles.section} aria-labelledby="key-facts">
      <h2 id="key-facts" className={styles.sectionTitle}>
        {PRODUCT_COPY.product.keyFacts}
      </h2>
      <ProductFactList product={product} className={styles.facts} />
    </section>
  );
}

/**
 * The exclusions a buyer must see, listed prominently from the product's own list (the one its
 * 免责条款 prints), with the full document one tap away.
 */
export function ExclusionsNotice({
  product,
  family,
}: {
  product: ProductDetail;
  family: ProductDetail['family'];
}) {
  return (
    <section className={styles.exclusions} aria-labelledby="exclusions">
      <h2 id="exclusions" className={styles.exclusionsTitle}>
        {PRODUCT_COPY.product.exclusionsTitle}
      </h2>
      {product.exclusions.length > 0 ? (
        <>
          <p>{PRODUCT_COPY.product.exclusionsLead}</p>
          <ol className={styles.exclusionsList}>
            {product.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{PRODUCT_COPY.product.exclusionsLeadNoList}</p>
      )}
      <Link
        to={paths.product.provisions(family, product.id, 'exclusions')}
        className={styles.exclusionsLink}
      >
        {PRODUCT_COPY.product.readExclusions}
      </Link>
    </section>
  );
}

export function ClaimsProcess({ product }: { product: ProductDetail }) {
  return (
    <section className={styles.section} aria-labelledby="claims">
      <h2 id="claims" className={styles.sectionTitle}>
        {PRODUCT_COPY.product.claims}
      </h2>
      <ol className={styles.claims}>
        {product.claimsProcess.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.description}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Faqs({ product }: { product: ProductDetail }) {
  return (
    <section className={styles.section} aria-labelledby="faqs">
      <h2 id="faqs" className={styles.sectionTitle}>
        {PRODUCT_COPY.product.faqs}
      </h2>
      {product.faqs.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}

/**
 * ProContent: the product's rich content, server HTML through DOMPurify, which loads as the
 * section comes near (on the ProContent route it is the whole screen, so at once).
 */
export function ProContent({ product }: { product: ProductDetail }) {
  return (
    <section className={styles.section} aria-labelledby="content">
      <h2 id="content" className={styles.sectionTitle}>
        {PRODUCT_COPY.product.details}
      </h2>
      <DeferredSafeHtml html={product.content} />
    </section>
  );
}

/**
 * Footer: the chosen plan's premium, customer service, the trial, and the buy button. Where the
 * product has more than one plan the premium is named by its plan (升级版保费 ¥1880/年起): the
 * header's price is the product's lowest, and the two must not read as two prices for one thing.
 */
export function Footer({
  product,
  plan,
  family,
}: {
  product: ProductDetail;
  plan: Plan;
  family: ProductDetail['family'];
}) {
  return (
    <DockFooter>
      <ServiceLink className={styles.service}>
        <MessageOutline aria-hidden="true" className={styles.serviceIcon} />
        {PRODUCT_COPY.product.customerService}
      </ServiceLink>
      <div className={productStyles.footerPrice} aria-live="polite">
        {product.plans.length > 1 ? (
          <span
            className={`${productStyles.footerLabel} ${productStyles.footerPlan}`}
            data-testid="footer-premium-label"
          >
            {plan.name}
            {PRODUCT_COPY.product.premium}
          </span>
        ) : (
          <span className={productStyles.footerLabel} data-testid="footer-premium-label">
            {PRODUCT_COPY.product.premium}
          </span>
        )}
        <Price amount={plan.premiumFrom} unit={plan.premiumUnit} testId="footer-premium" />
      </div>
      <Link
        className={styles.trialButton}
        to={paths.product.trial(family, product.id)}
        state={{ from: 'detail' }}
      >
        {PRODUCT_COPY.product.trial}
      </Link>
      <Link className={styles.buyButton} to={buyPath(product, family)}>
        {isFree(product) ? PRODUCT_COPY.product.claimFree : PRODUCT_COPY.product.buy}
      </Link>
    </DockFooter>
  );
}
