import type { RootState } from '../store';
import type { LoadStatus } from '../status';

const ofProduct = (state: RootState, productId: number) => state.health.productId === productId;

/** The questions of this product, once loaded. */
export const selectHealthDetail = (state: RootState, productId: number) =>
  ofProduct(state, productId) ? state.health.healthStatement : null;

export const selectHealthDetailStatus = (state: RootState, productId: number): LoadStatus =>
  ofProduct(state, productId) ? state.health.detailStatus : 'idle';

/** Answers the server already holds for this visitor and product (null when none). */
export const selectSavedAnswers = (state: RootState, productId: number) =>
  ofProduct(state, productId) ? state.health.savedAnswers : null;

export const selectSavedAnswersStatus = (state: RootState, productId: number): LoadStatus =>
  ofProduct(state, productId) ? state.health.savedStatus : 'idle';

export const selectHealthSubmitStatus = (state: RootState, productId: number) =>
  ofProduct(state, productId) ? state.health.submitStatus : 'idle';

export const selectHealthSubmitReturn = (state: RootState) => state.health.submitReturn;
