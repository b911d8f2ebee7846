import { generatePath, matchPath } from 'react-router-dom';
import { COPY } from '../config/copy';
import { paths } from '../config/paths';
import { SITE } from '../config/site';
import { BRAND, JOURNEY_STEPS, routes, type RouteEntry } from './routes';

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

/** The route entry a path belongs to (for rules that depend on it, such as auth). */
export function entryFor(pathname: string): RouteEntry | undefined {
  return routes.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null);
}

export function isHomePath(pathname: string): boolean {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return path === '' || path === paths.home().toLowerCase();
}

const JOURNEY_OF_ROUTE = new Map(
  Object.entries(JOURNEY_STEPS).flatMap(([kind, steps]) => steps.map((path) => [path, kind])),
);

/** The journey whose step a pathname (without `.html`) is (routes.ts, JOURNEY_STEPS), or null. */
export function journeyStepOf(pathname: string): string | null {
  const entry = entryFor(pathname);
  return entry ? (JOURNEY_OF_ROUTE.get(entry.path) ?? null) : null;
}
