import { createSlice } from '@reduxjs/toolkit';

/** Spec section 3. Shapes arrive with the payment screens. */
export interface PayState {
  healthStatement: unknown;
  submitReturn: unknown;
  /** From the payload field channelsInfo. */
  paymentChannel: unknown[];
  /** The whole payment-info response. */
  paymentInfo: unknown;
}

const initialState: PayState = {
  healthStatement: null,
  submitReturn: null,
  paymentChannel: [],
  paymentInfo: null,
};

export const paySlice = createSlice({
  name: 'pay',
  initialState,
  reducers: {},
});

export default paySlice.reducer;
