import { createSlice } from '@reduxjs/toolkit';

/** The insuredNew data area. Its fields arrive with its screens. */
export type InsuredNewState = Record<string, never>;

const initialState: InsuredNewState = {};

export const insuredNewSlice = createSlice({
  name: 'insuredNew',
  initialState,
  reducers: {},
});

export default insuredNewSlice.reducer;
