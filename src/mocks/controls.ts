import type { Order } from '../data/members/types';
import type { PaymentInfo } from '../data/pay/types';
import type { PolicyItem } from '../data/policy/types';
import { findUserByPhone } from './accounts';
import { writePlan as markPlanWritten } from './customized';
import { ordersOf, toOrder } from './orders';
import { completeOrderPayment, refreshOrders, type CashierResult } from './payments';
import { policiesOf, toPolicyItem } from './policies';
import { Refusal } from './reply';
import { trailView, type TrailView } from './trails';

/**
 * Controls for tests and end-to-end runs (node.ts and `window.__sandbox`): what a tester would
 * otherwise do by hand on the cashier or by reading the database. They throw on a refusal, so a
 * wrong step fails the test where it happened.
 */

/** Pays (or cancels, or fails) the order's open payment, as the cashier would. */
export function completePayment(
  orderId: string,
  result: CashierResult = 'paid',
  delayConfirmMs = 0,
): PaymentInfo {
  const info = completeOrderPayment(orderId, result, delayConfirmMs);
  if (info instanceof Refusal) throw new Error(`[sandbox] ${info.code} ${info.message}`);
  return info;
}

/** The orders of that phone's user as my orders lists them (names masked), newest first. */
export function listOrders(phone: string): Order[] {
  const user = findUserByPhone(phone);
  if (!user) return [];
  refreshOrders();
  return ordersOf(user.id).map(toOrder);
}

/** A sales trail as GET trace/events answers it; undefined when nothing was recorded. */
export function getTrail(traceId: string): TrailView | undefined {
  return trailView(traceId);
}

/** The policies of that phone's user as the list call answers them (names masked), newest first. */
export function listPolicies(phone: string): PolicyItem[] {
  const user = findUserByPhone(phone);
  if (!user) return [];
  refreshOrders();
  return policiesOf(user).map(toPolicyItem);
}

/**
 * The planner has written this plan now (a customisation service's plan is written after its
 * booked call, by the sandbox clock): QA and tests need not wait for the call's time.
 */
export function writePlan(proposalId: string): void {
  markPlanWritten(proposalId);
}
