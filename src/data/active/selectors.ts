import type { RootState } from '../store';

export const selectBanners = (state: RootState) => state.active.banners;
export const selectBannersStatus = (state: RootState) => state.active.bannersStatus;
