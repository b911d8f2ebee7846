import { PagedMetaSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request, upload } from '../../api/request';
import type { MemberProfile, Order, OrdersMeta, OrdersQuery } from './types';
import { lazySchema } from '../lazy-schema';

export function fetchProfile(): Promise<Reply<MemberProfile>> {
  return request(PATHS.membersProfile, {
    schema: lazySchema('MemberProfileSchema'),
  });
}

export function activateMembership(): Promise<Reply<MemberProfile>> {
  return request(PATHS.membersActivate, {
    method: 'POST',
    body: {},
    schema: lazySchema('MemberProfileSchema'),
  });
}

/** The avatar goes up as form data with the file under `file` (decisions.md, "Images"). */
export function uploadAvatar(file: Blob): Promise<Reply<{ url: string }>> {
  return upload(PATHS.membersAvatar, 'file', file, {
    schema: lazySchema('AvatarSchema'),
  });
}

export function fetchOrders(query: OrdersQuery): Promise<Reply<Order[], OrdersMeta>> {
  return request(PATHS.orders, {
    params: { ...query },
    schema: lazySchema('OrderListSchema'),
    metaSchema: PagedMetaSchema,
  });
}
