import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The proposal data area. Its fields arrive with its screens. */
export type ProposalState = PlaceholderState;

export const proposalSlice = placeholderSlice('proposal');
