import type { RootState } from '../store';

export const selectPosterLanding = (state: RootState) => state.poster.landing;
export const selectPosterKit = (state: RootState) => state.poster.kit;
export const selectReferrals = (state: RootState) => state.poster.referrals;
export const selectReferralStatus = (state: RootState) => state.poster.referralStatus;
