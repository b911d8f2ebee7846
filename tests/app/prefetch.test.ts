import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

/**
 * Which areas are loaded is the modules' own state, so each test starts with fresh ones: in a
 * shuffled run, a test that loads the catalogue's area must not decide what another one sees.
 */
async function load() {
  const { prefetchCatalogue } = await import('../../src/app/start');
  const { isAreaLoaded } = await import('../../src/data/areas');
  const { makeStore } = await import('../../src/data/store');
  return { prefetchCatalogue, isAreaLoaded, store: makeStore(undefined, fakeServices()) };
}

beforeEach(() => vi.resetModules());
afterEach(() => window.history.replaceState(null, '', '/'));

test('elsewhere nothing is prefetched, and the catalogue’s area is not loaded for it', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(request.url));
  window.history.replaceState(null, '', '/ProductNew.html?id=101');
  const { prefetchCatalogue, isAreaLoaded, store } = await load();
  expect(isAreaLoaded('home')).toBe(false);
  await prefetchCatalogue(store, window);
  expect(isAreaLoaded('home')).toBe(false);
  expect(asked).toEqual([]);
  server.events.removeAllListeners();
});

test('on the catalogue, categories and the chosen category’s first page are asked for at start', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) =>
    asked.push(new URL(request.url).pathname + new URL(request.url).search),
  );
  window.history.replaceState(null, '', '/Home.html?category=3');
  const { prefetchCatalogue, store } = await load();
  void prefetchCatalogue(store, window);
  await vi.waitFor(() => expect(store.getState().home?.productsStatus).toBe('succeeded'));
  expect(store.getState().home.productsCategoryId).toBe(3);
  expect(asked).toEqual([
    '/rest/api/products/categories',
    '/rest/api/product_types/products?productCategoryId=3&pageCount=1&pageSize=10',
  ]);
  server.events.removeAllListeners();
});

test('a failed category load prefetches no products', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get('/rest/api/products/categories', () => new HttpResponse(null, { status: 503 })),
  );
  window.history.replaceState(null, '', '/');
  const { prefetchCatalogue, store } = await load();
  void prefetchCatalogue(store, window);
  await vi.waitFor(() => expect(store.getState().home?.categoriesStatus).toBe('failed'));
  expect(store.getState().home.productsStatus).toBe('idle');
  vi.restoreAllMocks();
});
