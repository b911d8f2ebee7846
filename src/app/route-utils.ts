import { generatePath } from 'react-router-dom';
import { COPY } from '../config/copy';
import { SITE } from '../config/site';
import { BRAND, type RouteEntry } from './routes';

export function titleOf(entry: Pick<RouteEntry, 'title'>): string {
  if (entry.title === BRAND) return SITE.brandName;
  return entry.title ?? COPY.defaultTitle;
}

/** A module route's parent: the path before its `/assets/` or `/utils/` part. */
export function moduleParent(pattern: string): string {
  const cut = pattern.search(/\/(assets|utils)\//);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

export function moduleTarget(
  pattern: string,
  params: Record<string, string | undefined>,
  search: string,
  hash: string,
): string {
  return generatePath(moduleParent(pattern), params) + search + hash;
}

/** Where the guard sends a visitor without a token, with the exact URL to come back to. */
export function loginPath(location: { pathname: string; search: string; hash: string }): string {
  const back = location.pathname + location.search + location.hash;
  return `/Login?redirect=${encodeURIComponent(back)}`;
}

export function isHomePath(pathname: string): boolean {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return path === '' || path === '/home';
}
