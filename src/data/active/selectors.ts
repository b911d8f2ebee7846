import type { RootState } from '../store';
import type { LeadState } from './slice';
import type { LeadKind } from './types';

export const selectBanners = (state: RootState) => state.active.banners;
export const selectBannersStatus = (state: RootState) => state.active.bannersStatus;
export const selectArticles = (state: RootState) => state.active.articles;
export const selectArticle = (state: RootState) => state.active.article;
export const selectSeries = (state: RootState) => state.active.series;
export const selectFlow = (state: RootState) => state.active.flow;
export const selectShortVideo = (state: RootState) => state.active.shortVideo;
export const selectInvite = (state: RootState) => state.active.invite;
export const selectGroup = (state: RootState) => state.active.group;

const NO_LEAD: LeadState = { status: 'idle', reply: null, lockedUntil: 0 };

export const selectLead = (kind: LeadKind, id: number | string) => (state: RootState) =>
  state.active.leads[`${kind}:${id}`] ?? NO_LEAD;

export const selectHasMoreArticles = (state: RootState): boolean => {
  const { pagination } = state.active.articles;
  return pagination !== null && pagination.current_page < pagination.total_pages;
};

export const selectHasMoreInSeries = (state: RootState): boolean => {
  const { pagination } = state.active.series;
  return pagination !== null && pagination.current_page < pagination.total_pages;
};
