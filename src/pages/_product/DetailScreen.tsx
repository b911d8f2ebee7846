import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { familyOfPath, paths } from '../../config/paths';
import { readTrialDraft, writeTrialDraft } from '../../data/product/trial-draft';
import type { ProductDetail } from '../../data/product/types';
import { toast } from '../../ui/feedback';
import { HomeLink } from '../../ui/HomeLink';
import { ProductSkeleton } from '../../ui/PageSkeleton';
import { useShareCard } from '../../ui/share-card';
import { Tabs } from '../../ui/Tabs';
import { ProductGate } from '../_shared/ProductGate';
import {
  ClaimsProcess,
  CoverageTable,
  ExclusionsNotice,
  Faqs,
  Footer,
  Highlights,
  KeyFacts,
  ProContent,
  ProHeader,
} from './sections';
import { useFlashBack } from './use-flash-back';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './Detail.module.css';

const loadSheets = () => import('./DetailSheets');
type Sheets = Awaited<ReturnType<typeof loadSheets>>;

/**
 * The documents and retention sheets, fetched when the visitor first opens one (or on arrival at
 * a route that opens the documents), not with the screen: `want` hands them over once loaded, or
 * says they could not be.
 */
function useSheets(atOnce: boolean) {
  const [sheets, setSheets] = useState<Sheets | null>(null);
  const want = (then: (loaded: boolean) => void = () => {}) => {
    if (sheets) {
      then(true);
      return;
    }
    loadSheets().then(
      (module) => {
        setSheets(module);
        then(true);
      },
      () => then(false),
    );
  };
  useEffect(() => {
    if (!atOnce) return;
    let live = true;
    loadSheets().then(
      (module) => {
        if (live) setSheets(module);
      },
      () => toast.fail(COPY.networkError),
    );
    return () => {
      live = false;
    };
  }, [atOnce]);
  return { sheets, want };
}

interface Options {
  /** Open the documents sheet on arrival (popupprovisions, popupList). */
  provisionsOpen?: boolean;
  onCloseProvisions?: () => void;
  /** The real detail routes: a way home, through the retention sheet once per product. */
  retain?: boolean;
}

export function Detail({
  product,
  provisionsOpen,
  onCloseProvisions,
  retain,
}: Options & { product: ProductDetail }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const family = familyOfPath(pathname) ?? product.family;
  const [planId, setPlanId] = useState(() => {
    const saved = readTrialDraft(product.id).planId;
    return product.plans.some((plan) => plan.id === saved) ? saved! : product.plans[0]!.id;
  });
  const plan = product.plans.find((p) => p.id === planId) ?? product.plans[0]!;
  const [sheetOpen, setSheetOpen] = useState(Boolean(provisionsOpen));
  const flash = useFlashBack(product.id);
  const { sheets, want } = useSheets(Boolean(provisionsOpen));
  useShareCard({
    title: product.name,
    desc: product.slogan,
    path: paths.product.detail(family, product.id),
    image: product.image,
  });

  const choosePlan = (id: number) => {
    setPlanId(id);
    writeTrialDraft(product.id, { planId: id });
  };
  const closeSheet = () => {
    setSheetOpen(false);
    onCloseProvisions?.();
  };

  return (
    <main className={funnelStyles.footerPage}>
      {retain ? (
        <HomeLink
          room={false}
          onClick={() => {
            const leave = () => navigate(paths.home());
            // Without its sheet (it could not be fetched), the way home is just the way home.
            want((loaded) => (loaded ? flash.request(leave) : leave()));
          }}
        />
      ) : null}
      <ProHeader product={product} />

      <section className={styles.section} aria-labelledby="plans">
        <h2 id="plans" className={styles.sectionTitle}>
          {PRODUCT_COPY.product.plans}
        </h2>
        {product.plans.length > 1 ? (
          <Tabs
            label={PRODUCT_COPY.product.plans}
            items={product.plans.map((p) => ({ key: p.id, label: p.name }))}
            active={plan.id}
            onChange={choosePlan}
          />
        ) : null}
        <CoverageTable plan={plan} />
      </section>

      <Highlights product={product} />
      <KeyFacts product={product} />
      <ExclusionsNotice product={product} family={family} />

      <section className={styles.section} aria-labelledby="documents">
        <h2 id="documents" className={styles.sectionTitle}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() =>
              want((loaded) => (loaded ? setSheetOpen(true) : toast.fail(COPY.networkError)))
            }
          >
            {PRODUCT_COPY.product.documents}
          </button>
        </h2>
      </section>

      <ClaimsProcess product={product} />
      <Faqs product={product} />
      <ProContent product={product} />

      <Footer product={product} plan={plan} family={family} />

      {sheets ? (
        <>
          <sheets.DocumentsSheet
            product={product}
            family={family}
            open={sheetOpen}
            onClose={closeSheet}
            layer={provisionsOpen ? undefined : 'documents'}
          />
          <sheets.FlashBackSheet
            product={product}
            open={flash.open}
            onStay={flash.stay}
            onLeave={flash.leave}
            layer="flashback"
          />
        </>
      ) : null}
    </main>
  );
}

/** `/Product`, `/ProductAnsheng`, `/ProductNew` with `?id=`. */
export default function DetailScreen() {
  return (
    <ProductGate skeleton={<ProductSkeleton />}>
      {(product) => <Detail product={product} retain />}
    </ProductGate>
  );
}
