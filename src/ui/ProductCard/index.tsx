import type { ReactNode } from 'react';
import { COPY } from '../../config/copy';
import type { ProductItem } from '../../data/home/types';
import { safeImageUrl } from '../../lib/url';
import { Price } from '../Price';
import styles from './ProductCard.module.css';

interface Props {
  product: ProductItem;
  /** The card's outer element: a router link, or a button for link-out products. */
  renderAction: (content: ReactNode, className: string) => ReactNode;
  busy?: boolean;
  /** Cards above the fold load their picture at once (it is the page's largest paint). */
  eager?: boolean;
}

export function ProductCard({ product, renderAction, busy, eager }: Props) {
  const off = product.status === 'off';
  const image = safeImageUrl(product.image);
  const logo = safeImageUrl(product.insurerLogo);
  const content = (
    <>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={80}
          height={80}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'sync' : 'async'}
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          {product.name}
          {off ? <span className={styles.off}>{COPY.home.offShelfTag}</span> : null}
          {product.jump && !off ? (
            <span className={styles.external}>{COPY.home.externalTag}</span>
          ) : null}
        </h3>
        <p className={styles.description}>{product.description}</p>
        <ul className={styles.tags} aria-label="产品特点">
          {product.tags.slice(0, 3).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <div className={styles.foot}>
          <p className={styles.price} data-testid="product-price">
            <Price
              amount={product.price}
              unit={product.priceUnit}
              signClassName={styles.currency}
              freeClassName={styles.free}
            />
            {busy ? <span className={styles.busy}>{COPY.home.jumping}</span> : null}
          </p>
          {logo ? (
            <img
              className={styles.insurer}
              src={logo}
              alt={product.insurer ?? ''}
              width={69}
              height={18}
              loading={eager ? 'eager' : 'lazy'}
            />
          ) : null}
        </div>
      </div>
    </>
  );
  return (
    <li className={styles.item} data-testid="product-card" data-product-id={product.id}>
      {renderAction(content, `${styles.card} ${off ? styles.dim : ''}`)}
    </li>
  );
}
