import { detectDevice, type Device } from '../lib/user-agent';
import { withoutHash } from '../lib/url';

/** Detected once at start-up. */
export const device: Device = detectDevice(
  typeof navigator === 'undefined' ? '' : navigator.userAgent,
  typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
);

/**
 * The URL the page was entered on: WeChat on iOS signs JS-SDK calls against it, whatever
 * pushState did since. Captured before the `.html` rewrite.
 */
export const entryUrl: string = typeof location === 'undefined' ? '' : withoutHash(location.href);

/** The URL to sign for the JS-SDK: the current one without its hash; on iOS the entry URL. */
export function signatureUrl(current: string = location.href, ios: boolean = device.ios): string {
  return ios ? entryUrl : withoutHash(current);
}
