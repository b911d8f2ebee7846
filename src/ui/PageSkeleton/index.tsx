import { useState } from 'react';
import { Adopted } from '../Adopted';
import { bootShowing, staticProductPicture } from '../boot';
import { BrandHero } from '../BrandHero';
import styles from './PageSkeleton.module.css';

/**
 * A screen whose code or data is on its way: a header block and content cards in grey, the shape
 * of a page rather than of any one screen. Same geometry as index.html's `.boot-page`.
 */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中" className={styles.page}>
      <div className={styles.head} />
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.block} />
      ))}
    </div>
  );
}

/**
 * A product's detail on its way: its header's shape, with the product's picture where index.html
 * has already painted it from its early answer (ui/boot.ts), then the page's blocks. Same geometry
 * as index.html's `.boot-head`, so the picture does not move.
 */
export function ProductSkeleton() {
  // Only as the first screen, while the boot markup is up: a later detail is another product's.
  const [painted] = useState(() => (bootShowing() ? staticProductPicture() : null));
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className={styles.productHead}>
        {painted ? (
          <Adopted node={painted} className={styles.productPicture} />
        ) : (
          <div className={styles.productPicture} />
        )}
        <div className={styles.productLines} />
      </div>
      <div className={styles.page}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.block} />
        ))}
      </div>
    </div>
  );
}

/** The catalogue on its way: same geometry as index.html's `.boot-home`, so nothing shifts. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中" className={styles.home}>
      <BrandHero />
      <div className={styles.banner} />
      <div className={styles.bar} />
      <div className={styles.list}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}

/** Placeholder product cards (a picture, a name, two lines, a price) while a list loads. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="加载中" data-testid="card-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} />
      ))}
    </div>
  );
}
