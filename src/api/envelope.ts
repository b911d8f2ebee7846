/** The reply envelope every JSON call returns (decisions.md). */
export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface Reply<T = unknown, M = Record<string, unknown>> {
  code: number;
  message: string;
  payload: T;
  meta?: M;
}

export const CODE = {
  ok: 0,
  ineligible: -1,
  notLoggedIn: 2000,
} as const;

export function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}
