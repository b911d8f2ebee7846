import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HealthAnswers } from '../insured/types';
import type { LoadStatus } from '../status';
import type { HealthDetail, HealthStatement, HealthSubmitReturn } from './types';

export type HealthSubmitStatus = 'idle' | 'submitting' | 'passed' | 'ineligible' | 'failed';

/** A health submit, with where the visitor goes on code 0 and the page the trail records. */
export interface HealthSubmitRequest {
  productId: number;
  answers: HealthAnswers;
  /** Route path of the screen (for the trail). */
  page: string;
  /** The confirmation route (with its query) to go to when the statement passes. */
  next: string;
}

/**
 * Spec section 3: `healthStatement` (the questions) and `submitReturn`, plus their load states.
 * One product at a time: answers for another product than `productId` are ignored.
 */
export interface HealthState {
  productId: number | null;
  /** GET health/detail of `productId`. */
  healthStatement: HealthDetail | null;
  detailStatus: LoadStatus;
  /** The query: what the server already holds for this visitor (to restore answers). */
  savedAnswers: HealthAnswers | null;
  savedStatus: LoadStatus;
  submitReturn: HealthSubmitReturn | null;
  submitStatus: HealthSubmitStatus;
}

const initialState: HealthState = {
  productId: null,
  healthStatement: null,
  detailStatus: 'idle',
  savedAnswers: null,
  savedStatus: 'idle',
  submitReturn: null,
  submitStatus: 'idle',
};

function forProduct(state: HealthState, productId: number): void {
  if (state.productId === productId) return;
  Object.assign(state, initialState, { productId });
}

export const healthSlice = createSlice({
  name: 'health',
  initialState,
  reducers: {
    detailRequested(state, action: PayloadAction<{ productId: number }>) {
      forProduct(state, action.payload.productId);
      state.detailStatus = 'loading';
    },
    detailLoaded(state, action: PayloadAction<{ productId: number; detail: HealthDetail }>) {
      if (state.productId !== action.payload.productId) return;
      state.healthStatement = action.payload.detail;
      state.detailStatus = 'succeeded';
    },
    detailFailed(state, action: PayloadAction<{ productId: number }>) {
      if (state.productId !== action.payload.productId) return;
      state.detailStatus = 'failed';
    },
    statementRequested(state, action: PayloadAction<{ productId: number }>) {
      forProduct(state, action.payload.productId);
      state.savedStatus = 'loading';
    },
    statementLoaded(state, action: PayloadAction<HealthStatement>) {
      if (state.productId !== action.payload.productId) return;
      state.savedAnswers = action.payload.answers;
      state.savedStatus = 'succeeded';
    },
    statementFailed(state, action: PayloadAction<{ productId: number }>) {
      if (state.productId !== action.payload.productId) return;
      state.savedStatus = 'failed';
    },
    submitRequested(state, action: PayloadAction<HealthSubmitRequest>) {
      forProduct(state, action.payload.productId);
      state.submitStatus = 'submitting';
      state.submitReturn = null;
    },
    submitPassed(state, action: PayloadAction<HealthSubmitReturn>) {
      state.submitReturn = action.payload;
      state.submitStatus = 'passed';
    },
    submitIneligible(state, action: PayloadAction<HealthSubmitReturn>) {
      state.submitReturn = action.payload;
      state.submitStatus = 'ineligible';
    },
    submitFailed(state) {
      state.submitStatus = 'failed';
    },
    /** The ineligibility dialog was closed (我知道了). */
    ineligibleDismissed(state) {
      if (state.submitStatus === 'ineligible') state.submitStatus = 'idle';
    },
    /** 联系客服 in the ineligibility dialog: the saga opens the configured page. */
    contactServiceRequested() {},
  },
});

export const healthActions = healthSlice.actions;
