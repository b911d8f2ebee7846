import { createSlice } from '@reduxjs/toolkit';

/** The state of an area whose screens have not given it fields yet: nothing. */
export type PlaceholderState = Record<string, never>;

/** A data area of the spec that holds nothing until its screens give it fields. */
export function placeholderSlice<Name extends string>(name: Name) {
  return createSlice({ name, initialState: {} as PlaceholderState, reducers: {} });
}
