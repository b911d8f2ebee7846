import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type {
  Booking,
  BookingRequest,
  CallSlots,
  PlanInWriting,
  Proposal,
  ProposalReply,
} from './types';

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
}

const initialState: ProposalState = {
  id: null,
  data: null,
  writing: null,
  status: 'idle',
  refusal: null,
  notYours: false,
  slots: { id: null, data: null, status: 'idle' },
  booking: { status: 'idle', done: null, refusal: null },
};

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
      return { ...initialState, id: state.id, status: 'failed', notYours: true };
    },
    failed(state) {
      state.status = 'failed';
    },
    /** The visitor left the plan's screens: nothing of it stays. */
    cleared() {
      return initialState;
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
  },
  extraReducers: (builder) => {
    builder.addCase(loginActions.loggedOut, () => initialState);
    builder.addCase(loginActions.tokenCleared, () => initialState);
  },
});

export const proposalActions = proposalSlice.actions;
