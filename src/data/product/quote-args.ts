import type { QuoteArgs } from './types';

/** The same quote factors: a stored quote answers these and no others. */
export function sameQuoteArgs(a: QuoteArgs | null, b: QuoteArgs | null): boolean {
  if (!a || !b) return false;
  return (
    a.productId === b.productId &&
    a.planId === b.planId &&
    a.sumInsured === b.sumInsured &&
    a.term === b.term &&
    a.payFrequency === b.payFrequency &&
    a.birthDate === b.birthDate
  );
}
