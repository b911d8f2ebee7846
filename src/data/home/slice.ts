import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pagination } from '../../api/envelope';
import type { LoadStatus } from '../status';
import type { Category, ProductItem } from './types';

export interface HomeState {
  queryCategoryList: Category[];
  queryProductList: {
    list: ProductItem[];
    pagination: Pagination | null;
  };
  categoriesStatus: LoadStatus;
  productsStatus: LoadStatus;
  /** The category whose products the list holds. */
  productsCategoryId: number | null;
  /** The product whose jump link is being fetched. */
  jumpingProductId: number | null;
}

const initialState: HomeState = {
  queryCategoryList: [],
  queryProductList: { list: [], pagination: null },
  categoriesStatus: 'idle',
  productsStatus: 'idle',
  productsCategoryId: null,
  jumpingProductId: null,
};

export interface ProductsRequest {
  categoryId: number;
  page: number;
}

export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    categoriesRequested(state) {
      state.categoriesStatus = 'loading';
    },
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.queryCategoryList = action.payload;
      state.categoriesStatus = 'succeeded';
    },
    categoriesFailed(state) {
      state.categoriesStatus = 'failed';
    },
    productsRequested(state, action: PayloadAction<ProductsRequest>) {
      // The spec empties the list before a fetch; a further page of the same category appends.
      if (action.payload.page <= 1 || state.productsCategoryId !== action.payload.categoryId) {
        state.queryProductList = { list: [], pagination: null };
      }
      state.productsCategoryId = action.payload.categoryId;
      state.productsStatus = 'loading';
    },
    productsLoaded(
      state,
      action: PayloadAction<{
        categoryId: number;
        list: ProductItem[];
        pagination: Pagination | null;
      }>,
    ) {
      if (action.payload.categoryId !== state.productsCategoryId) return;
      const { list, pagination } = action.payload;
      const page = pagination?.current_page ?? 1;
      const known = page <= 1 ? [] : state.queryProductList.list;
      const ids = new Set(known.map((item) => item.id));
      state.queryProductList = {
        list: [...known, ...list.filter((item) => !ids.has(item.id))],
        pagination,
      };
      state.productsStatus = 'succeeded';
    },
    productsFailed(state) {
      state.productsStatus = 'failed';
    },
    jumpRequested(state, action: PayloadAction<{ productId: number }>) {
      state.jumpingProductId = action.payload.productId;
    },
    jumpSettled(state) {
      state.jumpingProductId = null;
    },
  },
});

export const homeActions = homeSlice.actions;
