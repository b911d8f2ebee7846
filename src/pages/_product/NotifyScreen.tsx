import { Link } from 'react-router-dom';
import { PRODUCT_COPY } from '../../config/copy-product';
import { paths } from '../../config/paths';
import type { ProductDetail } from '../../data/product/types';
import { SafeHtml } from '../../ui/SafeHtml';
import { DockFooter } from '../_shared/DockFooter';
import { ProductGate } from '../_shared/ProductGate';
import screenStyles from '../_shared/Screen.module.css';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Detail.module.css';

function Notify({ product }: { product: ProductDetail }) {
  const notice = product.documents.find((doc) => doc.key === 'notice');
  const next = paths.product.step('ProductNew', 'insured', product.id);
  return (
    <main className={funnelStyles.footerPage}>
      <article className={styles.docBody}>
        <h1 className={screenStyles.pageTitle}>{PRODUCT_COPY.product.notifyTitle}</h1>
        <p className={styles.docProduct}>
          {product.name} · {product.insurer}
        </p>
        <p className={styles.notifyLead}>{PRODUCT_COPY.product.notifyLead}</p>
        {notice ? <SafeHtml html={notice.html} /> : null}
        <p>
          <Link
            className={styles.exclusionsLink}
            to={paths.product.provisions('ProductNew', product.id, 'exclusions')}
          >
            {PRODUCT_COPY.product.readExclusions}
          </Link>
        </p>
      </article>
      <DockFooter>
        <Link className={styles.buyButton} to={next}>
          {PRODUCT_COPY.product.notifyContinue}
        </Link>
      </DockFooter>
    </main>
  );
}

/** `/ProductNew/notify`: 投保须知, read before entering the insured's details. */
export default function NotifyScreen() {
  return <ProductGate>{(product) => <Notify product={product} />}</ProductGate>;
}
