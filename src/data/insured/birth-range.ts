import {
  ageIntervalToBirthRange,
  isDateInRange,
  mergeBirthRanges,
  type BirthRange,
} from '../../lib/date';
import type { Plan, ProductDetail } from '../product/types';

/*
 * Who may be insured, by birth date: apart from the insured form's other rules (validate.ts) so
 * that the trial, which asks only for a birth date, carries none of them.
 */

/** Birth dates the insured may have: the product's age interval merged with the plan's. */
export function insuredBirthRange(
  product: Pick<ProductDetail, 'ageInterval'>,
  plan: Pick<Plan, 'ageInterval'> | undefined,
  today: Date,
): BirthRange {
  const own = ageIntervalToBirthRange(product.ageInterval, today);
  return plan?.ageInterval
    ? mergeBirthRanges(own, ageIntervalToBirthRange(plan.ageInterval, today))
    : own;
}

export function isInsurableBirth(
  birth: Date,
  product: Pick<ProductDetail, 'ageInterval'>,
  plan: Pick<Plan, 'ageInterval'> | undefined,
  today: Date,
): boolean {
  const range = insuredBirthRange(product, plan, today);
  return isDateInRange(birth, range.start, range.end);
}
