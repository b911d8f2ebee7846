import type { RootState } from '../store';

export const selectPolicyList = (state: RootState) => state.policy.list;
export const selectPolicyDetail = (state: RootState) => state.policy.detail;
export const selectEpolicy = (state: RootState) => state.policy.epolicy;
export const selectRenewing = (state: RootState) => state.policy.renewing;

export const selectHasMorePolicies = (state: RootState): boolean => {
  const { pagination } = state.policy.list;
  return pagination !== null && pagination.current_page < pagination.total_pages;
};
