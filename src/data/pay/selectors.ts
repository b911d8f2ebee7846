import type { LoadStatus } from '../status';
import type { RootState } from '../store';
import type { PaymentAttempt } from './slice';
import type { PaymentChannel, PaymentInfo } from './types';

export const selectPay = (state: RootState) => state.pay;

const NO_CHANNELS: PaymentChannel[] = [];

export const selectPaymentChannels = (state: RootState, orderId: string): PaymentChannel[] =>
  state.pay.channelsLoad.orderId === orderId ? state.pay.paymentChannel : NO_CHANNELS;

export const selectChannelsStatus = (state: RootState, orderId: string): LoadStatus =>
  state.pay.channelsLoad.orderId === orderId ? state.pay.channelsLoad.status : 'idle';

export const selectPaymentInfo = (state: RootState, orderId: string): PaymentInfo | null =>
  state.pay.paymentInfo?.orderId === orderId ? state.pay.paymentInfo : null;

export const selectPaymentInfoStatus = (state: RootState, orderId: string): LoadStatus =>
  state.pay.paymentInfoLoad.orderId === orderId ? state.pay.paymentInfoLoad.status : 'idle';

/** The order's payment result is not this account's to see, or the order is not there (4004). */
export const selectPaymentInfoRefused = (state: RootState, orderId: string): boolean =>
  state.pay.paymentInfoLoad.orderId === orderId && state.pay.paymentInfoLoad.refused;

export const selectPaymentAttempt = (state: RootState): PaymentAttempt | null => state.pay.attempt;
export const selectPolling = (state: RootState) => state.pay.polling;
export const selectChecking = (state: RootState) => state.pay.checking;
