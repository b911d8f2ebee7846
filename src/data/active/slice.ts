import { createSlice } from '@reduxjs/toolkit';

/** The active data area. Its fields arrive with its screens. */
export type ActiveState = Record<string, never>;

const initialState: ActiveState = {};

export const activeSlice = createSlice({
  name: 'active',
  initialState,
  reducers: {},
});
