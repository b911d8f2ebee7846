import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../login/types';
import type { Quote, QuoteArgs } from '../product/types';
import type { LoadStatus } from '../status';
import type { Area, Job, OrderDetail } from '../insured/types';
import { mergeProfessionLevel } from './profession-tree';
import type { ProfessionNode, ProfessionTree, WxSdkConfig } from './types';

/**
 * Shared data (spec section 3). Field shapes the spec does not show stay `unknown` until the screen
 * that uses them is built.
 */
export interface CommonState {
  /** The job list of the product in `jobsProductId`. */
  jobs: Job[];
  jobsProductId: number | null;
  genes: unknown[];
  /** Areas of a product, keyed by parent area code ('' = the top level). */
  area: Record<string, Area[]>;
  fullArea: unknown[];
  /** The factors of the latest quote asked for. */
  priceArgs: QuoteArgs | null;
  /** Its answer: only ever the answer to priceArgs. */
  price: Quote | null;
  priceStatus: LoadStatus;
  /** The server's message when the quote was refused (shown in place of the premium). */
  priceMessage: string | null;
  /** The order under review on the confirmation screen (GET third_product/order/{orderId}). */
  confirmDetial: OrderDetail | null;
  profession: unknown[];
  wxSdkConfig: WxSdkConfig | null;
  /** The signed-in visitor (spec section 3); memory only, never persisted. */
  userInfo: UserInfo | null;
  fxProfession: ProfessionNode[];
  jdalProfession: ProfessionNode[];
  /** Lookups under way or failed, so pickers can show their state. */
  lookupStatus: Record<'jobs' | 'area' | ProfessionTree, LoadStatus>;
}

const initialState: CommonState = {
  jobs: [],
  jobsProductId: null,
  genes: [],
  area: {},
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
  lookupStatus: { jobs: 'idle', area: 'idle', fuxing: 'idle', jdal: 'idle' },
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
    jobsRequested(state, _action: PayloadAction<{ productId: number }>) {
      state.lookupStatus.jobs = 'loading';
    },
    jobsLoaded(state, action: PayloadAction<{ productId: number; jobs: Job[] }>) {
      state.jobs = action.payload.jobs;
      state.jobsProductId = action.payload.productId;
      state.lookupStatus.jobs = 'succeeded';
    },
    areaRequested(state, _action: PayloadAction<{ productId: number; areaCode?: string }>) {
      state.lookupStatus.area = 'loading';
    },
    areaLoaded(state, action: PayloadAction<{ areaCode?: string; areas: Area[] }>) {
      state.area[action.payload.areaCode ?? ''] = action.payload.areas;
      state.lookupStatus.area = 'succeeded';
    },
    professionRequested(
      state,
      action: PayloadAction<{ tree: ProfessionTree; parentIds: (string | number)[] }>,
    ) {
      state.lookupStatus[action.payload.tree] = 'loading';
    },
    professionLoaded(
      state,
      action: PayloadAction<{
        tree: ProfessionTree;
        parentIds: (string | number)[];
        nodes: ProfessionNode[];
      }>,
    ) {
      const { tree, parentIds, nodes } = action.payload;
      const key = tree === 'fuxing' ? 'fxProfession' : 'jdalProfession';
      state[key] = mergeProfessionLevel(state[key], parentIds, nodes);
      state.lookupStatus[tree] = 'succeeded';
    },
    lookupFailed(state, action: PayloadAction<{ lookup: 'jobs' | 'area' | ProfessionTree }>) {
      state.lookupStatus[action.payload.lookup] = 'failed';
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
    confirmDetialLoaded(state, action: PayloadAction<OrderDetail>) {
      state.confirmDetial = action.payload;
    },
    confirmDetialCleared(state) {
      state.confirmDetial = null;
    },
    /**
     * The visitor has left every screen of this order: nothing of it stays (its detail here, its
     * load state in insuredNew, its payment result in pay: both areas clear theirs on this too).
     */
    orderForgotten(state, action: PayloadAction<{ orderId: string }>) {
      if (state.confirmDetial?.orderId === action.payload.orderId) state.confirmDetial = null;
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
