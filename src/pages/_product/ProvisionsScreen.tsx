import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { familyOfPath, paths } from '../../config/paths';
import type { ProductDetail } from '../../data/product/types';
import { SafeHtml } from '../../ui/SafeHtml';
import { StateBlock } from '../../ui/StateBlock';
import { ProductGate } from '../_shared/ProductGate';
import { ProvisionsList } from './ProvisionsList';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Detail.module.css';

function DocumentView({ product, docKey }: { product: ProductDetail; docKey: string }) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  const family = familyOfPath(pathname) ?? product.family;
  const doc = product.documents.find((d) => d.key === docKey);
  // Opened from the list (a push): back returns to it. Opened directly: go to the list.
  const back = () =>
    navigationType === 'PUSH'
      ? navigate(-1)
      : navigate(paths.product.provisions(family, product.id), { replace: true });

  return (
    <main className={styles.docPage}>
      <div className={styles.docBar}>
        <button
          type="button"
          className={styles.backButton}
          onClick={back}
          aria-label={PRODUCT_COPY.product.back}
        >
          ‹ {PRODUCT_COPY.product.back}
        </button>
      </div>
      {doc ? (
        <article className={styles.docBody}>
          <h1 className={screenStyles.pageTitle}>{doc.title}</h1>
          <p className={styles.docProduct}>
            {product.name} · {product.insurer}
          </p>
          <SafeHtml html={doc.html} />
        </article>
      ) : (
        <StateBlock kind="empty" title={COPY.notFound.body} />
      )}
    </main>
  );
}

function DocumentIndex({ product }: { product: ProductDetail }) {
  const { pathname } = useLocation();
  const family = familyOfPath(pathname) ?? product.family;
  return (
    <main className={styles.docPage}>
      <header className={styles.docIndexHeader}>
        <h1 className={screenStyles.pageTitle}>{PRODUCT_COPY.product.documents}</h1>
        <p className={styles.docProduct}>
          {product.name} · {product.insurer}
        </p>
      </header>
      <ProvisionsList product={product} family={family} />
    </main>
  );
}

/** `provisions`: the product's documents as a list; `&doc=` opens one full-screen. */
export default function ProvisionsScreen() {
  const [params] = useSearchParams();
  const docKey = params.get('doc');
  return (
    <ProductGate>
      {(product) =>
        docKey ? (
          <DocumentView product={product} docKey={docKey} />
        ) : (
          <DocumentIndex product={product} />
        )
      }
    </ProductGate>
  );
}
