import { createSlice } from '@reduxjs/toolkit';

/** The policy data area. Its fields arrive with its screens. */
export type PolicyState = Record<string, never>;

const initialState: PolicyState = {};

export const policySlice = createSlice({
  name: 'policy',
  initialState,
  reducers: {},
});
