import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { paths } from '../../../config/paths';
import { activeActions, selectShortVideo } from '../../../data/active';
import type { ShortVideo } from '../../../data/active/types';
import type { ProductDetail } from '../../../data/product/types';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { fullYearsOf, mergeAgeIntervals } from '../../../lib/date';
import { trackEvent } from '../../../lib/stats-event';
import { useShareCard } from '../../../ui/share-card';
import { Adopted } from '../../../ui/Adopted';
import { bootShowing, staticVideoHead } from '../../../ui/boot';
import { HomeLink } from '../../../ui/HomeLink';
import { CardSkeletons } from '../../../ui/PageSkeleton';
import { SiteFooter } from '../../../ui/SiteFooter';
import { LeadForm } from '../LeadForm';
import { LoadState } from '../LoadState';
import { CampaignProduct } from '../CampaignProduct';
import { ProductFacts } from '../../_shared/ProductFacts';
import styles from '../Campaign.module.css';
import videoStyles from './ShortVideo.module.css';

/**
 * The product video, inline in the messaging app's browser (playsinline and the in-app browsers'
 * own attributes), with a poster frame and the visitor's own tap to play: autoplay is never relied
 * on. Without a video, the frame says so plainly.
 */
export function ProductVideo({ page }: { page: ShortVideo }) {
  if (!page.video) {
    return (
      <div className={videoStyles.noVideo} role="note" aria-label={CAMPAIGN_COPY.shortVideo.video}>
        <strong>{CAMPAIGN_COPY.shortVideo.noVideo}</strong>
        <p>{page.videoNote}</p>
      </div>
    );
  }
  return (
    <video
      className={videoStyles.video}
      src={page.video.url}
      poster={page.video.poster}
      controls
      preload="none"
      playsInline
      webkit-playsinline="true"
      x5-playsinline="true"
      x5-video-player-type="h5-page"
      aria-label={CAMPAIGN_COPY.shortVideo.video}
    />
  );
}

/**
 * The landing on its way: the title and first frame index.html painted from its early answer (as
 * the first screen only, while the boot markup is up), that very block, above the cards in grey.
 */
function VideoSkeleton() {
  const [painted] = useState(() => (bootShowing() ? staticVideoHead() : null));
  return (
    <>
      {painted ? <Adopted node={painted} className={videoStyles.painted} /> : null}
      <CardSkeletons count={3} />
    </>
  );
}

/**
 * The product's facts, then the estimate's form: the ages it offers and the cover terms are the
 * product's own (its first plan's ages and terms), and so is the premium the server estimates.
 */
function Estimate({ page, product }: { page: ShortVideo; product: ProductDetail }) {
  const plan = product.plans[0];
  const ages = fullYearsOf(
    plan?.ageInterval
      ? mergeAgeIntervals(product.ageInterval, plan.ageInterval)
      : product.ageInterval,
  );
  return (
    <>
      <ProductFacts product={product} />
      <LeadForm
        kind="shortvideo"
        pageId={page.id}
        title={CAMPAIGN_COPY.shortVideo.estimateTitle}
        intro={[
          CAMPAIGN_COPY.shortVideo.ageRange(ages.min, ages.max),
          CAMPAIGN_COPY.shortVideo.estimateLead,
          // The estimate's basis names the plan (基础版): the form says so before it is sent.
          ...(plan && product.plans.length > 1
            ? [CAMPAIGN_COPY.shortVideo.estimatePlan(plan.name)]
            : []),
        ].join('。')}
        submitText={CAMPAIGN_COPY.shortVideo.submit}
        sms
        estimate={{ ageRange: ages, terms: plan?.terms ?? [] }}
        onSubmitted={() =>
          trackEvent({ type: 'conversion', landing: 'shortvideo', id: page.id, step: 'lead' })
        }
      />
    </>
  );
}

/**
 * /Active/shortvideo (老年人保险): for children buying for their parents. The product's facts in
 * large type, then age and cover term, name, mobile and SMS code: the server answers with the
 * premium estimate and books a callback.
 */
export default function ShortVideoScreen() {
  const id = useSearchParams()[0].get('id') || 'elderly';
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectShortVideo);
  const current = page.key === id ? page : null;
  const data = current?.data ?? null;

  useEffect(() => {
    if (page.key !== id) dispatch(activeActions.shortVideoRequested({ id }));
  }, [dispatch, id, page.key]);

  useEffect(() => {
    if (data) trackEvent({ type: 'conversion', landing: 'shortvideo', id, step: 'view' });
  }, [data, id]);

  useShareCard(data ? { title: data.title, desc: data.subtitle, path: paths.shortVideo() } : null);

  return (
    <main className={`${styles.plainPage} ${videoStyles.senior}`}>
      <HomeLink />
      <LoadState
        status={current?.status ?? 'loading'}
        data={data}
        missing={current?.missing ? CAMPAIGN_COPY.poster.missing : false}
        onRetry={() => dispatch(activeActions.shortVideoRequested({ id }))}
        skeleton={<VideoSkeleton />}
      >
        {(loaded) => (
          <>
            <header className={videoStyles.head}>
              <h1 className={videoStyles.title}>{loaded.title}</h1>
              {loaded.subtitle ? <p className={videoStyles.subtitle}>{loaded.subtitle}</p> : null}
            </header>
            <ProductVideo page={loaded} />
            <CampaignProduct id={loaded.productId}>
              {(product) => <Estimate page={loaded} product={product} />}
            </CampaignProduct>
          </>
        )}
      </LoadState>
      <SiteFooter />
    </main>
  );
}
