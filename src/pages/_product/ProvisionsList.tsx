import { Link } from 'react-router-dom';
import { PRODUCT_COPY } from '../../config/copy-product';
import { paths } from '../../config/paths';
import type { DocumentKey, ProductDetail } from '../../data/product/types';
import styles from './Detail.module.css';

/** Documents a buyer must not miss are marked. */
export const IMPORTANT_DOCUMENTS: readonly DocumentKey[] = ['exclusions', 'notice'];

/** The product's documents as a list; each opens full-screen on the provisions screen. */
export function ProvisionsList({
  product,
  family,
}: {
  product: ProductDetail;
  family: ProductDetail['family'];
}) {
  return (
    <ul className={styles.documents}>
      {product.documents.map((doc) => (
        <li key={doc.key}>
          <Link to={paths.product.provisions(family, product.id, doc.key)}>
            <span>{doc.title}</span>
            {IMPORTANT_DOCUMENTS.includes(doc.key) ? (
              <em className={styles.important}>{PRODUCT_COPY.product.documentImportant}</em>
            ) : null}
            <span aria-hidden="true" className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
