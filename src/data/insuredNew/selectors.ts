import type { RootState } from '../store';
import type { LoadStatus } from '../status';

export const selectOrderSubmitStatus = (state: RootState) => state.insuredNew.submitStatus;

export const selectCreatedOrderId = (state: RootState) => state.insuredNew.orderId;

/** The order of `orderId`, once loaded for this id (null while another order is held). */
export const selectOrderDetail = (state: RootState, orderId: string) =>
  state.common.confirmDetial?.orderId === orderId ? state.common.confirmDetial : null;

export const selectOrderDetailStatus = (state: RootState, orderId: string): LoadStatus =>
  state.insuredNew.detailOrderId === orderId ? state.insuredNew.detailStatus : 'idle';

/** How many answers the order loads have had (slice.ts): counted from a screen's arrival. */
export const selectOrderDetailAnswers = (state: RootState) => state.insuredNew.detailAnswers;

/** The order of `orderId` is not this account's, or not there (4004): the screen says so in place. */
export const selectOrderRefused = (state: RootState, orderId: string): boolean =>
  state.insuredNew.detailOrderId === orderId && state.insuredNew.detailRefused;
