import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The active data area. Its fields arrive with its screens. */
export type ActiveState = PlaceholderState;

export const activeSlice = placeholderSlice('active');
