import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../status';
import type { Loadable } from '../active/slice';
import type { PosterKit, PosterLanding } from './types';

/** The poster ad landing on show, the poster maker's kit, and the referral keys made so far. */
export interface PosterState {
  landing: Loadable<PosterLanding>;
  kit: Loadable<PosterKit>;
  /** By poster id: the key its share link carries. */
  referrals: Record<string, string>;
  referralStatus: LoadStatus;
}

const idle = <T>(): Loadable<T> => ({ key: null, status: 'idle', data: null, missing: false });

const initialState: PosterState = {
  landing: idle(),
  kit: idle(),
  referrals: {},
  referralStatus: 'idle',
};

function start<T>(previous: Loadable<T>, key: string): Loadable<T> {
  return {
    key,
    status: 'loading',
    data: previous.key === key ? previous.data : null,
    missing: false,
  };
}

export const posterSlice = createSlice({
  name: 'poster',
  initialState,
  reducers: {
    landingRequested(state, action: PayloadAction<{ id: string }>) {
      state.landing = start(state.landing, action.payload.id);
    },
    landingLoaded(state, action: PayloadAction<PosterLanding>) {
      if (state.landing.key !== action.payload.id) return;
      state.landing.data = action.payload;
      state.landing.status = 'succeeded';
    },
    landingFailed(state, action: PayloadAction<{ id: string; missing: boolean }>) {
      if (state.landing.key !== action.payload.id) return;
      state.landing.status = 'failed';
      state.landing.missing = action.payload.missing;
    },
    kitRequested(state, action: PayloadAction<{ id: string }>) {
      state.kit = start(state.kit, action.payload.id);
    },
    kitLoaded(state, action: PayloadAction<PosterKit>) {
      if (state.kit.key !== action.payload.id) return;
      state.kit.data = action.payload;
      state.kit.status = 'succeeded';
    },
    kitFailed(state, action: PayloadAction<{ id: string; missing: boolean }>) {
      if (state.kit.key !== action.payload.id) return;
      state.kit.status = 'failed';
      state.kit.missing = action.payload.missing;
    },
    referralRequested(state, _action: PayloadAction<{ kitId: string; posterId: string }>) {
      state.referralStatus = 'loading';
    },
    referralCreated(state, action: PayloadAction<{ posterId: string; key: string }>) {
      state.referrals[action.payload.posterId] = action.payload.key;
      state.referralStatus = 'succeeded';
    },
    referralFailed(state) {
      state.referralStatus = 'failed';
    },
  },
});

export const posterActions = posterSlice.actions;
