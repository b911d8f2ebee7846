import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { OrderDetail } from '../insured/types';
import type {
  PaymentBody,
  PaymentChannelsPayload,
  PaymentInfo,
  PaymentStart,
  ThirdPaymentInfo,
} from './types';
import { lazySchema } from '../lazy-schema';

/** Which call starts a payment: the partners' products, or the site's own (signed here). */
export type PayRoute = 'payment' | 'sign';

// Order ids come from the address bar: encoded so that one can never reach another path.
const id = (orderId: string) => encodeURIComponent(orderId);

export function fetchOrder(orderId: string): Promise<Reply<OrderDetail>> {
  return request(PATHS.order(id(orderId)), {
    // The confirmation's schema: one description of the order.
    schema: lazySchema('OrderDetailSchema'),
  });
}

export function fetchPaymentChannels(orderId: string): Promise<Reply<PaymentChannelsPayload>> {
  return request(PATHS.paymentChannel(id(orderId)), {
    schema: lazySchema('PaymentChannelsPayloadSchema'),
  });
}

export function startPayment(body: PaymentBody, route: PayRoute): Promise<Reply<PaymentStart>> {
  const path = route === 'sign' ? PATHS.paymentSign : PATHS.payment;
  return request(path, {
    method: 'POST',
    body,
    schema: lazySchema('PaymentStartSchema'),
  });
}

export function fetchPaymentInfo(orderId: string): Promise<Reply<PaymentInfo>> {
  return request(PATHS.paymentInfo(id(orderId)), {
    schema: lazySchema('PaymentInfoSchema'),
  });
}

export function fetchThirdPaymentInfo(orderId: string): Promise<Reply<ThirdPaymentInfo>> {
  return request(PATHS.thirdPaymentInfo(id(orderId)), {
    schema: lazySchema('ThirdPaymentInfoSchema'),
  });
}
