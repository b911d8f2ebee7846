import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import { ProductDetailSchema, type ProductDetail } from './types';

export function fetchProductDetail(id: number): Promise<Reply<ProductDetail>> {
  return request(PATHS.productDetail(id), {
    schema: ProductDetailSchema,
  });
}
