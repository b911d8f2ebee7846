import type { RootState } from '../store';

export const selectMemberProfile = (state: RootState) => state.members.profile;
export const selectMembers = (state: RootState) => state.members;
export const selectOrders = (state: RootState) => state.members.orders;

export const selectHasMoreOrders = (state: RootState): boolean => {
  const { pagination } = state.members.orders;
  return pagination !== null && pagination.current_page < pagination.total_pages;
};
