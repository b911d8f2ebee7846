import { useLocation, useNavigate } from 'react-router-dom';
import { familyOfPath, paths } from '../../config/paths';
import { readTrialDraft } from '../../data/product/trial-draft';
import type { ProductDetail } from '../../data/product/types';
import { Detail } from './DetailScreen';
import { FlashBackSheet } from './FlashBackSheet';
import { ProductGate } from '../_shared/ProductGate';
import { Footer, ProContent, ProHeader } from './sections';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Detail.module.css';

/**
 * Part routes (kind: part in routes.json) render one piece of the detail screen on its own, for the
 * product of `?id=`, as a preview.
 */
function useFamily(product: ProductDetail) {
  const { pathname } = useLocation();
  return familyOfPath(pathname) ?? product.family;
}

function FooterPreview({ product }: { product: ProductDetail }) {
  const family = useFamily(product);
  const saved = readTrialDraft(product.id).planId;
  const plan = product.plans.find((p) => p.id === saved) ?? product.plans[0]!;
  return (
    <main className={funnelStyles.footerPage}>
      <Footer product={product} plan={plan} family={family} />
    </main>
  );
}

export function FooterPart() {
  return <ProductGate>{(product) => <FooterPreview product={product} />}</ProductGate>;
}

export function ProHeaderPart() {
  return <ProductGate>{(product) => <ProHeader product={product} />}</ProductGate>;
}

export function ProContentPart() {
  return (
    <ProductGate>
      {(product) => (
        <main className={styles.partPage}>
          <ProContent product={product} />
        </main>
      )}
    </ProductGate>
  );
}

function SheetOverDetail({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const family = useFamily(product);
  return (
    <Detail
      product={product}
      provisionsOpen
      onCloseProvisions={() =>
        navigate(paths.product.detail(family, product.id), { replace: true })
      }
    />
  );
}

/** popupprovisions and /Insurance/component/popupList: the documents sheet over the detail screen. */
export function ProvisionsSheetPart() {
  return <ProductGate>{(product) => <SheetOverDetail product={product} />}</ProductGate>;
}

function FlashBackPreview({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  return (
    <FlashBackSheet
      product={product}
      open
      onStay={() => navigate(paths.product.detail(product.family, product.id), { replace: true })}
      onLeave={() => navigate(paths.home(), { replace: true })}
    />
  );
}

/** /Insurance/component/flashBack: the retention sheet on its own. */
export function FlashBackPart() {
  return <ProductGate>{(product) => <FlashBackPreview product={product} />}</ProductGate>;
}
