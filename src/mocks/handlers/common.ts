import { http, type RequestHandler } from 'msw';
import type { WxSdkConfig } from '../../data/common/types';
import { WX_SANDBOX } from '../fixtures/common';
import { hex40 } from '../hash';
import { badParam, ok } from '../reply';

/** The `common` data area: messaging-app JS-SDK configuration (wxSdkConfig). */
export const commonHandlers: RequestHandler[] = [
  http.get('/rest/api/wechat/js/config', ({ request }) => {
    // The client sends the page URL encoded; URLSearchParams has already decoded it once.
    const page = new URL(request.url).searchParams.get('page');
    if (!page) return badParam('page');
    // A real signature is SHA-1 over ticket, nonce, timestamp and URL. Here it depends on the
    // page (and the fixed ticket) only, so tests can compare signatures across calls.
    const nonceStr = hex40(`nonce:${page}`).slice(0, 16);
    const config: Required<WxSdkConfig> = {
      appId: WX_SANDBOX.appId,
      timestamp: Math.floor(Date.now() / 1000),
      nonceStr,
      signature: hex40(`jsapi_ticket=${WX_SANDBOX.jsapiTicket}&url=${page}`),
      jsApiList: [...WX_SANDBOX.jsApiList],
    };
    return ok(config);
  }),
];
