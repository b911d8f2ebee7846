import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import { BannersSchema, type Banner } from './types';

/** The same for every visitor: kept 60 s in the session cache, like the categories. */
export function fetchBanners(): Promise<Reply<Banner[]>> {
  return request(PATHS.activeBanners, { schema: BannersSchema, cache: true });
}
