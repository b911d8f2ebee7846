import { createSlice } from '@reduxjs/toolkit';

/** Spec section 3. Shapes arrive with the health-statement screen. */
export interface HealthState {
  healthStatement: unknown;
  submitReturn: unknown;
}

const initialState: HealthState = {
  healthStatement: null,
  submitReturn: null,
};

export const healthSlice = createSlice({
  name: 'health',
  initialState,
  reducers: {},
});

export default healthSlice.reducer;
