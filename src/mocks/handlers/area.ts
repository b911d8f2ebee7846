import { http, type RequestHandler } from 'msw';
import { regions } from '../../lib/regions';
import { findProduct, idParam } from '../products';
import { badParam, fail, ok, SANDBOX_CODE } from '../reply';
import { productAreas } from '../sales-areas';

/** Regions (`common` data area): the static two-level list and a product's sales areas. Public. */
export const areaHandlers: RequestHandler[] = [
  http.get('/rest/api/area', () => ok(regions)),

  http.get('/rest/api/third_product/area/:id', ({ params, request }) => {
    const id = idParam(params.id);
    if (id === null) return badParam('id');
    const record = findProduct(id);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    const areaCode = new URL(request.url).searchParams.get('areaCode')?.trim() ?? '';
    return ok(productAreas(record, areaCode || undefined));
  }),
];
