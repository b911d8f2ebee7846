import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The insured data area. Its fields arrive with its screens. */
export type InsuredState = PlaceholderState;

export const insuredSlice = placeholderSlice('insured');
