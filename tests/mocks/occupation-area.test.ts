import type { ProfessionNode } from '../../src/data/common/types';
import type { Area, Job } from '../../src/data/insured/types';
import { maxOccupationClass, PROFESSION_TREES } from '../../src/mocks/fixtures/occupations';
import { regions, type Region } from '../../src/lib/regions';
import { call } from './api';

const jobs = (id: number | string) =>
  call<Job[] | null>('GET', `/rest/api/third_product/jobs/${id}`);
const tree = (name: 'fuxing' | 'jdal', parentIds?: string) =>
  call<ProfessionNode[] | null>(
    'GET',
    `/rest/api/profession/${name}${parentIds === undefined ? '' : `?parentIds=${parentIds}`}`,
  );
const areas = (id: number | string, areaCode?: string) =>
  call<Area[] | null>(
    'GET',
    `/rest/api/third_product/area/${id}${areaCode === undefined ? '' : `?areaCode=${areaCode}`}`,
  );

describe('GET /rest/api/third_product/jobs/:id', () => {
  it('lists about 25 occupations over classes 1 to 6, with unique codes', async () => {
    const { reply } = await jobs(114);
    expect(reply.code).toBe(0);
    const list = reply.payload ?? [];
    expect(list.length).toBeGreaterThanOrEqual(22);
    expect(list.length).toBeLessThanOrEqual(30);
    expect(new Set(list.map((j) => j.code)).size).toBe(list.length);
    expect(new Set(list.map((j) => j.occupationClass))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('marks a job insurable when its class is within the product’s classes', async () => {
    // 114 sells to classes 1-4, 118 (seniors) to 1-3, 105 to 1-6.
    for (const [id, cap] of [
      [114, 4],
      [118, 3],
      [105, 6],
    ] as const) {
      const list = (await jobs(id)).reply.payload ?? [];
      for (const job of list) expect(job.insurable).toBe(job.occupationClass <= cap);
    }
    const courier = (await jobs(118)).reply.payload?.find((j) => j.name === '外卖骑手');
    expect(courier).toMatchObject({ occupationClass: 4, insurable: false });
  });

  it('reads the cap from the key facts', () => {
    expect(maxOccupationClass('1-4类')).toBe(4);
    expect(maxOccupationClass('1-3类（含退休人员）')).toBe(3);
    expect(maxOccupationClass('不限')).toBe(6);
  });

  it('answers an unknown product with 4004 and a bad id with 1001', async () => {
    expect((await jobs(999)).reply).toEqual({ code: 4004, message: '产品不存在', payload: null });
    expect((await jobs('x1')).reply.code).toBe(1001);
  });
});

describe('occupation trees', () => {
  for (const name of ['fuxing', 'jdal'] as const) {
    describe(name, () => {
      it('no parent ids: the 8 top categories, without children', async () => {
        for (const query of [undefined, '']) {
          const { reply } = await tree(name, query);
          expect(reply.code).toBe(0);
          expect(reply.payload).toHaveLength(8);
          for (const node of reply.payload ?? []) {
            expect(Object.keys(node).sort()).toEqual(['id', 'name']);
          }
        }
      });

      it('one parent id: that category’s middle level; two: the leaves of the second, with classes', async () => {
        const [top] = (await tree(name)).reply.payload ?? [];
        const middles = (await tree(name, String(top.id))).reply.payload ?? [];
        expect(middles.length).toBeGreaterThanOrEqual(3);
        expect(middles.length).toBeLessThanOrEqual(5);
        expect(middles.every((node) => node.children === undefined)).toBe(true);
        expect(middles.every((node) => node.occupationClass === undefined)).toBe(true);

        const leaves = (await tree(name, `${top.id},${middles[0].id}`)).reply.payload ?? [];
        expect(leaves.length).toBeGreaterThanOrEqual(3);
        expect(leaves.length).toBeLessThanOrEqual(6);
        for (const leaf of leaves) {
          expect(leaf.occupationClass).toBeGreaterThanOrEqual(1);
          expect(leaf.occupationClass).toBeLessThanOrEqual(6);
          expect(leaf.children).toBeUndefined();
        }
      });

      it('keeps every level within 3-5 middles and 3-6 leaves', () => {
        for (const top of PROFESSION_TREES[name]) {
          expect(top.children?.length).toBeGreaterThanOrEqual(3);
          expect(top.children?.length).toBeLessThanOrEqual(5);
          for (const middle of top.children ?? []) {
            expect(middle.children?.length).toBeGreaterThanOrEqual(3);
            expect(middle.children?.length).toBeLessThanOrEqual(6);
          }
        }
      });

      it('answers ids that name nothing, or a second id not under the first, with an empty list', async () => {
        const [first, second] = PROFESSION_TREES[name];
        const foreignMiddle = second.children?.[0].id;
        for (const query of [
          'nope',
          `${first.id},nope`,
          `${first.id},${foreignMiddle}`,
          `nope,${foreignMiddle}`,
        ]) {
          expect((await tree(name, query)).reply).toEqual({
            code: 0,
            message: 'success',
            payload: [],
          });
        }
        // A middle id alone is not a top category.
        expect((await tree(name, String(first.children?.[0].id))).reply.payload).toEqual([]);
      });

      it('refuses three parent ids (the trees have three levels) with 1001', async () => {
        expect((await tree(name, 'a,b,c')).reply.code).toBe(1001);
      });
    });
  }

  it('differs between the insurers: number ids for Fosun, letter codes and some names for JD Allianz', async () => {
    const fosun = (await tree('fuxing')).reply.payload ?? [];
    const jdal = (await tree('jdal')).reply.payload ?? [];
    expect(fosun.every((node) => typeof node.id === 'number')).toBe(true);
    expect(jdal.map((node) => node.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(fosun.map((n) => n.name)).not.toEqual(jdal.map((n) => n.name));
    expect((await tree('fuxing', '1,101')).reply.payload?.[0]).toEqual({
      id: 10101,
      name: '内勤人员',
      occupationClass: 1,
    });
    expect((await tree('jdal', 'A,A01')).reply.payload?.[0]).toEqual({
      id: 'A0101',
      name: '内勤人员',
      occupationClass: 1,
    });
  });

  it('lists the industry table’s top categories flat at /rest/api/profession', async () => {
    const { reply } = await call<ProfessionNode[]>('GET', '/rest/api/profession');
    expect(reply.code).toBe(0);
    expect(reply.payload).toHaveLength(8);
    expect(reply.payload[0]).toEqual({ id: '01', name: '一般职业' });
    expect(reply.payload.every((node) => node.children === undefined)).toBe(true);
  });
});

describe('areas', () => {
  it('answers the whole static two-level list at /rest/api/area', async () => {
    const { reply } = await call<Region[]>('GET', '/rest/api/area');
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual(regions);
  });

  it('sells a nationwide product in every province but Hong Kong, Macau, Taiwan and 其他', async () => {
    const provinces = (await areas(105)).reply.payload ?? [];
    expect(provinces.length).toBe(regions.length - 4);
    const codes = provinces.map((a) => a.code);
    for (const code of ['710000', '810000', '820000', '000000']) expect(codes).not.toContain(code);
    expect(provinces.find((a) => a.code === '440000')).toEqual({
      code: '440000',
      name: '广东省',
      hasChildren: true,
    });
    const cities = (await areas(105, '440000')).reply.payload ?? [];
    expect(cities.map((c) => c.name)).toContain('深圳市');
    expect(cities.every((c) => !c.hasChildren && c.code.startsWith('44'))).toBe(true);
  });

  it('sells a region product only where its key facts say: 109 in three Zhejiang cities', async () => {
    expect((await areas(109)).reply.payload).toEqual([
      { code: '330000', name: '浙江省', hasChildren: true },
    ]);
    expect((await areas(109, '330000')).reply.payload?.map((c) => c.name)).toEqual([
      '杭州市',
      '宁波市',
      '温州市',
    ]);
    // 104 names five provinces and no cities: all of each.
    expect((await areas(104)).reply.payload?.map((a) => a.name)).toEqual([
      '北京市',
      '上海市',
      '江苏省',
      '浙江省',
      '广东省',
    ]);
    expect((await areas(104, '320000')).reply.payload?.length).toBeGreaterThan(10);
  });

  it('answers a city code, an unknown code or a province the product skips with an empty list', async () => {
    for (const code of ['330100', '999999', '440000']) {
      expect((await areas(109, code)).reply).toEqual({ code: 0, message: 'success', payload: [] });
    }
    expect((await areas(999)).reply.code).toBe(4004);
    expect((await areas('abc')).reply.code).toBe(1001);
  });
});
