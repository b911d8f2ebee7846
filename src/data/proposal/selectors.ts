import type { RootState } from '../store';

export const selectProposal = (state: RootState) => state.proposal;
export const selectCallSlots = (state: RootState) => state.proposal.slots;
export const selectBooking = (state: RootState) => state.proposal.booking;
export const selectPlanShare = (state: RootState) => state.proposal.share;
export const selectSharedPlan = (state: RootState) => state.proposal.shared;
