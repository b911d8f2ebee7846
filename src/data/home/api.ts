import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { Category, JumpLink, ProductItem, ProductListMeta, ProductListQuery } from './types';

export function fetchCategories(): Promise<Reply<Category[]>> {
  return request<Category[]>(PATHS.categories, { cache: true });
}

export function fetchProducts(
  query: ProductListQuery,
): Promise<Reply<ProductItem[], ProductListMeta>> {
  return request<ProductItem[], ProductListMeta>(PATHS.products, { params: { ...query } });
}

export function fetchJumpLink(productId: number): Promise<Reply<JumpLink>> {
  return request<JumpLink>(PATHS.jumpLink, { params: { productId } });
}
