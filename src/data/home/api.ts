import { PagedMetaSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  CategoriesSchema,
  JumpLinkSchema,
  ProductListSchema,
  type Category,
  type JumpLink,
  type ProductItem,
  type ProductListMeta,
  type ProductListQuery,
} from './types';

// The catalogue's schemas are part of the first visit: its data is asked for at start-up.

export function fetchCategories(): Promise<Reply<Category[]>> {
  return request(PATHS.categories, { schema: CategoriesSchema, cache: true });
}

export function fetchProducts(
  query: ProductListQuery,
): Promise<Reply<ProductItem[], ProductListMeta>> {
  return request(PATHS.products, {
    params: { ...query },
    schema: ProductListSchema,
    metaSchema: PagedMetaSchema,
  });
}

export function fetchJumpLink(productId: number): Promise<Reply<JumpLink>> {
  return request(PATHS.jumpLink, { params: { productId }, schema: JumpLinkSchema });
}
