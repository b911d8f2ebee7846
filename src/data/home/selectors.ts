import type { RootState } from '../store';
import type { Category } from './types';

export const selectCategories = (state: RootState) => state.home.queryCategoryList;
export const selectCategoriesStatus = (state: RootState) => state.home.categoriesStatus;
export const selectProductList = (state: RootState) => state.home.queryProductList;
export const selectProductsStatus = (state: RootState) => state.home.productsStatus;
export const selectProductsCategoryId = (state: RootState) => state.home.productsCategoryId;
export const selectJumpingProductId = (state: RootState) => state.home.jumpingProductId;

export const selectHasMoreProducts = (state: RootState): boolean => {
  const { pagination } = state.home.queryProductList;
  if (!pagination) return false;
  return pagination.current_page < pagination.total_pages;
};

/** The category to show: the one asked for (`?category=`) if it exists, else the first. */
export function chooseCategory(categories: Category[], wanted: string | null): number | null {
  const id = Number(wanted);
  return categories.some((c) => c.id === id) ? id : (categories[0]?.id ?? null);
}
