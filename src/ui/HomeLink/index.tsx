import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import styles from './HomeLink.module.css';

/**
 * 首页, on every screen that can be the first of a tab (an address that is shared or advertised:
 * a campaign landing, an article, a boot page, invite friends, the short video, the gift, a product,
 * a plan): a visitor who came from a chat has no history to go back to, and this is the way to the
 * rest of the site. Placed first in the screen's main, it makes room for itself at the top of the
 * block after it; `room={false}` where that block is a picture index.html may have painted already
 * (a feed ad's or a poster's landing), which must not move: the pill floats over its corner. With
 * `onClick` it is a button that decides itself how to go home (the product detail asks through its
 * retention sheet first).
 */
export function HomeLink({ onClick, room = true }: { onClick?: () => void; room?: boolean }) {
  const pill = <span className={styles.pill}>{COPY.common.home}</span>;
  const className = room ? `${styles.home} ${styles.room}` : styles.home;
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {pill}
      </button>
    );
  }
  return (
    <Link className={className} to={paths.home()}>
      {pill}
    </Link>
  );
}
