import * as v from 'valibot';

/**
 * `meta.pagination` of the paged lists (decisions.md). The lists read only the current page and
 * the page count; the totals may be missing.
 */
export const PaginationSchema = v.object({
  total: v.optional(v.number()),
  count: v.optional(v.number()),
  per_page: v.optional(v.number()),
  current_page: v.number(),
  total_pages: v.number(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** `meta` of a paged list: a reply without pagination is one page. */
export const PagedMetaSchema = v.nullish(v.object({ pagination: v.nullish(PaginationSchema) }));

/** The reply envelope every JSON call returns (decisions.md). */
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
  /** validation/bind: show an image captcha first (ASSUMED, docs/api.md). */
  captchaRequired: 1010,
  /** The record asked for does not exist (a product, an order, a policy...; ASSUMED, docs/api.md). */
  notFound: 4004,
  /** Binding a phone: the messaging-app account has another phone (ASSUMED, docs/api.md). */
  wechatHasOtherPhone: 1033,
  /** Binding a phone: the phone belongs to another messaging-app account (ASSUMED). */
  phoneHasOtherWechat: 1034,
  /** Policy list: the messaging-app account has no phone bound yet (ASSUMED). */
  phoneNotBound: 1035,
} as const;

export function isReply(value: unknown): value is Reply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** For calls whose payload the client never reads (it acts on the code alone). */
export const UnreadPayloadSchema = v.unknown();
