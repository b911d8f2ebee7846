import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../status';
import type {
  Booking,
  BookingRequest,
  CallSlots,
  PlanInWriting,
  Proposal,
  ProposalReply,
} from './types';

/** The plan being read, and booking a call with its advisor. */
export interface ProposalState {
  id: string | null;
  data: Proposal | null;
  /** The plan's planner is still writing it (a customisation service's plan before the call). */
  writing: PlanInWriting | null;
  status: LoadStatus;
  /** The server's word on a plan that does not exist or was withdrawn. */
  refusal: string | null;
  slots: { id: string | null; data: CallSlots | null; status: LoadStatus };
  booking: { status: LoadStatus; done: Booking | null; refusal: string | null };
}

const initialState: ProposalState = {
  id: null,
  data: null,
  writing: null,
  status: 'idle',
  refusal: null,
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
    failed(state) {
      state.status = 'failed';
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
});

export const proposalActions = proposalSlice.actions;
