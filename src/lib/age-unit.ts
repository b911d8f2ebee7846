/**
 * Age-interval units as the server sends them. Apart from lib/date (and its date library) so that
 * a reply schema can name them without loading dayjs: the product detail checks its reply with
 * them, but computes no dates.
 */
export const AGE_UNIT = { days: 1, years: 3 } as const;
export type AgeUnit = (typeof AGE_UNIT)[keyof typeof AGE_UNIT];
