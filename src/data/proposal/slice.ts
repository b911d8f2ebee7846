import { createSlice } from '@reduxjs/toolkit';

/** The proposal data area. Its fields arrive with its screens. */
export type ProposalState = Record<string, never>;

const initialState: ProposalState = {};

export const proposalSlice = createSlice({
  name: 'proposal',
  initialState,
  reducers: {},
});
