import { http, type RequestHandler } from 'msw';
import { db } from '../db';
import { toProductItem } from '../fixtures/catalogue';
import { paginate, positiveInt, readPage } from '../paging';
import { badParam, fail, ok, SANDBOX_CODE } from '../reply';

/** The catalogue (spec section 7; decisions.md for the pagination meta). */

export const homeHandlers: RequestHandler[] = [
  http.get('/rest/api/products/categories', () => ok(db.categories.all())),

  http.get('/rest/api/product_types/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const categoryId = positiveInt(query, 'productCategoryId');
    if (categoryId === null) return badParam('productCategoryId');
    const pageRequest = readPage(query);
    if ('bad' in pageRequest) return badParam(pageRequest.bad);

    const all = db.products.filter((product) => product.categoryId === categoryId);
    const { items, pagination } = paginate(all, pageRequest);
    return ok(items.map(toProductItem), { pagination });
  }),

  http.get('/rest/api/product/jump_link', ({ request }) => {
    const productId = positiveInt(new URL(request.url).searchParams, 'productId');
    if (productId === null) return badParam('productId');
    const product = db.products.get(productId);
    if (!product) return fail(SANDBOX_CODE.notFound, '产品不存在');
    if (product.status === 'off') return fail(SANDBOX_CODE.offShelf, '该产品已下架');
    if (!product.jump || !product.jumpUrl) return fail(SANDBOX_CODE.notJump, '该产品暂无外部链接');
    // The sandbox's partner page is its own path: an absolute address, as a partner's would be.
    return ok({ url: new URL(product.jumpUrl, request.url).href });
  }),
];
