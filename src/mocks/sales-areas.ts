import type { Area } from '../data/insured/types';
import { OTHER_REGION, regions, type Region } from '../lib/regions';
import type { ProductDetailRecord } from './fixtures/products';

/**
 * Where a product sells, read from its keyFacts.salesRegions so the area picker and the detail
 * page's 销售区域 can never disagree. A region product names its provinces, and may name cities
 * right after a province (浙江省杭州市、宁波市、温州市); any other product sells in every province,
 * less Hong Kong, Macau and Taiwan when its text says 港澳台除外. 其他 (000000) is never a sales area.
 */

const WITHOUT_HK_MO_TW = new Set(['710000', '810000', '820000']);

function provincesNamedIn(text: string): Region[] {
  const found = regions
    .filter((province) => province !== OTHER_REGION)
    .map((province) => ({ province, at: text.indexOf(province.label) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found.map(({ province, at }, i) => {
    // The cities named between this province and the next one narrow it; none named: all of it.
    const segment = text.slice(at + province.label.length, found[i + 1]?.at ?? text.length);
    const cities = (province.children ?? []).filter((city) => segment.includes(city.label));
    return { ...province, children: cities.length > 0 ? cities : province.children };
  });
}

/** The provinces of a product, each with the cities it sells in. */
export function salesRegions(record: ProductDetailRecord): Region[] {
  const text = record.keyFacts.salesRegions;
  if (record.features.region) return provincesNamedIn(text);
  return regions.filter(
    (province) =>
      province !== OTHER_REGION &&
      !(text.includes('港澳台除外') && WITHOUT_HK_MO_TW.has(province.value)),
  );
}

const toArea = (region: Region): Area => ({
  code: region.value,
  name: region.label,
  hasChildren: (region.children?.length ?? 0) > 0,
});

/** Without a code the provinces; with a province's code its cities; anything else nothing. */
export function productAreas(record: ProductDetailRecord, areaCode?: string): Area[] {
  const provinces = salesRegions(record);
  if (!areaCode) return provinces.map(toArea);
  const province = provinces.find((p) => p.value === areaCode);
  return (province?.children ?? []).map(toArea);
}

/** A complete choice: a city, or a province that has no cities (香港). */
export function isSellableArea(record: ProductDetailRecord, code: string): boolean {
  return salesRegions(record).some((province) =>
    province.children && province.children.length > 0
      ? province.children.some((city) => city.value === code)
      : province.value === code,
  );
}
