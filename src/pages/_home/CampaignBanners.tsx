import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { activeActions, selectBanners, selectBannersStatus } from '../../data/active';
import type { Banner } from '../../data/active/types';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { safeImageUrl, safeReturnPath } from '../../lib/url';
import { Adopted } from '../../ui/Adopted';
import { pictureOf, staticBanner } from '../../ui/boot';
import { BannerSlot } from './BannerSlot';
import styles from './CampaignBanners.module.css';

const TEXT = COPY.home.banner;

/** How long a slide stays before the next one comes. */
export const AUTOPLAY_MS = 4000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function Slide({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  const image = safeImageUrl(banner.image);
  const to = safeReturnPath(banner.link, window.location.origin);
  // The first picture as index.html painted it, when it is this one (ui/boot.ts).
  const [painted] = useState(() => (index === 0 ? pictureOf(staticBanner(), image) : null));
  const picture = painted ? (
    <Adopted node={painted} className={styles.image} />
  ) : image ? (
    <img
      className={styles.image}
      src={image}
      alt={banner.title}
      width={351}
      height={120}
      decoding="async"
    />
  ) : (
    <span className={styles.text}>{banner.title}</span>
  );
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={TEXT.slide(index + 1, count)}
    >
      {to ? (
        <Link className={styles.link} to={to}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}

/**
 * The campaigns running now, one slide each: swipe (the track scrolls and snaps natively), dots,
 * and autoplay that holds while a finger is on it or focus is inside, and never runs for visitors
 * who asked for reduced motion.
 */
function Carousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const count = banners.length;

  const show = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element) return;
      setCurrent(index);
      element.scrollTo({
        left: index * element.clientWidth,
        behavior: reduced ? 'auto' : 'smooth',
      });
    },
    [reduced],
  );

  // Each slide shown (by swipe, dot or autoplay) restarts the wait for the next.
  useEffect(() => {
    if (reduced || held || count < 2) return;
    const timer = window.setTimeout(() => show((current + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, held, reduced, count, show]);

  const followScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <div className={styles.carousel} aria-roledescription="carousel">
      <div
        ref={track}
        className={styles.track}
        onScroll={followScroll}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
        onFocus={hold}
        onBlur={release}
        data-testid="banner-track"
        data-held={held || undefined}
      >
        {banners.map((banner, index) => (
          <Slide key={banner.id} banner={banner} index={index} count={count} />
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === current ? `${styles.dot} ${styles.current}` : styles.dot}
              aria-label={TEXT.goTo(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The home banner: its own chunk with the `active` area, loaded after the catalogue, so the
 * catalogue's first visit does not carry it. Its place is kept from the first paint (index.html,
 * the home screen), so nothing moves when it arrives; with no campaign running it is left out.
 */
export default function CampaignBanners() {
  const dispatch = useAppDispatch();
  const banners = useAppSelector(selectBanners);
  const status = useAppSelector(selectBannersStatus);

  useEffect(() => {
    if (status === 'idle') dispatch(activeActions.bannersRequested());
  }, [status, dispatch]);

  if (status === 'idle' || status === 'loading') return <BannerSlot busy />;
  if (banners.length === 0) return null;
  return <Carousel banners={banners} />;
}
