import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductFamily } from '../../config/paths';
import { commonActions } from '../common/slice';
import type { OrderCreated } from '../insured/types';
import type { LoadStatus } from '../status';
import type { OrderBody } from './order-body';

export type OrderSubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** An order submit from the confirmation screen; the saga adds the idempotency key and trail id. */
export interface OrderSubmitRequest {
  body: OrderBody;
  /** Route path of the screen (for the trail). */
  page: string;
  /** The product's family: the order is paid on its pay route. */
  family: ProductFamily;
}

/**
 * The order submit of the confirmation screen, and the load of an existing order for every screen
 * that shows one (its data goes to common.confirmDetial, the spec's field; its load state is here).
 */
export interface InsuredNewState {
  submitStatus: OrderSubmitStatus;
  orderId: string | null;
  order: OrderCreated | null;
  detailOrderId: string | null;
  detailStatus: LoadStatus;
  /** The order of detailOrderId is not this account's, or not there (4004: the server says no more). */
  detailRefused: boolean;
  /**
   * How many answers (the order, or a failure) the order loads have had: a screen that must show
   * the server's state now counts from its arrival, so an answer kept from an earlier visit (or
   * an earlier session) never passes for this one's.
   */
  detailAnswers: number;
}

const initialState: InsuredNewState = {
  submitStatus: 'idle',
  orderId: null,
  order: null,
  detailOrderId: null,
  detailStatus: 'idle',
  detailRefused: false,
  detailAnswers: 0,
};

export const insuredNewSlice = createSlice({
  name: 'insuredNew',
  initialState,
  reducers: {
    orderSubmitRequested(state, _action: PayloadAction<OrderSubmitRequest>) {
      state.submitStatus = 'submitting';
    },
    orderCreated(state, action: PayloadAction<OrderCreated>) {
      state.submitStatus = 'succeeded';
      state.orderId = action.payload.orderId;
      state.order = action.payload;
    },
    orderSubmitFailed(state) {
      state.submitStatus = 'failed';
    },
    orderRequested(state, action: PayloadAction<{ orderId: string }>) {
      state.detailOrderId = action.payload.orderId;
      state.detailStatus = 'loading';
      state.detailRefused = false;
    },
    orderFailed(state, action: PayloadAction<{ orderId: string }>) {
      if (state.detailOrderId !== action.payload.orderId) return;
      state.detailStatus = 'failed';
      state.detailAnswers += 1;
    },
    /** Not this account's order, or none (4004): told in place, never retried. */
    orderRefused(state, action: PayloadAction<{ orderId: string }>) {
      if (state.detailOrderId !== action.payload.orderId) return;
      state.detailStatus = 'failed';
      state.detailRefused = true;
      state.detailAnswers += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(commonActions.confirmDetialLoaded, (state, action) => {
      if (state.detailOrderId !== action.payload.orderId) return;
      state.detailStatus = 'succeeded';
      state.detailAnswers += 1;
    });
    builder.addCase(commonActions.orderForgotten, (state, action) => {
      if (state.detailOrderId !== action.payload.orderId) return;
      state.detailOrderId = null;
      state.detailStatus = 'idle';
      state.detailRefused = false;
    });
  },
});

export const insuredNewActions = insuredNewSlice.actions;
