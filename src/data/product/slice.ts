import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../status';
import type { ProductDetail } from './types';

/** Where a product's load stands; `missing` when the server says there is no such product. */
export type ProductStatus = LoadStatus | 'missing';

/** Product details by id, so the detail screen and its parts (terms, trial, footer) share one load. */
export interface ProductState {
  byId: Record<number, ProductDetail>;
  status: Record<number, ProductStatus>;
}

const initialState: ProductState = {
  byId: {},
  status: {},
};

export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    detailRequested(state, action: PayloadAction<{ id: number }>) {
      state.status[action.payload.id] = 'loading';
    },
    detailLoaded(state, action: PayloadAction<ProductDetail>) {
      state.byId[action.payload.id] = action.payload;
      state.status[action.payload.id] = 'succeeded';
    },
    detailFailed(state, action: PayloadAction<{ id: number }>) {
      state.status[action.payload.id] = 'failed';
    },
    detailMissing(state, action: PayloadAction<{ id: number }>) {
      state.status[action.payload.id] = 'missing';
    },
  },
});

export const productActions = productSlice.actions;
