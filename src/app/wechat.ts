import type { WxSdkConfig } from '../data/common/types';

/** JS-SDK calls the site uses (sharing now; payment comes with the purchase funnel). */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'chooseWXPay',
];

/** Loaded only inside the messaging app, so other visitors never download the SDK. */
export async function configureWechatSdk(config: WxSdkConfig): Promise<void> {
  const { default: wx } = await import('weixin-js-sdk');
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
  wx.error((error: unknown) => console.warn('wx.config failed', error));
}
