import type { ProductFamily } from '../../data/home/types';
import type { PaymentChannel } from '../../data/pay/types';
import { stepPath } from '../../data/product/judge-product-feature';
import { detectDevice } from '../../lib/user-agent';

/** Where the pay screens send the visitor: every order screen takes its order from `?orderId=`. */
const withOrder = (orderId: string) => `?orderId=${encodeURIComponent(orderId)}`;

export const payPath = (family: ProductFamily, orderId: string) =>
  stepPath(family, 'pay') + withOrder(orderId);

export const paybackPath = (family: ProductFamily, orderId: string) =>
  `${stepPath(family, 'pay')}/Payback${withOrder(orderId)}`;

export const paymentPath = (orderId: string, channel: PaymentChannel['code']) =>
  `/ProductNew/payment${withOrder(orderId)}&channel=${channel}`;

export const successPath = (orderId: string, wechat: boolean) =>
  `/ProductNew/InsuranceSuccess/${wechat ? 'wechat' : 'unwechat'}${withOrder(orderId)}`;

export const followOfficialPath = (orderId: string) =>
  `/FollowOfficial/${encodeURIComponent(orderId)}`;

export const productPath = (family: ProductFamily, productId: number) =>
  `/${family}?id=${productId}`;

export const PAID_ORDERS_PATH = '/mine/orders?status=paid';
export const UNPAID_ORDERS_PATH = '/mine/orders?status=unpaid';

/** The family of a Pay or Payback route: `/Pay/...` is the classic one. */
export function familyOfPayRoute(pathname: string): ProductFamily {
  const first = pathname.split('/')[1]?.toLowerCase();
  if (first === 'productnew') return 'ProductNew';
  if (first === 'productansheng') return 'ProductAnsheng';
  return 'Product';
}

/** `136` -> `136.00`: amounts to pay always show the fen. */
export function yuan(amount: number): string {
  return amount.toFixed(2);
}

/** Inside the messaging app (pays in place, follows the official account). */
export function inWechat(): boolean {
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints).wechat;
}
