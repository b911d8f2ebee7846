import { createSlice } from '@reduxjs/toolkit';

/** The customizedV2 data area. Its fields arrive with its screens. */
export type CustomizedV2State = Record<string, never>;

const initialState: CustomizedV2State = {};

export const customizedV2Slice = createSlice({
  name: 'customizedV2',
  initialState,
  reducers: {},
});
