import { BrandHero } from '../BrandHero';
import styles from './PageSkeleton.module.css';

/** The loading state of a screen whose code is still on its way; same geometry as index.html's. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中" className={styles.page}>
      <BrandHero />
      <div className={styles.bar} />
      <div className={styles.list}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}

/** Placeholder cards for a list that is loading. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="加载中" data-testid="card-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} />
      ))}
    </div>
  );
}
