import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pathOf } from '../../config/paths';

/**
 * A way back to the screen a visitor came from (issue 23: no second copy of a screen). The screen
 * that opens another passes `openedFrom(location)` as the link's state; on the screen opened, a
 * `ReturnLink` to where it came from (the plan from its preview, the list from a policy) is the
 * browser's Back: the earlier entry, with its place kept, not a new copy pushed on top. Opened
 * any other way (a link from a chat, a reload of a page opened from elsewhere), it is a plain link.
 */

/** The state an opening link passes: the path (and query) of the screen it was tapped on. */
export function openedFrom(location: { pathname: string; search: string; hash: string }): {
  returnTo: string;
} {
  return { returnTo: pathOf(location) };
}

/** Where the screen shown was opened from, as `openedFrom` recorded it. */
export function returnToOf(state: unknown): string | null {
  const value = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof value === 'string' ? value : null;
}

/** The pathname of a path + query, without `.html` and in any case, for comparing. */
const pathnameOf = (path: string) =>
  (path.split(/[?#]/)[0] ?? '').replace(/\.html$/i, '').toLowerCase();

/**
 * Whether a link to `to` from this screen goes back: it was opened from `to` (the same path and
 * query), or, with `anyQuery`, from the same screen with any query (a list's other tab).
 */
export function returnsBack(returnTo: string | null, to: string, anyQuery = false): boolean {
  if (returnTo === null) return false;
  return anyQuery ? pathnameOf(returnTo) === pathnameOf(to) : returnTo === to;
}

export function ReturnLink({
  to,
  anyQuery = false,
  className,
  children,
}: {
  to: string;
  anyQuery?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const back = returnsBack(returnToOf(location.state), to, anyQuery);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!back || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link className={className} to={to} onClick={onClick}>
      {children}
    </Link>
  );
}
