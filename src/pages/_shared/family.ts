import type { ProductFamily } from '../../data/home/types';

const FAMILIES: ProductFamily[] = ['Product', 'ProductAnsheng', 'ProductNew'];

/** The family a product route belongs to, from its first path segment; null for shared parts. */
export function familyOfPath(pathname: string): ProductFamily | null {
  const first = pathname.split('/')[1] ?? '';
  return FAMILIES.find((family) => family.toLowerCase() === first.toLowerCase()) ?? null;
}

export const detailPath = (family: ProductFamily, id: number) => `/${family}?id=${id}`;
export const provisionsPath = (family: ProductFamily, id: number, doc?: string) =>
  `/${family}/provisions?id=${id}${doc ? `&doc=${doc}` : ''}`;
export const trialPath = (family: ProductFamily, id: number) => `/${family}/trail?id=${id}`;
