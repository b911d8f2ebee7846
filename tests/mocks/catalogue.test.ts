import { existsSync } from 'node:fs';
import type { Reply } from '../../src/api/envelope';
import type { Category, ProductItem, ProductListMeta } from '../../src/data/home/types';
import { resetDb } from '../../src/mocks/node';

async function getJson<T, M = Record<string, unknown>>(path: string): Promise<Reply<T, M>> {
  const response = await fetch(new URL(path, location.href));
  expect(response.status).toBe(200);
  return (await response.json()) as Reply<T, M>;
}

const list = (query: string) =>
  getJson<ProductItem[], ProductListMeta>(`/rest/api/product_types/products?${query}`);

const ITEM_KEYS = [
  'description',
  'family',
  'id',
  'image',
  'insurer',
  'insurerLogo',
  'jump',
  'name',
  'price',
  'priceUnit',
  'status',
  'tags',
];

beforeEach(() => {
  void resetDb();
});

describe('GET /rest/api/products/categories', () => {
  it('answers the four categories in order', async () => {
    const reply = await getJson<Category[]>('/rest/api/products/categories');
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual([
      { id: 1, name: '家庭保障' },
      { id: 2, name: '健康险' },
      { id: 3, name: '老年险' },
      { id: 4, name: '赠险' },
    ]);
  });
});

describe('GET /rest/api/product_types/products', () => {
  it('pages the big category: 10 on page 1, the rest on page 2', async () => {
    const first = await list('productCategoryId=2&pageCount=1&pageSize=10');
    expect(first.code).toBe(0);
    expect(first.payload).toHaveLength(10);
    const total = first.meta?.pagination?.total ?? 0;
    expect(total).toBeGreaterThan(10);
    expect(first.meta?.pagination).toEqual({
      total,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: Math.ceil(total / 10),
    });

    const second = await list('productCategoryId=2&pageCount=2&pageSize=10');
    expect(second.payload).toHaveLength(total - 10);
    expect(second.meta?.pagination).toMatchObject({ count: total - 10, current_page: 2 });
    const ids = [...first.payload, ...second.payload].map((p) => p.id);
    expect(new Set(ids).size).toBe(total);
  });

  it('marks the last page and answers an out-of-range page with an empty list', async () => {
    const last = await list('productCategoryId=2&pageCount=3&pageSize=5');
    expect(last.meta?.pagination).toMatchObject({ current_page: 3, total_pages: 3 });
    expect(last.payload.length).toBe(last.meta?.pagination?.count);

    const beyond = await list('productCategoryId=2&pageCount=9&pageSize=10');
    expect(beyond.code).toBe(0);
    expect(beyond.payload).toEqual([]);
    expect(beyond.meta?.pagination).toMatchObject({ count: 0, current_page: 9, total_pages: 2 });
  });

  it('defaults to page 1 of 10 and answers exactly the ProductItem fields', async () => {
    const reply = await list('productCategoryId=1');
    expect(reply.meta?.pagination).toMatchObject({ current_page: 1, per_page: 10 });
    for (const item of reply.payload) {
      // A link-out product also names who runs its page.
      expect(Object.keys(item).sort()).toEqual(
        item.jump ? [...ITEM_KEYS, 'partner'].sort() : ITEM_KEYS,
      );
      expect(item.image).toMatch(/^\/sandbox\/art\/products\/[a-z]+\.svg$/);
      expect(item.insurerLogo).toMatch(/^\/sandbox\/art\/insurers\/[a-z]+\.svg$/);
      expect(item.insurer).toMatch(/保险股份有限公司$/);
    }
  });

  it('names pictures the sandbox serves (src/mocks/artwork at /sandbox/art)', async () => {
    const all = (
      await Promise.all([1, 2, 3, 4].map((id) => list(`productCategoryId=${id}&pageSize=50`)))
    ).flatMap((reply) => reply.payload);
    const urls = new Set(all.flatMap((p) => [p.image, p.insurerLogo]));
    expect(urls.size).toBeGreaterThan(15);
    for (const url of urls) {
      expect(existsSync(`src/mocks/artwork/${url?.replace('/sandbox/art/', '')}`), url).toBe(true);
    }
  });

  it('has the catalogue the decisions call for', async () => {
    const all = (
      await Promise.all([1, 2, 3, 4].map((id) => list(`productCategoryId=${id}&pageSize=50`)))
    ).flatMap((reply) => reply.payload);
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(all.filter((p) => p.status === 'off')).toHaveLength(1);
    expect(all.filter((p) => p.jump).length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((p) => p.family))).toEqual(
      new Set(['Product', 'ProductAnsheng', 'ProductNew']),
    );
    const gifts = (await list('productCategoryId=4')).payload;
    expect(gifts.every((p) => p.price === 0 && p.priceUnit === '免费领取')).toBe(true);
  });

  it('answers an unknown category with an empty list', async () => {
    const reply = await list('productCategoryId=99&pageCount=1&pageSize=10');
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual([]);
    expect(reply.meta?.pagination).toMatchObject({ total: 0, count: 0, total_pages: 1 });
  });

  it.each(['', 'productCategoryId=abc', 'productCategoryId=&pageCount=1'])(
    'rejects a bad category (%s)',
    async (query) => {
      const reply = await list(query);
      expect(reply.code).toBe(1001);
      expect(reply.message).toBe('参数错误：productCategoryId');
      expect(reply.payload).toBeNull();
    },
  );

  it('rejects a bad page number', async () => {
    expect((await list('productCategoryId=2&pageCount=0')).code).toBe(1001);
    expect((await list('productCategoryId=2&pageCount=x')).message).toBe('参数错误：pageCount');
  });
});

describe('GET /rest/api/product/jump_link', () => {
  const jump = (id: string) =>
    getJson<{ url: string } | null>(`/rest/api/product/jump_link?productId=${id}`);

  it('answers the partner’s page of a jump product: the sandbox’s stand-in, as an absolute address', async () => {
    const products = (await list('productCategoryId=1&pageSize=50')).payload;
    const target = products.find((p) => p.jump);
    expect(target).toMatchObject({ partner: '合璟财产保险股份有限公司' });
    const reply = await jump(String(target?.id));
    expect(reply.code).toBe(0);
    const url = new URL(reply.payload!.url);
    expect(url.origin + url.pathname).toBe(`${location.origin}/sandbox/partner.html`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      partner: target?.partner,
      product: target?.name,
    });
  });

  it('refuses a product that does not jump', async () => {
    const products = (await list('productCategoryId=1&pageSize=50')).payload;
    const plain = products.find((p) => !p.jump && p.status === 'on');
    const reply = await jump(String(plain?.id));
    expect(reply.code).not.toBe(0);
    expect(reply.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(reply.payload).toBeNull();
  });

  it('refuses an unknown product and a missing id', async () => {
    const unknown = await jump('999999');
    expect(unknown.code).toBe(4004);
    expect(unknown.message).toBe('产品不存在');
    expect((await jump('')).code).toBe(1001);
  });
});
