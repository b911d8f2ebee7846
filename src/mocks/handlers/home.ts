import { http, type RequestHandler } from 'msw';
import type { Pagination } from '../../api/envelope';
import { db } from '../db';
import { toProductItem } from '../fixtures/catalogue';
import { badParam, fail, ok, SANDBOX_CODE } from '../reply';

/** The catalogue (spec section 7; decisions.md for the pagination meta). */

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** A positive integer query value; `fallback` when absent, null when present but not one. */
function positiveInt(params: URLSearchParams, name: string, fallback?: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback ?? null;
  return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null;
}

export const homeHandlers: RequestHandler[] = [
  http.get('/rest/api/products/categories', () => ok(db.categories.all())),

  http.get('/rest/api/product_types/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const categoryId = positiveInt(query, 'productCategoryId');
    if (categoryId === null) return badParam('productCategoryId');
    const page = positiveInt(query, 'pageCount', 1);
    if (page === null) return badParam('pageCount');
    const perPage = positiveInt(query, 'pageSize', DEFAULT_PAGE_SIZE);
    if (perPage === null || perPage > MAX_PAGE_SIZE) return badParam('pageSize');

    const all = db.products.filter((product) => product.categoryId === categoryId);
    const items = all.slice((page - 1) * perPage, page * perPage).map(toProductItem);
    const pagination: Pagination = {
      total: all.length,
      count: items.length,
      per_page: perPage,
      current_page: page,
      // As Laravel-style paginators do: an empty list still has one (empty) page.
      total_pages: Math.max(1, Math.ceil(all.length / perPage)),
    };
    return ok(items, { pagination });
  }),

  http.get('/rest/api/product/jump_link', ({ request }) => {
    const productId = positiveInt(new URL(request.url).searchParams, 'productId');
    if (productId === null) return badParam('productId');
    const product = db.products.get(productId);
    if (!product) return fail(SANDBOX_CODE.notFound, '产品不存在');
    if (product.status === 'off') return fail(SANDBOX_CODE.offShelf, '该产品已下架');
    if (!product.jump || !product.jumpUrl) return fail(SANDBOX_CODE.notJump, '该产品暂无外部链接');
    return ok({ url: product.jumpUrl });
  }),
];
