import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pagination } from '../../api/envelope';
import type { PolicyFilter } from '../../config/paths';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type { Epolicy, PolicyDetail, PolicyItem } from './types';

/** A tab of the list: all policies, or one of the filters. */
export type PolicyTab = PolicyFilter | 'all';

/** The policy lookup: the list, one policy's detail, its electronic policy. Cleared on sign-in and logout. */
export interface PolicyState {
  list: {
    tab: PolicyTab;
    items: PolicyItem[];
    pagination: Pagination | null;
    /** 'notBound': the messaging-app account has no phone yet (the screen sends it to bind). */
    status: LoadStatus | 'notBound';
  };
  detail: {
    policyNo: string | null;
    data: PolicyDetail | null;
    status: LoadStatus;
    /** The server's word on a policy it will not show for another reason (its message). */
    refusal: string | null;
    /** Not this account's policy, or none (4004): the server says no more. */
    notYours: boolean;
    /** The refusal is that the messaging-app account has no phone yet: the screen offers to bind. */
    notBound: boolean;
  };
  epolicy: { policyNo: string | null; data: Epolicy | null; status: LoadStatus };
  /** The policy whose renewal premium is being paid (its order is on its way). */
  renewing: string | null;
}

const initialState: PolicyState = {
  list: { tab: 'all', items: [], pagination: null, status: 'idle' },
  detail: {
    policyNo: null,
    data: null,
    status: 'idle',
    refusal: null,
    notYours: false,
    notBound: false,
  },
  epolicy: { policyNo: null, data: null, status: 'idle' },
  renewing: null,
};

export const policySlice = createSlice({
  name: 'policy',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ tab: PolicyTab; page: number }>) {
      const { tab, page } = action.payload;
      if (page <= 1 || state.list.tab !== tab) {
        state.list.items = [];
        state.list.pagination = null;
      }
      state.list.tab = tab;
      state.list.status = 'loading';
    },
    listLoaded(
      state,
      action: PayloadAction<{ tab: PolicyTab; items: PolicyItem[]; pagination: Pagination | null }>,
    ) {
      if (action.payload.tab !== state.list.tab) return;
      const page = action.payload.pagination?.current_page ?? 1;
      const known = page <= 1 ? [] : state.list.items;
      const numbers = new Set(known.map((item) => item.policyNo));
      state.list.items = [
        ...known,
        ...action.payload.items.filter((item) => !numbers.has(item.policyNo)),
      ];
      state.list.pagination = action.payload.pagination;
      state.list.status = 'succeeded';
    },
    listFailed(state) {
      state.list.status = 'failed';
    },
    listNotBound(state) {
      state.list.status = 'notBound';
    },
    detailRequested(state, action: PayloadAction<{ policyNo: string }>) {
      // Another policy's detail is not this one's: never show it while this one loads.
      if (state.detail.policyNo !== action.payload.policyNo) state.detail.data = null;
      state.detail.policyNo = action.payload.policyNo;
      state.detail.status = 'loading';
      state.detail.refusal = null;
      state.detail.notYours = false;
      state.detail.notBound = false;
    },
    detailLoaded(state, action: PayloadAction<PolicyDetail>) {
      if (action.payload.policyNo !== state.detail.policyNo) return;
      state.detail.data = action.payload;
      state.detail.status = 'succeeded';
    },
    detailRefused(state, action: PayloadAction<{ message: string; notBound?: boolean }>) {
      state.detail.data = null;
      state.detail.status = 'failed';
      state.detail.refusal = action.payload.message;
      state.detail.notBound = action.payload.notBound ?? false;
    },
    /** Not this account's policy (or none): nothing of any policy is kept. */
    detailNotYours(state) {
      state.detail = { ...initialState.detail, policyNo: state.detail.policyNo, status: 'failed' };
      state.detail.notYours = true;
      state.epolicy = initialState.epolicy;
    },
    detailFailed(state) {
      state.detail.status = 'failed';
    },
    /** The visitor has left the policy's screens: its detail and electronic policy go. */
    detailForgotten(state, action: PayloadAction<{ policyNo: string }>) {
      if (state.detail.policyNo === action.payload.policyNo) state.detail = initialState.detail;
      if (state.epolicy.policyNo === action.payload.policyNo) state.epolicy = initialState.epolicy;
    },
    epolicyRequested(state, action: PayloadAction<{ policyNo: string }>) {
      if (state.epolicy.policyNo !== action.payload.policyNo) state.epolicy.data = null;
      state.epolicy.policyNo = action.payload.policyNo;
      state.epolicy.status = 'loading';
    },
    epolicyLoaded(state, action: PayloadAction<{ policyNo: string; epolicy: Epolicy }>) {
      if (action.payload.policyNo !== state.epolicy.policyNo) return;
      state.epolicy.data = action.payload.epolicy;
      state.epolicy.status = 'succeeded';
      // The detail's own word on the document follows what the server says now.
      if (state.detail.data?.policyNo === action.payload.policyNo) {
        state.detail.data.epolicy.status = action.payload.epolicy.status;
      }
    },
    epolicyFailed(state) {
      state.epolicy.status = 'failed';
    },
    renewalRequested(state, action: PayloadAction<{ policyNo: string }>) {
      state.renewing = action.payload.policyNo;
    },
    renewalDone(state) {
      state.renewing = null;
    },
  },
  extraReducers: (builder) => {
    // Another account's policies, or the same account now bound to a phone: nothing kept holds.
    builder.addCase(loginActions.loggedOut, () => initialState);
    builder.addCase(loginActions.tokenCleared, () => initialState);
    builder.addCase(loginActions.loginSucceeded, () => initialState);
  },
});

export const policyActions = policySlice.actions;
