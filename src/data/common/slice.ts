import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfessionNode, WxSdkConfig } from './types';

/**
 * Shared data (spec section 3). Field shapes the spec does not show stay `unknown` until the screen
 * that uses them is built.
 */
export interface CommonState {
  jobs: unknown[];
  genes: unknown[];
  area: unknown[];
  fullArea: unknown[];
  priceArgs: unknown;
  price: unknown;
  confirmDetial: unknown;
  profession: unknown[];
  wxSdkConfig: WxSdkConfig | null;
  userInfo: unknown;
  fxProfession: ProfessionNode[];
  jdalProfession: ProfessionNode[];
}

const initialState: CommonState = {
  jobs: [],
  genes: [],
  area: [],
  fullArea: [],
  priceArgs: null,
  price: null,
  confirmDetial: null,
  profession: [],
  wxSdkConfig: null,
  userInfo: null,
  fxProfession: [],
  jdalProfession: [],
};

export const commonSlice = createSlice({
  name: 'common',
  initialState,
  reducers: {
    wxSdkConfigRequested(_state, _action: PayloadAction<{ page: string }>) {},
    wxSdkConfigLoaded(state, action: PayloadAction<WxSdkConfig>) {
      state.wxSdkConfig = action.payload;
    },
    wxSdkConfigFailed(state) {
      state.wxSdkConfig = null;
    },
  },
});

export const commonActions = commonSlice.actions;
export default commonSlice.reducer;
