import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type {
  Booking,
  BookingRequest,
  CallSlots,
  PlanInWriting,
  PlanShare,
  Proposal,
  ProposalReply,
  SharedPlan,
} from './types';

/**
 * The plan's share as its own family sees it (issue 24): whether there is a live share, and the
 * making or revoking of one. `message` is what the server said of a refusal (null: the call
 * failed, and the request helper has told the visitor); `revoked` says a revoke was confirmed
 * here, until a new share is made.
 */
export interface PlanShareState {
  id: string | null;
  status: LoadStatus;
  data: PlanShare | null;
  action: 'idle' | 'creating' | 'revoking';
  failure: { action: 'create' | 'revoke'; message: string | null } | null;
  revoked: boolean;
}

/**
 * A share opened by its link (`/Proposal/Shared?key=`), by anyone: the copy made for sharing,
 * not any account's record. `refused`: revoked, or no such share (4004).
 */
export interface SharedPlanState {
  key: string | null;
  status: LoadStatus;
  data: SharedPlan | null;
  refused: boolean;
  /** The server's words on a refusal other than 4004 (shown with a retry). */
  message: string | null;
}

/**
 * The plan being read, and booking a call with its advisor. A plan is its family's: cleared on
 * logout, when the token is dropped, and when the visitor leaves its screens (`cleared`).
 */
export interface ProposalState {
  id: string | null;
  data: Proposal | null;
  /** The plan's planner is still writing it (a customisation service's plan before the call). */
  writing: PlanInWriting | null;
  status: LoadStatus;
  /** The server's word on a plan its advisor withdrew (or another refusal with words to show). */
  refusal: string | null;
  /** Not this account's plan, or no plan at all (4004): the server says nothing of which. */
  notYours: boolean;
  slots: { id: string | null; data: CallSlots | null; status: LoadStatus };
  booking: { status: LoadStatus; done: Booking | null; refusal: string | null };
  share: PlanShareState;
  shared: SharedPlanState;
}

const noShare: PlanShareState = {
  id: null,
  status: 'idle',
  data: null,
  action: 'idle',
  failure: null,
  revoked: false,
};

const noShared: SharedPlanState = {
  key: null,
  status: 'idle',
  data: null,
  refused: false,
  message: null,
};

const initialState: ProposalState = {
  id: null,
  data: null,
  writing: null,
  status: 'idle',
  refusal: null,
  notYours: false,
  slots: { id: null, data: null, status: 'idle' },
  booking: { status: 'idle', done: null, refusal: null },
  share: noShare,
  shared: noShared,
};

/**
 * Forgetting a plan (leaving its screens, logout) keeps a share opened by its link: that is no
 * account's record, and its screen may be the one taking over.
 */
const forgotten = (state: ProposalState): ProposalState => ({
  ...initialState,
  shared: state.shared,
});

export const proposalSlice = createSlice({
  name: 'proposal',
  initialState,
  reducers: {
    requested(state, action: PayloadAction<{ id: string }>) {
      if (state.id !== action.payload.id) {
        state.data = null;
        state.writing = null;
        state.booking = initialState.booking;
      }
      state.id = action.payload.id;
      state.status = 'loading';
      state.refusal = null;
      state.notYours = false;
    },
    /** The plan, or the word that it is being written: one or the other, never both. */
    loaded(state, action: PayloadAction<ProposalReply>) {
      if (action.payload.id !== state.id) return;
      if (action.payload.status === 'writing') {
        state.writing = action.payload;
        state.data = null;
      } else {
        state.data = action.payload;
        state.writing = null;
      }
      state.status = 'succeeded';
    },
    refused(state, action: PayloadAction<{ message: string }>) {
      state.data = null;
      state.writing = null;
      state.status = 'failed';
      state.refusal = action.payload.message;
    },
    /** Not this account's plan (or none): nothing of any plan is kept. */
    notYours(state) {
      return { ...forgotten(state), id: state.id, status: 'failed', notYours: true };
    },
    failed(state) {
      state.status = 'failed';
    },
    /** The visitor left the plan's screens: nothing of it stays. */
    cleared(state) {
      return forgotten(state);
    },
    slotsRequested(state, action: PayloadAction<{ id: string }>) {
      if (state.slots.id !== action.payload.id) state.slots.data = null;
      state.slots.id = action.payload.id;
      state.slots.status = 'loading';
    },
    slotsLoaded(state, action: PayloadAction<{ id: string; slots: CallSlots }>) {
      if (action.payload.id !== state.slots.id) return;
      state.slots.data = action.payload.slots;
      state.slots.status = 'succeeded';
    },
    slotsFailed(state) {
      state.slots.status = 'failed';
    },
    bookingRequested(state, _action: PayloadAction<{ id: string } & BookingRequest>) {
      state.booking.status = 'loading';
      state.booking.refusal = null;
    },
    booked(state, action: PayloadAction<Booking>) {
      state.booking = { status: 'succeeded', done: action.payload, refusal: null };
      if (state.slots.data) state.slots.data.booking = action.payload;
    },
    bookingRefused(state, action: PayloadAction<{ message: string }>) {
      state.booking.status = 'failed';
      state.booking.refusal = action.payload.message;
    },
    bookingFailed(state) {
      state.booking.status = 'failed';
    },

    /** The plan's share, asked for once per plan (its own family's screens). */
    shareRequested(state, action: PayloadAction<{ id: string }>) {
      if (state.share.id !== action.payload.id) state.share = { ...noShare };
      state.share.id = action.payload.id;
      state.share.status = 'loading';
    },
    shareLoaded(state, action: PayloadAction<{ id: string; share: PlanShare | null }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.data = action.payload.share;
      state.share.status = 'succeeded';
    },
    shareLoadFailed(state, action: PayloadAction<{ id: string }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.status = 'failed';
    },
    shareCreateRequested(state, action: PayloadAction<{ id: string }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.action = 'creating';
      state.share.failure = null;
    },
    /** The server made the share (or answered the live one): only now is it shown. */
    shareCreated(state, action: PayloadAction<{ id: string; share: PlanShare }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.data = action.payload.share;
      state.share.status = 'succeeded';
      state.share.action = 'idle';
      state.share.revoked = false;
    },
    shareCreateFailed(state, action: PayloadAction<{ id: string; message: string | null }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.action = 'idle';
      state.share.failure = { action: 'create', message: action.payload.message };
    },
    shareRevokeRequested(state, action: PayloadAction<{ id: string }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.action = 'revoking';
      state.share.failure = null;
    },
    /** The server confirmed the revoke: the link is refused from now on. */
    shareRevoked(state, action: PayloadAction<{ id: string }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.data = null;
      state.share.status = 'succeeded';
      state.share.action = 'idle';
      state.share.revoked = true;
    },
    shareRevokeFailed(state, action: PayloadAction<{ id: string; message: string | null }>) {
      if (action.payload.id !== state.share.id) return;
      state.share.action = 'idle';
      state.share.failure = { action: 'revoke', message: action.payload.message };
    },

    /** A share's link opened. */
    sharedRequested(state, action: PayloadAction<{ key: string }>) {
      if (state.shared.key !== action.payload.key) state.shared = { ...noShared };
      state.shared.key = action.payload.key;
      state.shared.status = 'loading';
      state.shared.refused = false;
      state.shared.message = null;
    },
    sharedLoaded(state, action: PayloadAction<{ key: string; plan: SharedPlan }>) {
      if (action.payload.key !== state.shared.key) return;
      state.shared.data = action.payload.plan;
      state.shared.status = 'succeeded';
    },
    /** Revoked, or no such share: nothing of any plan is kept. */
    sharedRefused(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key !== state.shared.key) return;
      state.shared = { ...noShared, key: action.payload.key, status: 'failed', refused: true };
    },
    sharedFailed(state, action: PayloadAction<{ key: string; message: string | null }>) {
      if (action.payload.key !== state.shared.key) return;
      state.shared.status = 'failed';
      state.shared.message = action.payload.message;
    },
    /** The visitor left the shared plan's screen. */
    sharedCleared(state) {
      state.shared = noShared;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginActions.loggedOut, forgotten);
    builder.addCase(loginActions.tokenCleared, forgotten);
  },
});

export const proposalActions = proposalSlice.actions;
