import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { commonActions } from '../common/slice';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type { PayRoute } from './api';
import type {
  PaymentBody,
  PaymentChannel,
  PaymentInfo,
  PaymentStart,
  ThirdPaymentInfo,
} from './types';

/** Why a payment did not start: a reply with a non-zero code, no reply, or an HTTP error. */
export type PaymentFailure = 'reply' | 'network' | 'http';

/** One arrival on the payment screen: the screen acts only on the attempt it asked for. */
export interface PaymentAttempt {
  id: string;
  orderId: string;
  status: LoadStatus;
  start: PaymentStart | null;
  failure: PaymentFailure | null;
}

/** Spec section 3 (healthStatement, submitReturn, paymentChannel, paymentInfo) and the pay screens' call state. */
export interface PayState {
  healthStatement: unknown;
  submitReturn: unknown;
  /** From the payload field channelsInfo. */
  paymentChannel: PaymentChannel[];
  /** The whole payment-info response. */
  paymentInfo: PaymentInfo | null;
  /** The provider's own record, from the manual check. */
  thirdPaymentInfo: ThirdPaymentInfo | null;
  /** Which order each load was for: a screen only trusts what was loaded for its own order. */
  channelsLoad: { orderId: string | null; status: LoadStatus };
  /** `refused`: the order is not this account's, or not there (4004; the server says no more). */
  paymentInfoLoad: { orderId: string | null; status: LoadStatus; refused: boolean };
  attempt: PaymentAttempt | null;
  /** Payback asks the server again every few seconds while this is true. */
  polling: boolean;
  /** The visitor's own 刷新支付结果 is on its way. */
  checking: boolean;
}

const initialState: PayState = {
  healthStatement: null,
  submitReturn: null,
  paymentChannel: [],
  paymentInfo: null,
  thirdPaymentInfo: null,
  channelsLoad: { orderId: null, status: 'idle' },
  paymentInfoLoad: { orderId: null, status: 'idle', refused: false },
  attempt: null,
  polling: false,
  checking: false,
};

export interface PaymentRequest {
  /** A fresh id per arrival on the payment screen. */
  attempt: string;
  route: PayRoute;
  body: PaymentBody;
  /** The page's origin: a relative cashier URL is resolved against it before leaving. */
  origin: string;
  /** Payback's path in the site (the return URL's): it replaces the payment entry before leaving. */
  returnPath: string;
  /**
   * The screen takes the visitor back from the H5 cashier itself (the customisation service's
   * history, `pages/_customized/history.ts`), so the site's journey history is not told where the
   * cashier comes back: two of them going back over it would go back twice.
   */
  ownReturn?: boolean;
}

export interface PollRequest {
  orderId: string;
  intervalMs?: number;
  maxMs?: number;
}

export const paySlice = createSlice({
  name: 'pay',
  initialState,
  reducers: {
    channelsRequested(state, action: PayloadAction<{ orderId: string }>) {
      if (state.channelsLoad.orderId !== action.payload.orderId) state.paymentChannel = [];
      state.channelsLoad = { orderId: action.payload.orderId, status: 'loading' };
    },
    channelsLoaded(state, action: PayloadAction<{ orderId: string; list: PaymentChannel[] }>) {
      if (state.channelsLoad.orderId !== action.payload.orderId) return;
      state.paymentChannel = action.payload.list;
      state.channelsLoad.status = 'succeeded';
    },
    channelsFailed(state, action: PayloadAction<{ orderId: string }>) {
      if (state.channelsLoad.orderId === action.payload.orderId)
        state.channelsLoad.status = 'failed';
    },

    paymentRequested(state, action: PayloadAction<PaymentRequest>) {
      state.attempt = {
        id: action.payload.attempt,
        orderId: action.payload.body.orderId,
        status: 'loading',
        start: null,
        failure: null,
      };
    },
    paymentStarted(state, action: PayloadAction<{ attempt: string; start: PaymentStart }>) {
      if (state.attempt?.id !== action.payload.attempt) return;
      state.attempt.status = 'succeeded';
      state.attempt.start = action.payload.start;
    },
    paymentFailed(state, action: PayloadAction<{ attempt: string; failure: PaymentFailure }>) {
      if (state.attempt?.id !== action.payload.attempt) return;
      state.attempt.status = 'failed';
      state.attempt.failure = action.payload.failure;
    },

    /**
     * Payback's arrival: what was known before is not the server's answer for this visit, and a
     * payment started before has ended (its result is what is asked now), so nothing is busy
     * starting one: a 重新支付 on this screen is ready again whatever that payment became.
     */
    pollRequested(state, action: PayloadAction<PollRequest>) {
      state.attempt = null;
      state.paymentInfo = null;
      state.thirdPaymentInfo = null;
      state.paymentInfoLoad = {
        orderId: action.payload.orderId,
        status: 'loading',
        refused: false,
      };
      state.polling = true;
    },
    pollStopped(state) {
      state.polling = false;
    },
    pollEnded(state) {
      state.polling = false;
    },
    checkRequested(state, action: PayloadAction<{ orderId: string }>) {
      state.checking = true;
      state.paymentInfoLoad = {
        orderId: action.payload.orderId,
        status: 'loading',
        refused: false,
      };
    },
    checkEnded(state) {
      state.checking = false;
    },
    paymentInfoLoaded(state, action: PayloadAction<PaymentInfo>) {
      state.paymentInfo = action.payload;
      if (state.paymentInfoLoad.orderId === action.payload.orderId) {
        state.paymentInfoLoad.status = 'succeeded';
      }
    },
    paymentInfoFailed(state, action: PayloadAction<{ orderId: string }>) {
      if (state.paymentInfoLoad.orderId === action.payload.orderId) {
        state.paymentInfoLoad.status = 'failed';
      }
    },
    /** Not this account's order (or none): told in place; nothing of any payment is kept. */
    paymentInfoRefused(state, action: PayloadAction<{ orderId: string }>) {
      state.paymentInfo = null;
      state.thirdPaymentInfo = null;
      if (state.paymentInfoLoad.orderId === action.payload.orderId) {
        state.paymentInfoLoad.status = 'failed';
        state.paymentInfoLoad.refused = true;
      }
    },
    thirdPaymentInfoLoaded(state, action: PayloadAction<ThirdPaymentInfo>) {
      state.thirdPaymentInfo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginActions.loggedOut, () => initialState);
    // The visitor has left every screen of the order: its payment result goes with it.
    builder.addCase(commonActions.orderForgotten, (state, action) => {
      const { orderId } = action.payload;
      if (state.paymentInfo?.orderId === orderId) state.paymentInfo = null;
      if (state.thirdPaymentInfo?.orderId === orderId) state.thirdPaymentInfo = null;
      if (state.paymentInfoLoad.orderId === orderId)
        state.paymentInfoLoad = initialState.paymentInfoLoad;
    });
  },
});

export const payActions = paySlice.actions;
