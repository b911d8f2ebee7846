import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pagination } from '../../api/envelope';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type { MemberProfile, Order, OrderStatus } from './types';

/** The member centre and my orders. Cleared on logout. */
export interface MembersState {
  profile: MemberProfile | null;
  profileStatus: LoadStatus;
  activateStatus: LoadStatus;
  avatarStatus: LoadStatus;
  orders: {
    /** The tab the list holds: a status, or 'all'. */
    filter: OrderStatus | 'all';
    list: Order[];
    pagination: Pagination | null;
    status: LoadStatus;
  };
}

const initialState: MembersState = {
  profile: null,
  profileStatus: 'idle',
  activateStatus: 'idle',
  avatarStatus: 'idle',
  orders: { filter: 'all', list: [], pagination: null, status: 'idle' },
};

export const membersSlice = createSlice({
  name: 'members',
  initialState,
  reducers: {
    profileRequested(state) {
      state.profileStatus = 'loading';
    },
    profileLoaded(state, action: PayloadAction<MemberProfile>) {
      state.profile = action.payload;
      state.profileStatus = 'succeeded';
    },
    profileFailed(state) {
      state.profileStatus = 'failed';
    },
    /** With the consent's time (data/members/consent.ts): no activation without it. */
    activateRequested(state, _action: PayloadAction<{ agreedAt: string }>) {
      state.activateStatus = 'loading';
    },
    activated(state, action: PayloadAction<MemberProfile>) {
      state.profile = action.payload;
      state.activateStatus = 'succeeded';
      state.profileStatus = 'succeeded';
    },
    activateFailed(state) {
      state.activateStatus = 'failed';
    },
    /** Registration: SMS login, then activation, then the member centre. */
    registerRequested(
      state,
      _action: PayloadAction<{ phone: string; code: string; agreedAt: string }>,
    ) {
      state.activateStatus = 'loading';
    },
    avatarRequested(state, _action: PayloadAction<{ file: Blob }>) {
      state.avatarStatus = 'loading';
    },
    avatarUploaded(state, action: PayloadAction<{ url: string }>) {
      state.avatarStatus = 'succeeded';
      if (state.profile) state.profile.avatar = action.payload.url;
    },
    avatarFailed(state) {
      state.avatarStatus = 'failed';
    },
    ordersRequested(state, action: PayloadAction<{ filter: OrderStatus | 'all'; page: number }>) {
      const { filter, page } = action.payload;
      if (page <= 1 || state.orders.filter !== filter) {
        state.orders.list = [];
        state.orders.pagination = null;
      }
      state.orders.filter = filter;
      state.orders.status = 'loading';
    },
    ordersLoaded(
      state,
      action: PayloadAction<{
        filter: OrderStatus | 'all';
        list: Order[];
        pagination: Pagination | null;
      }>,
    ) {
      if (action.payload.filter !== state.orders.filter) return;
      const page = action.payload.pagination?.current_page ?? 1;
      const known = page <= 1 ? [] : state.orders.list;
      const ids = new Set(known.map((order) => order.orderId));
      state.orders.list = [...known, ...action.payload.list.filter((o) => !ids.has(o.orderId))];
      state.orders.pagination = action.payload.pagination;
      state.orders.status = 'succeeded';
    },
    ordersFailed(state) {
      state.orders.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginActions.loggedOut, () => initialState);
  },
});

export const membersActions = membersSlice.actions;
