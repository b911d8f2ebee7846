import type { Pagination } from '../../api/envelope';
import type { ProductFamily } from '../home/types';

/** GET /rest/api/members/profile (ASSUMED shape). */
export interface MemberProfile {
  active: boolean;
  /** Member card number, e.g. JX2026000123; null before activation. */
  memberNo: string | null;
  /** YYYY-MM-DD */
  since: string | null;
  level: string;
  benefits: MemberBenefit[];
  avatar: string | null;
}

export interface MemberBenefit {
  title: string;
  description: string;
}

export type OrderStatus = 'unpaid' | 'paid' | 'cancelled';

/** One row of GET /rest/api/orders (ASSUMED shape). No personal fields: names are masked. */
export interface Order {
  orderId: string;
  productId: number;
  productName: string;
  family: ProductFamily;
  planName: string;
  /** yuan */
  premium: number;
  premiumUnit: string;
  status: OrderStatus;
  /** ISO date-time */
  createdAt: string;
  /** Insured person's name, masked (张**). */
  insuredName: string;
  policyNo: string | null;
}

export interface OrdersQuery {
  status?: OrderStatus;
  pageCount: number;
  pageSize: number;
}

export interface OrdersMeta {
  pagination: Pagination;
}
