import type { JsapiParams } from '../../data/pay/types';

export type WechatPayResult = 'ok' | 'cancel' | 'fail';

interface PayResponse {
  err_msg?: string;
}

interface Bridge {
  invoke(
    name: 'getBrandWCPayRequest',
    params: JsapiParams,
    callback: (response: PayResponse) => void,
  ): void;
}

/** weixin-js-sdk declares the bridge as `any` on Window: read it through this shape instead. */
function bridgeOf(win: Window): Bridge | undefined {
  return (win as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
}

/** How long to wait for the messaging app's bridge to say it is ready before giving up. */
export const BRIDGE_READY_TIMEOUT_MS = 10_000;

/**
 * The messaging app's in-place payment sheet (WeixinJSBridge getBrandWCPayRequest) with the
 * server's signed parameters. What it answers is only the client's view: the caller asks the
 * server for the result whatever this resolves with.
 */
export function invokeWechatPay(
  params: JsapiParams,
  win: Window = window,
): Promise<WechatPayResult> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;

    const pay = () => {
      clearTimeout(timer);
      const bridge = bridgeOf(win);
      if (!bridge) {
        resolve('fail');
        return;
      }
      try {
        bridge.invoke('getBrandWCPayRequest', { ...params }, (response: PayResponse) => {
          const message = response?.err_msg ?? '';
          if (message === 'get_brand_wcpay_request:ok') resolve('ok');
          else if (message === 'get_brand_wcpay_request:cancel') resolve('cancel');
          else resolve('fail');
        });
      } catch {
        resolve('fail');
      }
    };

    if (bridgeOf(win)) {
      pay();
      return;
    }
    // The bridge is injected after the page starts: wait for its ready event.
    win.document.addEventListener('WeixinJSBridgeReady', pay, { once: true });
    timer = setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', pay);
      resolve('fail');
    }, BRIDGE_READY_TIMEOUT_MS);
  });
}
