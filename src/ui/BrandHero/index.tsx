import { useState } from 'react';
import { COPY } from '../../config/copy';
import { Adopted } from '../Adopted';
import { staticHero } from '../boot';
import styles from './BrandHero.module.css';

/**
 * The brand header: the catalogue's top, and the loading state's. index.html paints it first; that
 * element is moved here (before the browser paints again) instead of being replaced by a copy.
 */
export function BrandHero() {
  const [painted] = useState(staticHero);
  if (painted) return <Adopted node={painted} />;
  return (
    <header className={styles.hero}>
      <h1 className={styles.brand}>{COPY.defaultTitle}</h1>
      <p className={styles.slogan}>{COPY.home.slogan}</p>
      <ul className={styles.trust}>
        {COPY.home.trust.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </header>
  );
}
