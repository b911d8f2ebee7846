import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../login/types';
import type { Quote, QuoteArgs } from '../product/types';
import type { LoadStatus } from '../status';
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
  /** The factors of the latest quote asked for. */
  priceArgs: QuoteArgs | null;
  /** Its answer: only ever the answer to priceArgs. */
  price: Quote | null;
  priceStatus: LoadStatus;
  /** The server's message when the quote was refused (shown in place of the premium). */
  priceMessage: string | null;
  confirmDetial: unknown;
  profession: unknown[];
  wxSdkConfig: WxSdkConfig | null;
  /** The signed-in visitor (spec section 3); memory only, never persisted. */
  userInfo: UserInfo | null;
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
  priceStatus: 'idle',
  priceMessage: null,
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
    /** Debounced in the saga; the last request wins. */
    quoteRequested(state, action: PayloadAction<QuoteArgs>) {
      state.priceArgs = action.payload;
      state.price = null;
      state.priceStatus = 'loading';
      state.priceMessage = null;
    },
    quoteLoaded(state, action: PayloadAction<Quote>) {
      state.price = action.payload;
      state.priceStatus = 'succeeded';
    },
    quoteFailed(state, action: PayloadAction<{ message: string | null }>) {
      state.priceStatus = 'failed';
      state.priceMessage = action.payload.message;
    },
    /** The inputs cannot be quoted (e.g. an age out of range): no call, no stale premium. */
    quoteCleared(state) {
      state.priceArgs = null;
      state.price = null;
      state.priceStatus = 'idle';
      state.priceMessage = null;
    },
    currentUserRequested() {},
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    userInfoCleared(state) {
      state.userInfo = null;
    },
    wxSdkConfigRequested(_state, _action: PayloadAction<{ page: string }>) {},
    wxSdkConfigLoaded(state, action: PayloadAction<WxSdkConfig>) {
      state.wxSdkConfig = action.payload;
    },
    wxSdkConfigFailed(state) {
      state.wxSdkConfig = null;
    },
  },
  extraReducers: (builder) => {
    // A member now: what the visitor's own info says follows at once.
    builder.addMatcher(
      (action) => action.type === 'members/activated',
      (state) => {
        if (state.userInfo) state.userInfo.member = true;
      },
    );
  },
});

export const commonActions = commonSlice.actions;
export default commonSlice.reducer;
