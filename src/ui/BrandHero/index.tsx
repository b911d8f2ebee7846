import { COPY } from '../../config/copy';
import styles from './BrandHero.module.css';

/** The brand header: the catalogue's top, and the loading state's, as in index.html. */
export function BrandHero() {
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
