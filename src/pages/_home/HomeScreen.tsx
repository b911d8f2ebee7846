import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import {
  chooseCategory,
  homeActions,
  selectCategories,
  selectCategoriesStatus,
  selectHasMoreProducts,
  selectJumpingProductId,
  selectProductList,
  selectProductsCategoryId,
  selectProductsStatus,
} from '../../data/home';
import type { ProductItem } from '../../data/home/types';
import { BottomNav } from '../_shared/BottomNav';
import { BannerSlot } from './BannerSlot';
import { BackToTop } from '../../ui/BackToTop';
import { BrandHero } from '../../ui/BrandHero';
import { Button } from '../../ui/Button';
import { useElderMode } from '../../ui/elder-mode';
import { ElderSwitch } from '../../ui/ElderSwitch';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { ProductCard } from '../../ui/ProductCard';
import { useShareCard } from '../../ui/share-card';
import { SiteFooter } from '../../ui/SiteFooter';
import { StateBlock } from '../../ui/StateBlock';
import { Tabs } from '../../ui/Tabs';
import { useInView } from '../../ui/use-in-view';
import listStyles from '../_shared/list.module.css';
import styles from './Home.module.css';

const CampaignBanners = lazy(() => import('./CampaignBanners'));
// Only after a tap on a partner's product: not in the catalogue's first visit.
const LeavingSheet = lazy(() => import('../../ui/LeavingSheet'));

/** Who runs a link-out product's page, as the product data names it. */
export function partnerOf(product: ProductItem): string {
  return product.partner || product.insurer || COPY.leaving.somePartner;
}

/** Where a product card leads (decisions.md): off-shelf notice, or the family's detail screen. */
export function productHref(product: ProductItem): string {
  if (product.status === 'off') return paths.product.offShelf(product.id);
  return paths.product.detail(product.family, product.id);
}

export default function Home() {
  const dispatch = useAppDispatch();
  const elder = useElderMode();
  const [params, setParams] = useSearchParams();
  const categories = useAppSelector(selectCategories);
  const categoriesStatus = useAppSelector(selectCategoriesStatus);
  const { list } = useAppSelector(selectProductList);
  const productsStatus = useAppSelector(selectProductsStatus);
  const productsCategoryId = useAppSelector(selectProductsCategoryId);
  const hasMore = useAppSelector(selectHasMoreProducts);
  const pagination = useAppSelector(selectProductList).pagination;
  const jumpingId = useAppSelector(selectJumpingProductId);
  // The partner's product whose leaving notice is open.
  const [leaving, setLeaving] = useState<ProductItem | null>(null);
  useShareCard({ title: COPY.defaultTitle, desc: COPY.home.slogan, path: paths.home() });

  const selectedId = chooseCategory(categories, params.get('category'));

  useEffect(() => {
    if (categoriesStatus === 'idle') dispatch(homeActions.categoriesRequested());
  }, [categoriesStatus, dispatch]);

  // One fetch per category choice; a failure waits for the visitor's retry, never loops.
  useEffect(() => {
    if (selectedId !== null && selectedId !== productsCategoryId) {
      dispatch(homeActions.productsRequested({ categoryId: selectedId, page: 1 }));
    }
  }, [selectedId, productsCategoryId, dispatch]);

  const loadNext = useCallback(() => {
    if (selectedId === null || !pagination) return;
    dispatch(
      homeActions.productsRequested({ categoryId: selectedId, page: pagination.current_page + 1 }),
    );
  }, [dispatch, pagination, selectedId]);

  const [sentinel, nearEnd] = useInView<HTMLDivElement>();
  useEffect(() => {
    if (nearEnd && hasMore && productsStatus === 'succeeded') loadNext();
  }, [nearEnd, hasMore, productsStatus, loadNext]);

  const choose = (id: number) => {
    setParams(id === categories[0]?.id ? {} : { category: String(id) }, { replace: true });
  };

  const retryProducts = () => {
    if (selectedId === null) return;
    const page = list.length > 0 && pagination ? pagination.current_page + 1 : 1;
    dispatch(homeActions.productsRequested({ categoryId: selectedId, page }));
  };

  const firstLoad = productsStatus === 'loading' && list.length === 0;
  const listFailed = productsStatus === 'failed' && list.length === 0;

  return (
    <main className={styles.page}>
      <BrandHero />
      <ElderSwitch compact className={styles.elderSwitch} />

      {/* 长辈模式 shows no campaign banners (the MIIT's rules for an elder version). */}
      {elder ? null : (
        <section className={styles.banners} aria-label={COPY.home.campaigns}>
          <Suspense fallback={<BannerSlot />}>
            <CampaignBanners />
          </Suspense>
        </section>
      )}

      <Tabs
        sticky
        label="产品分类"
        items={categories.map((category) => ({ key: category.id, label: category.name }))}
        active={selectedId}
        onChange={choose}
      />

      <section className={styles.list} aria-live="polite" aria-labelledby="home-list-title">
        {/* The list's heading, for screen readers (the tab above shows it): h1 > h2 > each card's h3. */}
        <h2 id="home-list-title" className="visually-hidden">
          {categories.find((category) => category.id === selectedId)?.name ?? COPY.home.products}
        </h2>
        {categoriesStatus === 'failed' ? (
          <StateBlock
            kind="error"
            title={COPY.home.categoriesFailed}
            action={
              <Button onClick={() => dispatch(homeActions.categoriesRequested())}>
                {COPY.common.retry}
              </Button>
            }
          />
        ) : categoriesStatus !== 'succeeded' || firstLoad ? (
          <CardSkeletons />
        ) : listFailed ? (
          <StateBlock
            kind="error"
            title={COPY.home.loadFailed}
            action={<Button onClick={retryProducts}>{COPY.common.retry}</Button>}
          />
        ) : list.length === 0 && productsStatus === 'succeeded' ? (
          <StateBlock kind="empty" title={COPY.common.empty} />
        ) : (
          <ul className={listStyles.cards}>
            {list.map((product, index) => (
              <ProductCard
                key={product.id}
                eager={index < 3}
                product={product}
                busy={jumpingId === product.id}
                renderAction={(content, className) =>
                  product.jump && product.status === 'on' ? (
                    <button
                      type="button"
                      className={className}
                      disabled={jumpingId !== null}
                      aria-haspopup="dialog"
                      onClick={() => setLeaving(product)}
                    >
                      {content}
                    </button>
                  ) : (
                    <Link to={productHref(product)} className={className}>
                      {content}
                    </Link>
                  )
                }
              />
            ))}
          </ul>
        )}

        {list.length > 0 ? (
          <div ref={sentinel} className={listStyles.more}>
            {productsStatus === 'loading' ? (
              COPY.common.loading
            ) : productsStatus === 'failed' ? (
              <button type="button" className={listStyles.moreRetry} onClick={retryProducts}>
                {COPY.common.loadFailedTapRetry}
              </button>
            ) : hasMore ? (
              COPY.common.loading
            ) : (
              COPY.common.noMore
            )}
          </div>
        ) : null}
      </section>

      <SiteFooter />
      <BackToTop aboveNav />
      <BottomNav />
      {leaving ? (
        <Suspense fallback={null}>
          <LeavingSheet
            partner={partnerOf(leaving)}
            onCancel={() => setLeaving(null)}
            onContinue={() => {
              setLeaving(null);
              dispatch(homeActions.jumpRequested({ productId: leaving.id }));
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
