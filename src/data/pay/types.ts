import * as v from 'valibot';

/** GET /rest/api/third_product/payment_channel/{orderId}: payload.channelsInfo (spec section 3). */
export const PaymentChannelSchema = v.object({
  /** What is paid with: an unknown one could not be paid. */
  code: v.picklist(['wechat', 'alipay', 'unionpay']),
  name: v.string(),
  /** Preselected. */
  recommended: v.nullish(v.boolean(), false),
  /** A short line under the name, e.g. 推荐使用微信支付. */
  description: v.optional(v.string()),
});
export type PaymentChannel = v.InferOutput<typeof PaymentChannelSchema>;

export const PaymentChannelsPayloadSchema = v.object({
  channelsInfo: v.nullish(v.array(PaymentChannelSchema), () => []),
});
export type PaymentChannelsPayload = v.InferOutput<typeof PaymentChannelsPayloadSchema>;

/** POST /rest/api/third_product/payment and abao_product/payment/sign body (the params body). */
export interface PaymentBody {
  orderId: string;
  channel: PaymentChannel['code'];
  /** Where the visitor is: the messaging app pays in place, other browsers on the provider's page. */
  client: 'wechat' | 'h5';
  /** Where the provider's page sends the visitor back to. */
  returnUrl: string;
}

/** WeixinJSBridge getBrandWCPayRequest parameters, signed by the server: all of them required. */
export const JsapiParamsSchema = v.object({
  appId: v.string(),
  timeStamp: v.string(),
  nonceStr: v.string(),
  package: v.string(),
  signType: v.picklist(['MD5', 'HMAC-SHA256', 'RSA']),
  paySign: v.string(),
});
export type JsapiParams = v.InferOutput<typeof JsapiParamsSchema>;

const JsapiStartSchema = v.object({ mode: v.picklist(['jsapi']), jsapi: JsapiParamsSchema });
const H5StartSchema = v.object({ mode: v.picklist(['h5']), url: v.string() });

/**
 * The reply of the payment call: pay in the messaging app, or go to the provider's H5 page; a code
 * 0 with nothing to pay with is a broken reply. A custom check rather than v.variant (see
 * common/types.ts); neither shape has defaults, so checking is enough.
 */
export const PaymentStartSchema = v.custom<
  v.InferOutput<typeof JsapiStartSchema> | v.InferOutput<typeof H5StartSchema>
>((value) => v.is(JsapiStartSchema, value) || v.is(H5StartSchema, value));
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>;

export const PaymentStatusSchema = v.picklist(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/**
 * GET /rest/api/third_product/payment_info/{orderId} (pay.paymentInfo keeps the whole reply). The
 * order id says which order it answers for; the status is the result shown.
 */
export const PaymentInfoSchema = v.object({
  orderId: v.string(),
  status: PaymentStatusSchema,
  /** yuan */
  amount: v.number(),
  paidAt: v.nullish(v.string(), null),
  policyNo: v.nullish(v.string(), null),
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfoSchema>;

/** GET /rest/api/third_product/third_payment_info/{orderId}: the provider's own record. */
export const ThirdPaymentInfoSchema = v.object({
  orderId: v.string(),
  /** The provider's transaction id, once there is one. */
  transactionId: v.nullish(v.string(), null),
  status: PaymentStatusSchema,
});
export type ThirdPaymentInfo = v.InferOutput<typeof ThirdPaymentInfoSchema>;
