import { createSlice } from '@reduxjs/toolkit';

/** The ayb data area. Its fields arrive with its screens. */
export type AybState = Record<string, never>;

const initialState: AybState = {};

export const aybSlice = createSlice({
  name: 'ayb',
  initialState,
  reducers: {},
});
