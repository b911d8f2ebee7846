import { useEffect, useState } from 'react';
import { COPY } from '../../config/copy';
import { scrollToTop } from '../../lib/scroll';
import styles from './BackToTop.module.css';

/** Appears once the visitor is two screens down a long list; `aboveNav` clears a bottom bar. */
export function BackToTop({ threshold, aboveNav }: { threshold?: number; aboveNav?: boolean }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const limit = threshold ?? window.innerHeight * 2;
    const onScroll = () => setVisible(window.scrollY > limit);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={aboveNav ? `${styles.button} ${styles.aboveNav}` : styles.button}
      aria-label={COPY.common.backToTop}
      onClick={() => void scrollToTop()}
    />
  );
}
