import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { ProductDetail } from './types';

export function fetchProductDetail(id: number): Promise<Reply<ProductDetail>> {
  return request<ProductDetail>(PATHS.productDetail(id));
}
