import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

export const selectWxSdkConfig = (state: RootState) => state.common.wxSdkConfig;

export const selectQuote = createSelector(
  [
    (state: RootState) => state.common.priceArgs,
    (state: RootState) => state.common.price,
    (state: RootState) => state.common.priceStatus,
    (state: RootState) => state.common.priceMessage,
  ],
  (args, price, status, message) => ({ args, price, status, message }),
);

export const selectUserInfo = (state: RootState) => state.common.userInfo;
