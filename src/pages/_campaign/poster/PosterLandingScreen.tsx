import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { posterActions, selectPosterLanding } from '../../../data/poster';
import { trackEvent } from '../../../lib/stats-event';
import { Button } from '../../../ui/Button';
import { useShareCard } from '../../../ui/share-card';
import { SiteFooter } from '../../../ui/SiteFooter';
import { HomeLink } from '../../../ui/HomeLink';
import { StateBlock } from '../../../ui/StateBlock';
import funnelStyles from '../../_shared/funnel.module.css';
import screenStyles from '../../_shared/Screen.module.css';
import { AdvisorCard } from '../AdvisorCard';
import { DeferredLeadForm, scrollToForm } from '../DeferredLeadForm';
import { LoadState } from '../LoadState';
import { TopPicture, TopPictureSkeleton } from '../TopPicture';
import { CampaignProduct } from '../CampaignProduct';
import styles from '../Campaign.module.css';
import posterStyles from './Poster.module.css';
import { DockFooter } from '../../_shared/DockFooter';

const FORM_ID = 'poster-lead';

/**
 * /Active/Poster/:id: the ad landing behind a poster. Long pictures that load as they come near,
 * the offer, the product's facts, a lead form with a sticky button to it, and the operator's
 * footer. A shared poster's link carries `?ref=`, an opaque referral key the lead takes along.
 */
export default function PosterLandingScreen() {
  const id = useParams().id ?? '';
  const ref = useSearchParams()[0].get('ref') ?? undefined;
  const dispatch = useAppDispatch();
  const landing = useAppSelector(selectPosterLanding);
  const current = landing.key === id ? landing : null;
  const data = current?.data ?? null;

  useEffect(() => {
    if (landing.key !== id) dispatch(posterActions.landingRequested({ id }));
  }, [dispatch, id, landing.key]);

  const live = data?.status === 'on';
  useEffect(() => {
    if (live) trackEvent({ type: 'conversion', landing: 'poster', id, step: 'view' });
  }, [id, live]);

  useShareCard(
    data && live
      ? { title: data.title, desc: data.offer.title, path: paths.poster.detail(data.id) }
      : null,
  );

  return (
    <main className={live ? styles.page : styles.plainPage}>
      <HomeLink room={false} />
      <LoadState
        status={current?.status ?? 'loading'}
        data={data}
        missing={current?.missing ? CAMPAIGN_COPY.poster.missing : false}
        onRetry={() => dispatch(posterActions.landingRequested({ id }))}
        skeleton={<TopPictureSkeleton className={posterStyles.picture} />}
      >
        {(loaded) =>
          loaded.status !== 'on' ? (
            <StateBlock
              kind="empty"
              title={CAMPAIGN_COPY.lead.ended}
              description={CAMPAIGN_COPY.lead.endedBody}
              action={
                <Link className={screenStyles.link} to={paths.home()}>
                  {CAMPAIGN_COPY.backHome}
                </Link>
              }
            />
          ) : (
            <>
              <h1 className="visually-hidden">{loaded.title}</h1>
              <div className={posterStyles.pictures}>
                {loaded.images.map((picture, index) =>
                  index === 0 ? (
                    <TopPicture
                      key={picture.url}
                      picture={picture}
                      alt={loaded.title}
                      className={posterStyles.picture}
                    />
                  ) : (
                    <img
                      key={picture.url}
                      className={posterStyles.picture}
                      src={picture.url}
                      width={picture.width}
                      height={picture.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ),
                )}
              </div>
              <section className={styles.section} aria-labelledby="offer">
                <h2 id="offer" className={styles.heading}>
                  {loaded.offer.title}
                </h2>
                <ul className={posterStyles.offer}>
                  {loaded.offer.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
              <DeferredLeadForm
                kind="poster"
                pageId={loaded.id}
                anchorId={FORM_ID}
                title={loaded.formTitle}
                submitText={loaded.ctaText}
                refKey={ref}
                onSubmitted={() =>
                  trackEvent({ type: 'conversion', landing: 'poster', id: loaded.id, step: 'lead' })
                }
              />
              <CampaignProduct id={loaded.productId} />
              {loaded.advisor ? <AdvisorCard advisor={loaded.advisor} /> : null}
              <DockFooter as="div" className={funnelStyles.bar}>
                <Button
                  block
                  onClick={() => {
                    trackEvent({
                      type: 'conversion',
                      landing: 'poster',
                      id: loaded.id,
                      step: 'cta',
                    });
                    scrollToForm(FORM_ID);
                  }}
                >
                  {loaded.ctaText}
                </Button>
              </DockFooter>
            </>
          )
        }
      </LoadState>
      <SiteFooter />
    </main>
  );
}
