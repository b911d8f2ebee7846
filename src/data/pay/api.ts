import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  PaymentChannelsPayloadSchema,
  PaymentInfoSchema,
  PaymentStartSchema,
  ThirdPaymentInfoSchema,
  type PaymentBody,
  type PaymentChannelsPayload,
  type PaymentInfo,
  type PaymentStart,
  type ThirdPaymentInfo,
} from './types';

/** Which call starts a payment: the partners' products, or the site's own (signed here). */
export type PayRoute = 'payment' | 'sign';

// Order ids come from the address bar: encoded so that one can never reach another path.
const id = (orderId: string) => encodeURIComponent(orderId);

export function fetchPaymentChannels(orderId: string): Promise<Reply<PaymentChannelsPayload>> {
  return request(PATHS.paymentChannel(id(orderId)), {
    schema: PaymentChannelsPayloadSchema,
  });
}

export function startPayment(body: PaymentBody, route: PayRoute): Promise<Reply<PaymentStart>> {
  const path = route === 'sign' ? PATHS.paymentSign : PATHS.payment;
  return request(path, {
    method: 'POST',
    body,
    schema: PaymentStartSchema,
  });
}

export function fetchPaymentInfo(orderId: string): Promise<Reply<PaymentInfo>> {
  return request(PATHS.paymentInfo(id(orderId)), {
    schema: PaymentInfoSchema,
  });
}

export function fetchThirdPaymentInfo(orderId: string): Promise<Reply<ThirdPaymentInfo>> {
  return request(PATHS.thirdPaymentInfo(id(orderId)), {
    schema: ThirdPaymentInfoSchema,
  });
}
