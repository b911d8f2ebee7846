import type { WxSdkConfig } from '../data/common/types';
import type { ShareCard } from '../lib/share';

/** JS-SDK calls the site uses (sharing now; payment comes with the purchase funnel). */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'chooseWXPay',
];

type Wx = (typeof import('weixin-js-sdk'))['default'];

/** The SDK once the latest `wx.config` is ready; null while a configuration is under way. */
let readySdk: Wx | null = null;
/** The card to show: applied now when the SDK is ready, else as soon as it is. */
let card: ShareCard | null = null;

/** The SDK's types ask for a success callback; there is nothing to do when the card is set. */
const done = () => undefined;

function applyCard(wx: Wx, next: ShareCard): void {
  wx.updateAppMessageShareData({ ...next, success: done });
  // The moments card has no description: the title carries it.
  wx.updateTimelineShareData({
    title: next.title,
    link: next.link,
    imgUrl: next.imgUrl,
    success: done,
  });
}

/** Loaded only inside the messaging app, so other visitors never download the SDK. */
export async function configureWechatSdk(config: WxSdkConfig): Promise<void> {
  const { default: wx } = await import('weixin-js-sdk');
  readySdk = null;
  wx.config({
    debug: false,
    appId: config.appId,
    timestamp: Number(config.timestamp),
    nonceStr: config.nonceStr,
    signature: config.signature,
    // A copy: the SDK rewrites the list in place, and the store's is frozen.
    jsApiList: [...(config.jsApiList ?? JS_API_LIST)] as Parameters<
      typeof wx.config
    >[0]['jsApiList'],
  });
  wx.ready(() => {
    readySdk = wx;
    if (card) applyCard(wx, card);
  });
  wx.error((error: unknown) => console.warn('wx.config failed', error));
}

/** The share card of the screen on show (or the default), set once the JS-SDK is ready. */
export function setShareCard(next: ShareCard): void {
  card = next;
  if (readySdk) applyCard(readySdk, next);
}
