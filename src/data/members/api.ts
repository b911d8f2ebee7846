import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request, upload } from '../../api/request';
import type { MemberProfile, Order, OrdersMeta, OrdersQuery } from './types';

export function fetchProfile(): Promise<Reply<MemberProfile>> {
  return request<MemberProfile>(PATHS.membersProfile);
}

export function activateMembership(): Promise<Reply<MemberProfile>> {
  return request<MemberProfile>(PATHS.membersActivate, { method: 'POST', body: {} });
}

/** The avatar goes up as form data with the file under `file` (decisions.md, "Images"). */
export function uploadAvatar(file: Blob): Promise<Reply<{ url: string }>> {
  return upload<{ url: string }>(PATHS.membersAvatar, 'file', file);
}

export function fetchOrders(query: OrdersQuery): Promise<Reply<Order[], OrdersMeta>> {
  return request<Order[], OrdersMeta>(PATHS.orders, { params: { ...query } });
}
