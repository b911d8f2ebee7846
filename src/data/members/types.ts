import * as v from 'valibot';
import type { PagedMetaSchema } from '../../api/envelope';
import { ProductFamilySchema } from '../home/types';

/**
 * GET /rest/api/members/profile (ASSUMED shape). Whether the visitor is a member decides the
 * screen; the rest is shown when there (the screens fall back to the standard benefits).
 */
export const MemberBenefitSchema = v.object({
  title: v.string(),
  description: v.nullish(v.string(), ''),
});
export type MemberBenefit = v.InferOutput<typeof MemberBenefitSchema>;

export const MemberProfileSchema = v.object({
  active: v.boolean(),
  /** Member card number, e.g. JX2026000123; null before activation. */
  memberNo: v.nullish(v.string(), null),
  /** YYYY-MM-DD */
  since: v.nullish(v.string(), null),
  level: v.nullish(v.string(), ''),
  benefits: v.nullish(v.array(MemberBenefitSchema), () => []),
  avatar: v.nullish(v.string(), null),
});
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

/** The avatar upload's reply: where the picture now lives. */
export const AvatarSchema = v.object({ url: v.string() });

export const OrderStatusSchema = v.picklist(['unpaid', 'paid', 'cancelled']);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/**
 * What an order is for: `product`, an insurance product (a premium, an insured person, a policy
 * once paid); `service`, a service's fee (服务费: the customisation service's, nobody insured).
 */
export const OrderKindSchema = v.picklist(['product', 'service']);
export type OrderKind = v.InferOutput<typeof OrderKindSchema>;

/** The service a fee pays for, and what it has made for the visitor so far. */
export const OrderServiceSchema = v.object({
  /** The customisation service (its campaign id), whose screens take it. */
  id: v.string(),
  /** The plan (计划书) the service made; null until it is made. */
  proposalId: v.nullish(v.string(), null),
});
export type OrderService = v.InferOutput<typeof OrderServiceSchema>;

/**
 * One row of GET /rest/api/orders (ASSUMED shape). No personal fields: names are masked.
 * Required: what the card, its words (保费 or 服务费) and where it opens are built from.
 */
export const OrderSchema = v.object({
  orderId: v.string(),
  kind: OrderKindSchema,
  productId: v.number(),
  productName: v.string(),
  /** Names the pay route of an unpaid order. */
  family: ProductFamilySchema,
  planName: v.nullish(v.string(), ''),
  /** yuan */
  premium: v.number(),
  premiumUnit: v.nullish(v.string(), ''),
  status: OrderStatusSchema,
  /** ISO date-time */
  createdAt: v.nullish(v.string(), ''),
  /** Insured person's name, masked (张**); none for a service's fee. */
  insuredName: v.nullish(v.string(), ''),
  /** The policy a paid product order issued; null until issued, and for a service's fee. */
  policyNo: v.nullish(v.string(), null),
  /** A service's fee: the service and its plan; null for a product's order. */
  service: v.nullish(OrderServiceSchema, null),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.array(OrderSchema);

export interface OrdersQuery {
  status?: OrderStatus;
  pageCount: number;
  pageSize: number;
}

export type OrdersMeta = NonNullable<v.InferOutput<typeof PagedMetaSchema>>;

/** POST members/activate (ASSUMED): the consent the activation rests on (issue 24). */
export interface ActivationBody {
  /** The sales trail that recorded the agreement opened and agreed to (subject `membership`). */
  traceId: string;
  consents: {
    /** When 我已阅读并同意《用户服务协议》 was ticked, after the agreement was opened (ISO). */
    userAgreementAt: string;
  };
}
