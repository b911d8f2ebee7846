import { detectDevice } from '../../lib/user-agent';

/** Inside the messaging app: signs in by authorisation, pays in place, follows the official account. */
export function inWechat(): boolean {
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints).wechat;
}
