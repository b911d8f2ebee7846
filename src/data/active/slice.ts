import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../status';
import type { Banner } from './types';

/** Campaigns: so far the banners of the ones running now (the home carousel). */
export interface ActiveState {
  banners: Banner[];
  bannersStatus: LoadStatus;
}

const initialState: ActiveState = { banners: [], bannersStatus: 'idle' };

export const activeSlice = createSlice({
  name: 'active',
  initialState,
  reducers: {
    bannersRequested(state) {
      state.bannersStatus = 'loading';
    },
    /** The banners of the campaigns running now, or null when they could not be had. */
    bannersSettled(state, action: PayloadAction<Banner[] | null>) {
      state.banners = action.payload ?? [];
      state.bannersStatus = action.payload ? 'succeeded' : 'failed';
    },
  },
});

export const activeActions = activeSlice.actions;
