import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { familyOfPath, paths } from '../../config/paths';
import { readTrialDraft, writeTrialDraft } from '../../data/product/trial-draft';
import type { ProductDetail } from '../../data/product/types';
import { BottomSheet } from '../../ui/BottomSheet';
import { useShareCard } from '../../ui/share-card';
import { Tabs } from '../../ui/Tabs';
import { FlashBackSheet } from './FlashBackSheet';
import { ProductGate } from '../_shared/ProductGate';
import { ProvisionsList } from './ProvisionsList';
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
        <button
          type="button"
          className={styles.homeButton}
          onClick={() => flash.request(() => navigate(paths.home()))}
        >
          {COPY.common.home}
        </button>
      ) : null}
      <ProHeader product={product} />

      <section className={styles.section} aria-labelledby="plans">
        <h2 id="plans" className={styles.sectionTitle}>
          {COPY.product.plans}
        </h2>
        {product.plans.length > 1 ? (
          <Tabs
            label={COPY.product.plans}
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
          <button type="button" className={styles.linkButton} onClick={() => setSheetOpen(true)}>
            {COPY.product.documents}
          </button>
        </h2>
      </section>

      <ClaimsProcess product={product} />
      <Faqs product={product} />
      <ProContent product={product} />

      <Footer product={product} plan={plan} family={family} />

      <BottomSheet
        open={sheetOpen}
        title={COPY.product.documents}
        onClose={closeSheet}
        closeLabel={COPY.product.close}
      >
        <ProvisionsList product={product} family={family} />
      </BottomSheet>
      <FlashBackSheet
        product={product}
        open={flash.open}
        onStay={flash.stay}
        onLeave={flash.leave}
      />
    </main>
  );
}

/** `/Product`, `/ProductAnsheng`, `/ProductNew` with `?id=`. */
export default function DetailScreen() {
  return <ProductGate>{(product) => <Detail product={product} retain />}</ProductGate>;
}
