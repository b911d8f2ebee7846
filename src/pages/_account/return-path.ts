import { safeReturnPath } from '../../lib/url';

/** The `?redirect=` of an account screen, same-origin only; home otherwise. */
export function redirectFrom(params: URLSearchParams): string {
  return safeReturnPath(params.get('redirect'), window.location.origin) ?? '/Home';
}

export function withRedirect(path: string, redirect: string): string {
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}
