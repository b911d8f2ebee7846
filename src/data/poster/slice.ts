import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The poster data area. Its fields arrive with its screens. */
export type PosterState = PlaceholderState;

export const posterSlice = placeholderSlice('poster');
