import type { RootState } from '../store';
import type { ProductStatus } from './slice';
import type { ProductDetail } from './types';

export const selectProductDetail = (state: RootState, id: number): ProductDetail | undefined =>
  state.product.byId[id];

export const selectProductStatus = (state: RootState, id: number): ProductStatus =>
  state.product.status[id] ?? 'idle';
