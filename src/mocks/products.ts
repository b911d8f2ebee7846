import { db } from './db';
import type { ProductDetailRecord } from './fixtures/products';

/**
 * A product's full detail with its shelf status. Off when either the detail row or the catalogue
 * row says so: later work (and tests) may take a product off the shelf through either collection,
 * and the list, the detail and the funnel must agree.
 */
export function findProduct(id: number): ProductDetailRecord | undefined {
  const record = db.productDetails.get(id);
  if (!record) return undefined;
  const listed = db.products.get(id);
  const off = record.status === 'off' || listed?.status === 'off';
  return { ...record, status: off ? 'off' : 'on' };
}

/** Sold on a partner's page (catalogue `jump`): the site takes no orders for it. */
export function soldElsewhere(id: number): boolean {
  return db.products.get(id)?.jump === true;
}

/** A path segment that is a positive integer id, else null. */
export function idParam(raw: unknown): number | null {
  return typeof raw === 'string' && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
