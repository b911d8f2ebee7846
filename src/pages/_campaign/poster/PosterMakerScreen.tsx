import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CAMPAIGN_COPY } from '../../../config/copy-campaign';
import { POSTER_MAKER_COPY } from '../../../config/copy-poster-maker';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../data/hooks';
import {
  posterActions,
  selectPosterKit,
  selectReferralStatus,
  selectReferrals,
} from '../../../data/poster';
import type { PosterKit } from '../../../data/poster/types';
import { shareLink } from '../../../lib/share';
import { trackEvent } from '../../../lib/stats-event';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/feedback';
import { useShareCard } from '../../../ui/share-card';
import { HomeLink } from '../../../ui/HomeLink';
import controls from '../../../ui/styles/controls.module.css';
import funnelStyles from '../../_shared/funnel.module.css';
import { copyText } from '../copy-text';
import { LoadState } from '../LoadState';
import styles from '../Campaign.module.css';
import posterStyles from './Poster.module.css';

type Signature = 'name' | 'advisor';

/**
 * /Active/Poster/page: the poster maker. Choose a poster (swipe, or the buttons), sign it with a
 * name or the advisor's card, then "生成海报" asks the server for a referral key, and draws the
 * poster with a QR code of its share link (which carries the key and nothing personal) into an
 * <img>. The drawing code and the QR library load only here, on the first tap.
 */
function Maker({ kit }: { kit: PosterKit }) {
  const dispatch = useAppDispatch();
  const referrals = useAppSelector(selectReferrals);
  const referralStatus = useAppSelector(selectReferralStatus);
  const [index, setIndex] = useState(0);
  const [signature, setSignature] = useState<Signature>(kit.advisor ? 'advisor' : 'name');
  const [name, setName] = useState('');
  const [wanted, setWanted] = useState<string | null>(null);
  const [image, setImage] = useState<{ posterId: string; url: string } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const poster = kit.posters[index] ?? kit.posters[0]!;

  const show = (next: number) => {
    const clamped = Math.max(0, Math.min(kit.posters.length - 1, next));
    const slide = track.current?.children[clamped] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: 'smooth', inline: 'center', block: 'nearest' });
    setIndex(clamped);
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || el.children.length === 0) return;
    const width = (el.children[0] as HTMLElement).offsetWidth;
    const next = Math.round(el.scrollLeft / Math.max(1, width));
    if (next !== index && next < kit.posters.length) {
      setIndex(next);
      trackEvent({ type: 'poster', posterId: kit.posters[next]!.id, action: 'switch' });
    }
  };

  const lines =
    signature === 'advisor' && kit.advisor
      ? [
          `${kit.advisor.name} · ${kit.advisor.organisation}`,
          `${CAMPAIGN_COPY.licence} ${kit.advisor.licenceNo}`,
        ]
      : [
          name.trim() ? POSTER_MAKER_COPY.posterMaker.recommends(name.trim()) : kit.title,
          kit.title,
        ];

  const key = referrals[poster.id];
  const linesKey = lines.join('\n');
  useEffect(() => {
    if (wanted !== poster.id || !key) return;
    let cancelled = false;
    import('../draw-poster')
      .then(({ drawPoster }) =>
        drawPoster({
          picture: poster.picture,
          lines: linesKey.split('\n'),
          link: shareLink(paths.poster.detail(poster.landingId, key), window.location.origin),
          scanHint: POSTER_MAKER_COPY.posterMaker.scanToRead,
        }),
      )
      .then((url) => {
        if (cancelled) return;
        setImage({ posterId: poster.id, url });
        trackEvent({ type: 'poster', posterId: poster.id, action: 'save' });
      })
      .catch(() => {
        if (!cancelled) toast.fail(POSTER_MAKER_COPY.posterMaker.generateFailed);
      })
      .finally(() => {
        if (!cancelled) setWanted(null);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, key, poster, linesKey]);

  const generate = () => {
    setImage(null);
    setWanted(poster.id);
    if (!referrals[poster.id]) {
      dispatch(posterActions.referralRequested({ kitId: kit.id, posterId: poster.id }));
    }
  };

  // Waiting for the key, then drawing; a refused key ends the wait (the saga told the visitor).
  const busy = wanted !== null && referralStatus !== 'failed';
  return (
    <>
      <header className={funnelStyles.header}>
        <h1 className={funnelStyles.title}>{kit.title}</h1>
        <p className={funnelStyles.subtitle}>{POSTER_MAKER_COPY.posterMaker.makerLead}</p>
      </header>

      <div
        className={posterStyles.carousel}
        ref={track}
        onScroll={onScroll}
        role="group"
        aria-roledescription="carousel"
        aria-label={POSTER_MAKER_COPY.posterMaker.maker}
      >
        {kit.posters.map((item, i) => (
          <figure
            key={item.id}
            className={posterStyles.slide}
            aria-current={i === index || undefined}
          >
            <img
              src={item.picture.url}
              width={item.picture.width}
              height={item.picture.height}
              alt={POSTER_MAKER_COPY.posterMaker.imageAlt(item.title)}
              loading={i < 2 ? 'eager' : 'lazy'}
            />
          </figure>
        ))}
      </div>
      <div className={posterStyles.pager}>
        <button type="button" onClick={() => show(index - 1)} disabled={index === 0}>
          {POSTER_MAKER_COPY.posterMaker.previous}
        </button>
        <span aria-live="polite" data-testid="poster-index">
          {POSTER_MAKER_COPY.posterMaker.of(index + 1, kit.posters.length)}
        </span>
        <button
          type="button"
          onClick={() => show(index + 1)}
          disabled={index === kit.posters.length - 1}
        >
          {POSTER_MAKER_COPY.posterMaker.next}
        </button>
      </div>

      <section className={styles.section} aria-labelledby="signature">
        <h2 id="signature" className={styles.heading}>
          {POSTER_MAKER_COPY.posterMaker.signature}
        </h2>
        <div className={styles.choices} role="group" aria-labelledby="signature">
          {(kit.advisor ? (['advisor', 'name'] as const) : (['name'] as const)).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={signature === choice}
              className={`${styles.chip} ${signature === choice ? controls.chipOn : controls.chipOff}`}
              onClick={() => setSignature(choice)}
            >
              {choice === 'advisor'
                ? POSTER_MAKER_COPY.posterMaker.byAdvisor
                : POSTER_MAKER_COPY.posterMaker.byName}
            </button>
          ))}
        </div>
        {signature === 'name' ? (
          <label className={`${styles.field} ${styles.spaced}`}>
            <span className={styles.label}>{CAMPAIGN_COPY.lead.name}</span>
            <input
              className={styles.grow}
              maxLength={12}
              placeholder={POSTER_MAKER_COPY.posterMaker.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        ) : null}
        <div className={styles.stack}>
          <Button block loading={busy} onClick={generate}>
            {busy
              ? POSTER_MAKER_COPY.posterMaker.generating
              : POSTER_MAKER_COPY.posterMaker.generate}
          </Button>
        </div>
      </section>

      {image && image.posterId === poster.id ? (
        <section className={`${styles.section} ${styles.center}`} aria-live="polite">
          <img
            className={posterStyles.result}
            src={image.url}
            alt={POSTER_MAKER_COPY.posterMaker.imageAlt(poster.title)}
            data-testid="poster-image"
          />
          <p className={styles.muted}>{POSTER_MAKER_COPY.posterMaker.generated}</p>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="caption">
        <h2 id="caption" className={styles.heading}>
          {POSTER_MAKER_COPY.posterMaker.caption}
        </h2>
        <p className={posterStyles.caption}>{kit.caption}</p>
        <Button
          variant="ghost"
          block
          onClick={() => {
            void copyText(kit.caption);
            trackEvent({ type: 'poster', posterId: poster.id, action: 'copy-caption' });
          }}
        >
          {POSTER_MAKER_COPY.posterMaker.copyCaption}
        </Button>
      </section>
    </>
  );
}

export default function PosterMakerScreen() {
  const kitId = useSearchParams()[0].get('id') || 'current';
  const dispatch = useAppDispatch();
  const kit = useAppSelector(selectPosterKit);
  const current = kit.key === kitId ? kit : null;

  useEffect(() => {
    if (kit.key !== kitId) dispatch(posterActions.kitRequested({ id: kitId }));
  }, [dispatch, kit.key, kitId]);

  useShareCard(
    current?.data
      ? { title: current.data.title, desc: current.data.caption, path: paths.poster.page(kitId) }
      : null,
  );

  return (
    <main className={styles.plainPage}>
      <HomeLink />
      <LoadState
        status={current?.status ?? 'loading'}
        data={current?.data ?? null}
        missing={current?.missing ? CAMPAIGN_COPY.poster.missing : false}
        onRetry={() => dispatch(posterActions.kitRequested({ id: kitId }))}
      >
        {(loaded) => <Maker kit={loaded} />}
      </LoadState>
    </main>
  );
}
