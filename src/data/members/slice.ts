import { createSlice } from '@reduxjs/toolkit';

/** The members data area. Its fields arrive with its screens. */
export type MembersState = Record<string, never>;

const initialState: MembersState = {};

export const membersSlice = createSlice({
  name: 'members',
  initialState,
  reducers: {},
});

export default membersSlice.reducer;
