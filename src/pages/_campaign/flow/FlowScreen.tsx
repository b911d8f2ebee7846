import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { paths, type FlowVariant } from '../../../config/paths';
import { activeActions, selectFlow } from '../../../data/active';
import type { FlowLanding } from '../../../data/active/types';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import { trackEvent } from '../../../lib/stats-event';
import { Button } from '../../../ui/Button';
import { useShareCard } from '../../../ui/share-card';
import { HomeLink } from '../../../ui/HomeLink';
import { customerServicePage, HOTLINE_HREF } from '../../../ui/ServiceLink';
import { SiteFooter } from '../../../ui/SiteFooter';
import funnelStyles from '../../_shared/funnel.module.css';
import { AdvisorCard } from '../AdvisorCard';
import { copyText } from '../copy-text';
import { LoadState } from '../LoadState';
import { CampaignProduct } from '../CampaignProduct';
import { TopPicture, TopPictureSkeleton } from '../TopPicture';
import styles from '../Campaign.module.css';
import flowStyles from './Flow.module.css';
import { DockFooter } from '../../_shared/DockFooter';

function variantOf(pathname: string): FlowVariant {
  const last = pathname.toLowerCase().split('/').pop();
  return last === 'p2' || last === 'p3' ? last : 'p1';
}

function Landing({ landing }: { landing: FlowLanding }) {
  const { variant, advisor, cta } = landing;
  const act = () => {
    trackEvent({ type: 'conversion', landing: 'flow', id: variant, step: 'cta', variant });
    if (cta.kind === 'wechat') {
      void copyText(advisor.wechatId, CAMPAIGN_COPY.flow.wechatCopied(advisor.wechatId));
      document.getElementById('how-to-add')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    // The configured chat page; where it cannot open, the hotline (the phone asks before dialling).
    window.location.assign(customerServicePage() ?? HOTLINE_HREF);
  };

  return (
    <>
      {landing.hero.picture ? (
        <TopPicture
          picture={landing.hero.picture}
          alt={landing.hero.title}
          className={flowStyles.hero}
        />
      ) : null}
      <div className={flowStyles.intro}>
        <h1 className={flowStyles.title}>{landing.hero.title}</h1>
        {landing.hero.subtitle ? (
          <p className={flowStyles.subtitle}>{landing.hero.subtitle}</p>
        ) : null}
      </div>
      <section className={styles.section} aria-labelledby="points">
        <h2 id="points" className={styles.heading}>
          {CAMPAIGN_COPY.flow.points}
        </h2>
        <ul className={flowStyles.points}>
          {landing.points.map((point) => (
            <li key={point.title}>
              <strong>{point.title}</strong>
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </section>
      {landing.productId !== null ? <CampaignProduct id={landing.productId} /> : null}
      {cta.kind === 'wechat' && landing.howToAdd.length > 0 ? (
        <section className={styles.section} id="how-to-add" aria-labelledby="how-to-add-title">
          <h2 id="how-to-add-title" className={styles.heading}>
            {CAMPAIGN_COPY.flow.howToAdd}
          </h2>
          <ol className={flowStyles.steps}>
            {landing.howToAdd.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <AdvisorCard advisor={advisor} />
      {cta.kind === 'service' ? (
        <p className={`${styles.muted} ${styles.center}`}>{CAMPAIGN_COPY.flow.serviceNote}</p>
      ) : null}
      <DockFooter as="div" className={funnelStyles.bar}>
        <Button block onClick={act}>
          {cta.text}
        </Button>
      </DockFooter>
    </>
  );
}

/**
 * /Active/InformationFow, /p2, /p3: the feed ads' landings. Light on purpose (paid traffic lands
 * here on a first visit): no antd-mobile until a toast is needed, pictures sized in advance.
 */
export default function FlowScreen() {
  const variant = variantOf(useLocation().pathname);
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectFlow);
  const current = flow.key === variant ? flow : null;
  const data = current?.data ?? null;

  useEffect(() => {
    if (flow.key !== variant) dispatch(activeActions.flowRequested({ variant }));
  }, [dispatch, flow.key, variant]);

  useEffect(() => {
    if (data)
      trackEvent({ type: 'conversion', landing: 'flow', id: variant, step: 'view', variant });
  }, [data, variant]);

  useShareCard(
    data
      ? {
          title: data.title,
          desc: data.hero.subtitle,
          path: paths.flow(variant),
          image: data.hero.picture?.url,
        }
      : null,
  );

  return (
    <main className={styles.page}>
      <HomeLink room={false} />
      <LoadState
        status={current?.status ?? 'loading'}
        data={data}
        onRetry={() => dispatch(activeActions.flowRequested({ variant }))}
        skeleton={<TopPictureSkeleton className={flowStyles.hero} />}
      >
        {(loaded) => <Landing landing={loaded} />}
      </LoadState>
      <SiteFooter />
    </main>
  );
}
