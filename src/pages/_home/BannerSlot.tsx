import { useState } from 'react';
import { COPY } from '../../config/copy';
import { Adopted } from '../../ui/Adopted';
import { staticBanner } from '../../ui/boot';
import styles from './Home.module.css';

/**
 * The banner's place while its campaigns load: the first picture where index.html has already
 * painted it from its early answer (ui/boot.ts), else the empty slot, at the carousel's size.
 */
export function BannerSlot({ busy }: { busy?: boolean }) {
  const [painted] = useState(staticBanner);
  const aria = busy ? { 'aria-busy': true, 'aria-label': COPY.home.banner.loading } : {};
  if (painted) return <Adopted node={painted} className={styles.bannerSlot} {...aria} />;
  return <div className={styles.bannerSlot} {...aria} />;
}
