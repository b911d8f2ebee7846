import type { Reply } from '../../src/api/envelope';
import type { Category } from '../../src/data/home/types';
import {
  db,
  defineCollection,
  flushDb,
  loadDb,
  resetDb,
  snapshotVersion,
} from '../../src/mocks/db';
import type { SnapshotStore } from '../../src/mocks/persistence';

/** Stands in for IndexedDB, which jsdom lacks. */
function memoryStore(initial?: unknown): SnapshotStore & { saved: unknown; writes: number } {
  const store = {
    saved: initial,
    writes: 0,
    read: async () => store.saved,
    write: async (snapshot: unknown) => {
      store.saved = structuredClone(snapshot);
      store.writes += 1;
    },
    clear: async () => {
      store.saved = undefined;
    },
  };
  return store;
}

async function categoryNames(): Promise<string[]> {
  const response = await fetch(new URL('/rest/api/products/categories', location.href));
  return ((await response.json()) as Reply<Category[]>).payload.map((c) => c.name);
}

afterEach(async () => {
  await loadDb(null);
  await resetDb();
});

describe('sandbox db in memory', () => {
  it('resetDb reseeds from the fixtures', async () => {
    db.categories.update(1, { name: '改过的分类' });
    db.categories.insert({ id: 9, name: '新分类' });
    expect(await categoryNames()).toEqual(['改过的分类', '健康险', '老年险', '赠险', '新分类']);

    await resetDb();
    expect(await categoryNames()).toEqual(['家庭保障', '健康险', '老年险', '赠险']);
  });

  it('hands out copies, so only mutation calls change stored rows', () => {
    const product = db.products.get(105);
    expect(product).toBeDefined();
    if (product) product.name = 'changed in place';
    expect(db.products.get(105)?.name).toBe('守护百万医疗险(2026版)');
  });

  it('inserts, updates and removes rows', () => {
    const id = db.categories.nextId();
    expect(id).toBe(5);
    db.categories.insert({ id, name: '意外险' });
    expect(() => db.categories.insert({ id, name: '重复' })).toThrow(/duplicate/);
    expect(db.categories.update(id, { name: '意外保障' })).toEqual({ id, name: '意外保障' });
    expect(db.categories.update(404, { name: 'x' })).toBeUndefined();
    expect(db.categories.remove(id)).toBe(true);
    expect(db.categories.remove(id)).toBe(false);
    expect(db.categories.count()).toBe(4);
  });
});

describe('sandbox db persistence', () => {
  it('writes nothing on a first start, then after each mutation what changed, and restores it after a reload', async () => {
    const store = memoryStore();
    await loadDb(store);
    await flushDb();
    // The fixtures are the same on every load: nothing to save yet.
    expect(store.writes).toBe(0);
    expect(db.products.count()).toBeGreaterThan(0);

    db.categories.update(2, { name: '医疗险' });
    db.categories.update(3, { name: '养老险' });
    await flushDb();
    expect(store.saved).toMatchObject({
      version: snapshotVersion(),
      collections: {
        categories: expect.arrayContaining([
          { id: 2, name: '医疗险' },
          { id: 3, name: '养老险' },
        ]),
      },
    });
    // Read, not changed: left to the fixtures.
    expect(Object.keys((store.saved as { collections: object }).collections)).toEqual([
      'categories',
    ]);

    // A reload: memory starts from the fixtures, then the snapshot comes back.
    await loadDb(null);
    await resetDb();
    expect(await categoryNames()).toContain('健康险');
    await loadDb(store);
    expect(await categoryNames()).toEqual(['家庭保障', '医疗险', '养老险', '赠险']);
  });

  it('coalesces the mutations of one handler into one write', async () => {
    const store = memoryStore();
    await loadDb(store);
    await flushDb();
    const before = store.writes;
    db.categories.update(1, { name: 'a' });
    db.categories.update(2, { name: 'b' });
    db.categories.update(3, { name: 'c' });
    await flushDb();
    expect(store.writes - before).toBe(1);
  });

  it('drops a snapshot made from other fixtures and reseeds', async () => {
    const store = memoryStore({
      version: 'an-older-fixture-set',
      savedAt: 0,
      collections: { categories: [{ id: 1, name: '旧数据' }] },
    });
    await loadDb(store);
    expect(await categoryNames()).toEqual(['家庭保障', '健康险', '老年险', '赠险']);
    await flushDb();
    expect(store.saved).toMatchObject({ version: snapshotVersion() });
  });

  it('changes the version when a collection is added', () => {
    const before = snapshotVersion();
    defineCollection<{ id: number; total: number }>('test-orders', () => [{ id: 1, total: 100 }]);
    expect(snapshotVersion()).not.toBe(before);
  });

  it('starts from the fixtures when the store cannot be read', async () => {
    const store = memoryStore();
    store.read = () => Promise.reject(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadDb(store);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(await categoryNames()).toEqual(['家庭保障', '健康险', '老年险', '赠险']);
  });
});
