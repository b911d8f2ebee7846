import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { ProductDetail } from './types';
import { lazySchema } from '../lazy-schema';

export function fetchProductDetail(id: number): Promise<Reply<ProductDetail>> {
  return request(PATHS.productDetail(id), {
    schema: lazySchema('ProductDetailSchema'),
  });
}
