import { PagedMetaSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request, upload } from '../../api/request';
import {
  type ActivationBody,
  AvatarSchema,
  MemberProfileSchema,
  OrderListSchema,
  type MemberProfile,
  type Order,
  type OrdersMeta,
  type OrdersQuery,
} from './types';

export function fetchProfile(): Promise<Reply<MemberProfile>> {
  return request(PATHS.membersProfile, {
    schema: MemberProfileSchema,
  });
}

/**
 * The activation carries its consent (issue 24): when the 用户服务协议 was agreed to, after it was
 * opened, and the trail that recorded it.
 */
export function activateMembership(body: ActivationBody): Promise<Reply<MemberProfile>> {
  return request(PATHS.membersActivate, {
    method: 'POST',
    body,
    schema: MemberProfileSchema,
  });
}

/** The avatar goes up as form data with the file under `file` (decisions.md, "Images"). */
export function uploadAvatar(file: Blob): Promise<Reply<{ url: string }>> {
  return upload(PATHS.membersAvatar, 'file', file, {
    schema: AvatarSchema,
  });
}

export function fetchOrders(query: OrdersQuery): Promise<Reply<Order[], OrdersMeta>> {
  return request(PATHS.orders, {
    params: { ...query },
    schema: OrderListSchema,
    metaSchema: PagedMetaSchema,
  });
}
