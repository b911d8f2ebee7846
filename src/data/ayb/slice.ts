import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The ayb data area. Its fields arrive with its screens. */
export type AybState = PlaceholderState;

export const aybSlice = placeholderSlice('ayb');
