import type { Pagination } from '../../api/envelope';
import type { ProductFamily } from '../../config/paths';

/** decisions.md, "Entity fields the spec does not show". */
export interface Category {
  id: number;
  name: string;
}

export type { ProductFamily };

export interface ProductItem {
  id: number;
  name: string;
  description: string;
  /** Yuan, the lowest premium. */
  price: number;
  /** e.g. 元/年起 */
  priceUnit: string;
  image: string;
  tags: string[];
  /** The product lives on an external page: ask product/jump_link and go to payload.url. */
  jump: boolean;
  status: 'on' | 'off';
  family: ProductFamily;
}

export interface ProductListQuery {
  productCategoryId: number;
  /** 1-based page number. */
  pageCount: number;
  pageSize: number;
}

export interface ProductListMeta {
  pagination: Pagination;
}

export interface JumpLink {
  url: string;
}
