import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  OrderCreatedSchema,
  OrderDetailSchema,
  type InsuredSubmitBody,
  type OrderCreated,
  type OrderDetail,
} from '../insured/types';

/** Creates the order (path ASSUMED, decisions.md); one order per idempotency key. */
export function submitInsured(body: InsuredSubmitBody): Promise<Reply<OrderCreated>> {
  return request(PATHS.insured, {
    method: 'POST',
    body,
    schema: OrderCreatedSchema,
  });
}

/** An existing order, as the confirmation and pay screens show it (masked by the server). */
export function fetchOrderDetail(orderId: string): Promise<Reply<OrderDetail>> {
  return request(PATHS.order(encodeURIComponent(orderId)), {
    schema: OrderDetailSchema,
  });
}
