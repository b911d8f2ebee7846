import type { Pagination } from '../api/envelope';

/** Query parsing and the pagination meta shared by every paged list (decisions.md). */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** A positive integer query value; `fallback` when absent, null when present but not one. */
export function positiveInt(
  params: URLSearchParams,
  name: string,
  fallback?: number,
): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback ?? null;
  return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** pageCount (1-based page) and pageSize, or the name of the first bad one. */
export function readPage(params: URLSearchParams): PageRequest | { bad: string } {
  const page = positiveInt(params, 'pageCount', 1);
  if (page === null) return { bad: 'pageCount' };
  const perPage = positiveInt(params, 'pageSize', DEFAULT_PAGE_SIZE);
  if (perPage === null || perPage > MAX_PAGE_SIZE) return { bad: 'pageSize' };
  return { page, perPage };
}

export function paginate<T>(all: readonly T[], { page, perPage }: PageRequest) {
  const items = all.slice((page - 1) * perPage, page * perPage);
  const pagination: Pagination = {
    total: all.length,
    count: items.length,
    per_page: perPage,
    current_page: page,
    // As Laravel-style paginators do: an empty list still has one (empty) page.
    total_pages: Math.max(1, Math.ceil(all.length / perPage)),
  };
  return { items, pagination };
}
