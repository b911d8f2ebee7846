import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { homeActions } from '../../src/data/home';
import { selectHasMoreProducts, selectProductList } from '../../src/data/home';
import { makeStore } from '../../src/data/store';
import { clearFaults, resetDb, server, setFault } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

beforeEach(() => {
  resetDb();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearFaults();
  vi.restoreAllMocks();
});

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { store, services };
}

async function until(predicate: () => boolean) {
  await vi.waitFor(() => {
    if (!predicate()) throw new Error('not yet');
  });
}

describe('home store and sagas against the sandbox', () => {
  test('code 0 stores the categories', async () => {
    const { store } = setup();
    store.dispatch(homeActions.categoriesRequested());
    expect(store.getState().home.categoriesStatus).toBe('loading');
    await until(() => store.getState().home.categoriesStatus === 'succeeded');
    expect(store.getState().home.queryCategoryList.map((c) => c.name)).toEqual([
      '家庭保障',
      '健康险',
      '老年险',
      '赠险',
    ]);
  });

  test('a non-zero code shows the server message as an info toast and stores nothing', async () => {
    setFault('GET', '/rest/api/products/categories', { code: 7, message: '分类服务维护中' });
    const { store, services } = setup();
    store.dispatch(homeActions.categoriesRequested());
    await until(() => store.getState().home.categoriesStatus === 'failed');
    expect(services.feedback.info).toHaveBeenCalledWith('分类服务维护中');
    expect(store.getState().home.queryCategoryList).toEqual([]);
  });

  test('a 503 fails quietly in the saga (the request helper handles the visitor)', async () => {
    setFault('GET', '/rest/api/products/categories', { status: 503 });
    const { store, services } = setup();
    store.dispatch(homeActions.categoriesRequested());
    await until(() => store.getState().home.categoriesStatus === 'failed');
    expect(services.feedback.info).not.toHaveBeenCalled();
  });

  test('the list is emptied before a fetch, filled on success, and page 2 appends', async () => {
    const { store } = setup();
    store.dispatch(homeActions.productsRequested({ categoryId: 2, page: 1 }));
    await until(() => store.getState().home.productsStatus === 'succeeded');
    const first = selectProductList(store.getState());
    expect(first.list).toHaveLength(10);
    expect(first.pagination).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 12,
      total_pages: 2,
    });
    expect(selectHasMoreProducts(store.getState())).toBe(true);

    store.dispatch(homeActions.productsRequested({ categoryId: 2, page: 2 }));
    expect(selectProductList(store.getState()).list).toHaveLength(10);
    await until(() => store.getState().home.productsStatus === 'succeeded');
    expect(selectProductList(store.getState()).list).toHaveLength(12);
    expect(selectHasMoreProducts(store.getState())).toBe(false);

    store.dispatch(homeActions.productsRequested({ categoryId: 1, page: 1 }));
    expect(selectProductList(store.getState()).list).toEqual([]);
    await until(() => store.getState().home.productsStatus === 'succeeded');
    expect(selectProductList(store.getState()).list.every((p) => p.name)).toBe(true);
  });

  test('the query carries productCategoryId, pageCount and pageSize', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get('/rest/api/product_types/products', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          payload: [],
          meta: { pagination: null },
        });
      }),
    );
    const { store } = setup();
    store.dispatch(homeActions.productsRequested({ categoryId: 3, page: 2 }));
    await until(() => store.getState().home.productsStatus === 'succeeded');
    expect(query).toEqual({ productCategoryId: '3', pageCount: '2', pageSize: '10' });
  });

  test('switching category while a page loads keeps only the latest answer', async () => {
    setFault('GET', '/rest/api/product_types/products', { delayMs: 50, times: 1 });
    const { store } = setup();
    store.dispatch(homeActions.productsRequested({ categoryId: 2, page: 1 }));
    store.dispatch(homeActions.productsRequested({ categoryId: 4, page: 1 }));
    await until(() => store.getState().home.productsStatus === 'succeeded');
    await new Promise((r) => setTimeout(r, 80));
    const { list } = selectProductList(store.getState());
    expect(store.getState().home.productsCategoryId).toBe(4);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(10);
  });

  test('a failed page 2 keeps page 1', async () => {
    const { store, services } = setup();
    store.dispatch(homeActions.productsRequested({ categoryId: 2, page: 1 }));
    await until(() => store.getState().home.productsStatus === 'succeeded');
    setFault('GET', '/rest/api/product_types/products', { code: 9, message: '系统繁忙' });
    store.dispatch(homeActions.productsRequested({ categoryId: 2, page: 2 }));
    await until(() => store.getState().home.productsStatus === 'failed');
    expect(selectProductList(store.getState()).list).toHaveLength(10);
    expect(services.feedback.info).toHaveBeenCalledWith('系统繁忙');
  });

  test('a jump-link reply sends the browser to payload.url', async () => {
    const { store, services } = setup();
    store.dispatch(homeActions.jumpRequested({ productId: 104 }));
    expect(store.getState().home.jumpingProductId).toBe(104);
    await until(() => store.getState().home.jumpingProductId === null);
    const url = new URL(vi.mocked(services.openExternal).mock.calls[0]![0]);
    // The sandbox's stand-in for the partner's page, saying whose page it stands for.
    expect(url.href.startsWith(`${location.origin}/sandbox/partner.html?`)).toBe(true);
    expect(url.searchParams.get('partner')).toBe('合璟财产保险股份有限公司');
    expect(url.searchParams.get('product')).toBe('安居家庭财产险');
  });

  test('a jump link that is not http(s) is refused', async () => {
    server.use(
      http.get('/rest/api/product/jump_link', () =>
        HttpResponse.json({ code: 0, message: 'ok', payload: { url: 'javascript:alert(1)' } }),
      ),
    );
    const { store, services } = setup();
    store.dispatch(homeActions.jumpRequested({ productId: 104 }));
    await until(() => store.getState().home.jumpingProductId === null);
    expect(services.openExternal).not.toHaveBeenCalled();
    expect(services.feedback.info).toHaveBeenCalled();
  });

  test('a failed jump-link call shows the server message', async () => {
    const { store, services } = setup();
    store.dispatch(homeActions.jumpRequested({ productId: 101 }));
    await until(() => store.getState().home.jumpingProductId === null);
    expect(services.openExternal).not.toHaveBeenCalled();
    expect(services.feedback.info).toHaveBeenCalledTimes(1);
  });
});
