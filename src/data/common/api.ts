import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { WxSdkConfig } from './types';
import { lazySchema } from '../lazy-schema';

/**
 * The common area's calls that any visit may make; the quote's and the lookups' are in
 * lookups-api.ts, which loads with them (lookups.ts).
 */
export function fetchWxSdkConfig(page: string): Promise<Reply<WxSdkConfig>> {
  return request(PATHS.wechatJsConfig, {
    params: { page },
    schema: lazySchema('WxSdkConfigSchema'),
  });
}
