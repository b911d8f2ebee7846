import { expect, test } from 'vitest';
import { channelsHere, channelWorksHere } from '../../../src/data/pay/channels';
import { CHANNELS } from './fixtures';

test('inside the messaging app only WeChat Pay works: it blocks the other providers’ pages', () => {
  expect(channelsHere(CHANNELS, true).map((c) => c.code)).toEqual(['wechat']);
  expect(channelWorksHere('alipay', true)).toBe(false);
  expect(channelWorksHere('unionpay', true)).toBe(false);
});

test('elsewhere the configured H5 channels, in the server’s order', () => {
  expect(channelsHere(CHANNELS, false).map((c) => c.code)).toEqual([
    'alipay',
    'wechat',
    'unionpay',
  ]);
  expect(channelWorksHere('wechat', false)).toBe(true);
});
