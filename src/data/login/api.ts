import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { UserInfo } from './types';
import { lazySchema } from '../lazy-schema';

/**
 * The login area's calls that any visit may make; the sign-in flows' own are in sign-in-api.ts,
 * which loads with them (sign-in.ts).
 */

export function fetchCurrentUser(token: string): Promise<Reply<UserInfo>> {
  return request(PATHS.currentUser, {
    params: { token },
    schema: lazySchema('UserInfoSchema'),
  });
}
