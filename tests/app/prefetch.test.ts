import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { prefetchCatalogue } from '../../src/app/start';
import { isAreaLoaded } from '../../src/data/areas';
import { makeStore } from '../../src/data/store';
import { server } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

afterEach(() => window.history.replaceState(null, '', '/'));

test('elsewhere nothing is prefetched, and the catalogue’s area is not loaded for it', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(request.url));
  window.history.replaceState(null, '', '/ProductNew.html?id=101');
  const store = makeStore(undefined, fakeServices());
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
  const store = makeStore(undefined, fakeServices());
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
  const store = makeStore(undefined, fakeServices());
  void prefetchCatalogue(store, window);
  await vi.waitFor(() => expect(store.getState().home?.categoriesStatus).toBe('failed'));
  expect(store.getState().home.productsStatus).toBe('idle');
  vi.restoreAllMocks();
});
