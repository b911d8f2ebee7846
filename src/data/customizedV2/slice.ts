import { placeholderSlice, type PlaceholderState } from '../placeholder-slice';

/** The customizedV2 data area. Its fields arrive with its screens. */
export type CustomizedV2State = PlaceholderState;

export const customizedV2Slice = placeholderSlice('customizedV2');
