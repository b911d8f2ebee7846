import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The policy data area. Its fields arrive with its screens. */
export type PolicyState = PlaceholderState;

export const policySlice = placeholderSlice('policy');
