import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type {
  PaymentBody,
  PaymentChannelsPayload,
  PaymentInfo,
  PaymentStart,
  ThirdPaymentInfo,
} from './types';

/** Which call starts a payment: the partners' products, or the site's own (signed here). */
export type PayRoute = 'payment' | 'sign';

// Order ids come from the address bar: encoded so that one can never reach another path.
const id = (orderId: string) => encodeURIComponent(orderId);

export function fetchPaymentChannels(orderId: string): Promise<Reply<PaymentChannelsPayload>> {
  return request<PaymentChannelsPayload>(PATHS.paymentChannel(id(orderId)));
}

export function startPayment(body: PaymentBody, route: PayRoute): Promise<Reply<PaymentStart>> {
  const path = route === 'sign' ? PATHS.paymentSign : PATHS.payment;
  return request<PaymentStart>(path, { method: 'POST', body });
}

export function fetchPaymentInfo(orderId: string): Promise<Reply<PaymentInfo>> {
  return request<PaymentInfo>(PATHS.paymentInfo(id(orderId)));
}

export function fetchThirdPaymentInfo(orderId: string): Promise<Reply<ThirdPaymentInfo>> {
  return request<ThirdPaymentInfo>(PATHS.thirdPaymentInfo(id(orderId)));
}
