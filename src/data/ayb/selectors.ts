import type { RootState } from '../store';

export const selectAyb = (state: RootState) => state.ayb;
export const selectGift = (state: RootState) => state.ayb.gift;
export const selectClaim = (state: RootState) => state.ayb.claim;
export const selectClaimResult = (state: RootState) => state.ayb.result;
