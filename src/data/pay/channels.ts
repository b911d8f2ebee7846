import { SITE } from '../../config/site';
import type { PaymentChannel } from './types';

/** Whether a channel can be paid with where the visitor is (SITE.payChannels). */
export function channelWorksHere(code: string, inWechat: boolean): boolean {
  const offered: readonly string[] = inWechat ? SITE.payChannels.wechat : SITE.payChannels.h5;
  return offered.includes(code);
}

/** The server's channels that work where the visitor is, in the server's order. */
export function channelsHere(channels: PaymentChannel[], inWechat: boolean): PaymentChannel[] {
  return channels.filter((channel) => channelWorksHere(channel.code, inWechat));
}
