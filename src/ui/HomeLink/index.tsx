import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import styles from './HomeLink.module.css';

/** The page is scrolled away from its top: the strip behind the pill is drawn. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * While a page has the pill, the top strip it lives in is the page's to leave free: a sticky tab
 * strip sticks below it, and a field scrolled into view is not left under it (`data-home-bar` on
 * the root, read by ui/Tabs and global.css's scroll-padding-top). Its value says whether the block
 * after the strip leaves its height free (`room`) or the pill floats over a picture (`over`):
 * ui/ElderBar puts 长辈模式's switch into that room.
 */
let strips = 0;
function useTopStrip(room: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    strips += 1;
    root.dataset.homeBar = room ? 'room' : 'over';
    return () => {
      strips -= 1;
      // One screen's pill may go as the next one's comes.
      if (strips === 0) delete root.dataset.homeBar;
    };
  }, [room]);
}

/**
 * 首页, on every screen that can be the first of a tab (an address that is shared or advertised:
 * a campaign landing, an article, a boot page, invite friends, the short video, the gift, a product,
 * a plan): a visitor who came from a chat has no history to go back to, and this is the way to the
 * rest of the site. It sits in a strip across the top of the screen, which stays in view: at the
 * top of the page the strip is see-through (the block after it starts below the pill, or, with
 * `room={false}`, the pill floats over the corner of a picture index.html may have painted already
 * (a feed ad's or a poster's landing, an article's cover), which must not move); once the page
 * scrolls, the strip is drawn in the page's own colour, so what scrolls up passes under it and the
 * pill never covers a line of text. With `onClick` it is a button that decides itself how to go
 * home (the product detail asks through its retention sheet first).
 */
export function HomeLink({ onClick, room = true }: { onClick?: () => void; room?: boolean }) {
  const scrolled = useScrolled();
  useTopStrip(room);
  const pill = <span className={styles.pill}>{COPY.common.home}</span>;
  const strip = [styles.strip, scrolled ? styles.drawn : '', room ? styles.room : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={strip} data-testid="home-strip">
      {onClick ? (
        <button type="button" className={styles.home} onClick={onClick}>
          {pill}
        </button>
      ) : (
        <Link className={styles.home} to={paths.home()}>
          {pill}
        </Link>
      )}
    </div>
  );
}
