import type { OrderDetail } from '../data/insured/types';
import type { Order, OrderService, OrderStatus } from '../data/members/types';
import { maskIdCard, maskName, maskPhone } from '../lib/mask';
import { chinaDate, chinaDateTime, now } from './clock';
import { addDays, coverPeriod, type CoverPeriod } from './cover';
import { db } from './db';
import { refreshPlans } from './customized';
import { policyPaid } from './policies';
import {
  buildOrderRecord,
  orderNumber,
  policyNumber,
  type OrderRecord,
  type PurchaseRecord,
} from './fixtures/orders';

/**
 * Orders of the sandbox. createOrder and setOrderStatus are the only ways rows are made and
 * changed, so my orders, the purchase funnel and the cashier (later handlers) agree on their shape.
 */

export const ORDER_STATUSES: readonly OrderStatus[] = ['unpaid', 'paid', 'cancelled'];

export interface NewOrder {
  productId: number;
  planId: number;
  /** Full name as entered; only ever answered masked. */
  insuredName: string;
  /** yuan, the quoted premium; the plan's lowest premium when absent. */
  premium?: number;
  /** 元/年, 元/月, 元; from the plan's "from" unit when absent. */
  premiumUnit?: string;
  status?: OrderStatus;
  /** Everything the funnel collected; the order detail shows it back masked. */
  purchase?: PurchaseRecord;
  idempotencyKey?: string;
  traceId?: string;
}

/** The next free number of the day (numbers restart every day, as order numbers do). */
function nextOrderNumber(date: string): string {
  let seq = 1;
  while (db.orders.get(orderNumber(date, seq))) seq += 1;
  return orderNumber(date, seq);
}

/** Null when the product or the plan does not exist: the caller answers its own error. */
export function createOrder(userId: number, input: NewOrder): OrderRecord | null {
  const product = db.products.get(input.productId);
  const plan = db.productDetails.get(input.productId)?.plans.find((p) => p.id === input.planId);
  if (!product || !plan) return null;
  const instant = now();
  const date = chinaDate(instant);
  const orderId = nextOrderNumber(date);
  const status = input.status ?? 'unpaid';
  const paid = status === 'paid';
  const order = db.orders.insert(
    buildOrderRecord({
      orderId,
      userId,
      product,
      plan,
      insuredName: input.insuredName,
      premium: input.premium,
      premiumUnit: input.premiumUnit,
      status,
      createdAt: chinaDateTime(instant),
      policyNo: paid ? policyNumber(product.id, date, Number(orderId.slice(-4))) : null,
      paidAt: paid ? chinaDateTime(instant) : null,
      purchase: input.purchase ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      traceId: input.traceId ?? null,
    }),
  );
  if (paid) policyPaid(order);
  return order;
}

/**
 * Paying issues the policy (its number on the order) and records when the money came (`paidAt`, sandbox clock ms;
 * now when absent); cancelling or reopening takes both away.
 */
export function setOrderStatus(
  orderId: string,
  status: OrderStatus,
  paidAt?: number,
): OrderRecord | undefined {
  const order = db.orders.get(orderId);
  if (!order) return undefined;
  if (status !== 'paid') return db.orders.update(orderId, { status, policyNo: null, paidAt: null });
  const instant = paidAt ?? now();
  // Only an insurance product's payment issues a policy (not the customisation service's fee).
  const insures = !!db.productDetails.get(order.productId);
  const paid = db.orders.update(orderId, {
    status,
    policyNo:
      order.policyNo ??
      (insures
        ? policyNumber(order.productId, chinaDate(instant), Number(orderId.slice(-4)))
        : null),
    paidAt: order.paidAt ?? chinaDateTime(instant),
  });
  // The insurer issues the policy with the payment (or books a renewal's instalment).
  if (paid) policyPaid(paid);
  return paid;
}

/** The user's order of that number; undefined for another user's, so its existence does not leak. */
export function orderOf(userId: number, orderId: string): OrderRecord | undefined {
  const order = db.orders.get(orderId);
  return order?.userId === userId ? order : undefined;
}

/**
 * A service's fee (an order tied to a customisation service): the service, and the plan it has
 * made for the visitor once the planner has written it after the booked call (the result screen's
 * rule, mocks/customized.ts).
 */
function serviceOf(record: OrderRecord): OrderService | null {
  const fee = db.customOrders.get(record.id);
  if (!fee) return null;
  const answers = db.customAnswers.find((row) => row.orderId === record.id);
  if (answers) refreshPlans();
  const ready = answers && db.proposals.get(answers.proposalId)?.written === true;
  return { id: fee.campaignId, proposalId: ready ? answers.proposalId : null };
}

/**
 * What the client sees: exactly the Order fields, the name masked. A service's fee is told from
 * a product's order (kind), names its service and has nobody insured.
 */
export function toOrder(record: OrderRecord): Order {
  const service = serviceOf(record);
  return {
    orderId: record.orderId,
    kind: service ? 'service' : 'product',
    productId: record.productId,
    productName: record.productName,
    family: record.family,
    planName: record.planName,
    premium: record.premium,
    premiumUnit: record.premiumUnit,
    status: record.status,
    createdAt: record.createdAt,
    insuredName: service ? '' : maskName(record.insuredName),
    policyNo: record.policyNo,
    service,
  };
}

/** `110105198803154513` -> `1988-03-15`. */
const birthOf = (idCard: string) =>
  `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;

/**
 * The order's cover: from the day after it was paid, or, unpaid, after today (if it were paid
 * now); none for a cancelled order or one made without the funnel (no term to go by).
 */
function coverOf(record: OrderRecord): CoverPeriod | null {
  const purchase = record.purchase;
  if (!purchase || record.status === 'cancelled') return null;
  const paidOn = record.paidAt ? record.paidAt.slice(0, 10) : chinaDate(now());
  return coverPeriod(purchase.term, addDays(paidOn, 1), birthOf(purchase.insured.idCard));
}

/**
 * The confirmation, pay and result screens' view of an order: names, ID numbers and phone numbers
 * masked (decisions.md, "Personal data"). An order made without the funnel shows the insured as
 * the applicant and no ID or phone.
 */
export function toOrderDetail(record: OrderRecord): OrderDetail {
  const purchase = record.purchase;
  const cover = coverOf(record);
  const { kind, service } = toOrder(record);
  return {
    orderId: record.orderId,
    kind,
    productId: record.productId,
    productName: record.productName,
    family: record.family,
    planName: record.planName,
    premium: record.premium,
    premiumUnit: record.premiumUnit,
    status: record.status,
    service,
    applicantName: maskName(purchase?.applicant.name ?? record.insuredName),
    insuredName: maskName(record.insuredName),
    insuredRelationship: purchase?.insured.relationship ?? null,
    insuredIdCard: purchase ? maskIdCard(purchase.insured.idCard) : '',
    insuredMobile: purchase ? maskPhone(purchase.insured.mobile) : '',
    policyNo: record.policyNo,
    createdAt: record.createdAt,
    payBefore: record.payBefore,
    effectiveDate: cover?.effectiveDate ?? null,
    endDate: cover?.endDate ?? null,
  };
}

/** A user's orders, newest first, of one status or all. */
export function ordersOf(userId: number, status?: OrderStatus): OrderRecord[] {
  return db.orders
    .filter((order) => order.userId === userId && (status === undefined || order.status === status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id));
}
