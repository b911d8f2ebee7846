import AppOutline from 'antd-mobile-icons/es/AppOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { ComponentType, SVGProps } from 'react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useDockRoom } from '../../ui/use-dock-room';
import styles from './BottomNav.module.css';

interface Tab {
  label: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Whether this tab is the screen shown. */
  here: (pathname: string) => boolean;
}

const TABS: readonly Tab[] = [
  {
    label: COPY.nav.home,
    to: paths.home(),
    Icon: AppOutline,
    here: (pathname) => pathname === '/' || pathname === paths.home(),
  },
  {
    label: COPY.nav.policies,
    to: paths.policy.list(),
    Icon: FileOutline,
    here: (pathname) => pathname.startsWith(paths.policy.list()),
  },
  {
    // The member centre is a signed-in screen: the guard asks a visitor to sign in first.
    label: COPY.nav.mine,
    to: paths.members.centre(),
    Icon: UserOutline,
    here: (pathname) => pathname.startsWith(paths.members.activation()),
  },
];

/** The way around the site, on its top-level screens: 首页, 保单, 我的. */
export function BottomNav() {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  // The bar grows with its words (200% text, 长辈模式); the spacer grows with it.
  useDockRoom(bar);
  return (
    <>
      {/* Keeps the end of the screen clear of the bar. */}
      <div className={styles.spacer} aria-hidden="true" />
      <nav ref={bar} className={styles.bar} aria-label={COPY.nav.label}>
        {TABS.map(({ label, to, Icon, here }) => {
          const current = here(pathname);
          return (
            <Link
              key={label}
              to={to}
              replace={current}
              className={current ? `${styles.tab} ${styles.current}` : styles.tab}
              aria-current={current ? 'page' : undefined}
            >
              <Icon className={styles.icon} aria-hidden="true" />
              <span>{label}</span>
            </Link>
          );
        })}
      </nav>
    </>
  );
}
