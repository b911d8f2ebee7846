import { createSlice } from '@reduxjs/toolkit';

/** The poster data area. Its fields arrive with its screens. */
export type PosterState = Record<string, never>;

const initialState: PosterState = {};

export const posterSlice = createSlice({
  name: 'poster',
  initialState,
  reducers: {},
});
