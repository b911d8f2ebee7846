import { createSlice } from '@reduxjs/toolkit';

/** The insured data area. Its fields arrive with its screens. */
export type InsuredState = Record<string, never>;

const initialState: InsuredState = {};

export const insuredSlice = createSlice({
  name: 'insured',
  initialState,
  reducers: {},
});
