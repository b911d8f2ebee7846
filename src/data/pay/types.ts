/** GET /rest/api/third_product/payment_channel/{orderId}: payload.channelsInfo (spec section 3). */
export interface PaymentChannel {
  code: 'wechat' | 'alipay' | 'unionpay';
  name: string;
  /** Preselected. */
  recommended: boolean;
  /** A short line under the name, e.g. 推荐使用微信支付. */
  description?: string;
}

export interface PaymentChannelsPayload {
  channelsInfo: PaymentChannel[];
}

/** POST /rest/api/third_product/payment and abao_product/payment/sign body (the params body). */
export interface PaymentBody {
  orderId: string;
  channel: PaymentChannel['code'];
  /** Where the visitor is: the messaging app pays in place, other browsers on the provider's page. */
  client: 'wechat' | 'h5';
  /** Where the provider's page sends the visitor back to. */
  returnUrl: string;
}

/** WeixinJSBridge getBrandWCPayRequest parameters, signed by the server. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA';
  paySign: string;
}

/** The reply of the payment call: pay in the messaging app, or go to the provider's H5 page. */
export type PaymentStart = { mode: 'jsapi'; jsapi: JsapiParams } | { mode: 'h5'; url: string };

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** GET /rest/api/third_product/payment_info/{orderId} (pay.paymentInfo keeps the whole reply). */
export interface PaymentInfo {
  orderId: string;
  status: PaymentStatus;
  /** yuan */
  amount: number;
  paidAt: string | null;
  policyNo: string | null;
}

/** GET /rest/api/third_product/third_payment_info/{orderId}: the provider's own record. */
export interface ThirdPaymentInfo {
  orderId: string;
  /** The provider's transaction id, once there is one. */
  transactionId: string | null;
  status: PaymentStatus;
}
