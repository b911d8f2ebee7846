import type { LoadStatus } from '../status';
import type { RootState } from '../store';
import type { ProductDetail } from './types';

export const selectProductDetail = (state: RootState, id: number): ProductDetail | undefined =>
  state.product.byId[id];

export const selectProductStatus = (state: RootState, id: number): LoadStatus =>
  state.product.status[id] ?? 'idle';
