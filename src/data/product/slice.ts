import { createSlice } from '@reduxjs/toolkit';

/** The product data area. Its fields arrive with its screens. */
export type ProductState = Record<string, never>;

const initialState: ProductState = {};

export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {},
});

export default productSlice.reducer;
