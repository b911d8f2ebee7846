import { detectDevice } from '../../lib/user-agent';
import { safeReturnPath } from '../../lib/url';

/** The `?redirect=` of an account screen, same-origin only; home otherwise. */
export function redirectFrom(params: URLSearchParams): string {
  return safeReturnPath(params.get('redirect'), window.location.origin) ?? '/Home';
}

export function withRedirect(path: string, redirect: string): string {
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}

/** Sign-in for this visitor: the messaging-app authorisation inside the app, the phone elsewhere. */
export function signInPath(redirect: string): string {
  const wechat = detectDevice(navigator.userAgent, navigator.maxTouchPoints).wechat;
  return withRedirect(wechat ? '/Authorize' : '/Login', redirect);
}
