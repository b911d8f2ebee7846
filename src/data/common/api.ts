import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { Quote, QuoteArgs } from '../product/types';
import type { WxSdkConfig } from './types';

/** `page` is the page URL without its hash (on iOS, the entry URL), sent encoded. */
export function fetchWxSdkConfig(page: string): Promise<Reply<WxSdkConfig>> {
  return request<WxSdkConfig>(PATHS.wechatJsConfig, { params: { page } });
}

/** The premium quote of the trial (path ASSUMED, decisions.md). */
export function fetchQuote(args: QuoteArgs): Promise<Reply<Quote>> {
  return request<Quote>(PATHS.price, { method: 'POST', body: args });
}
