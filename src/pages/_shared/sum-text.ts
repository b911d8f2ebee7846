import { COPY } from '../../config/copy';
import { yuanOfAmount } from '../../lib/money';

/** A sum insured as policies write it: `50万` for whole ten-thousands, else `5000元`. */
export function sumText(yuan: number): string {
  return yuan % 10000 === 0 ? COPY.common.sumWan(yuan / 10000) : COPY.common.sumYuan(yuan);
}

const FOLLOWS_CHOSEN = /基本保额|起$/;

/** One liability's sum, as the plan's reply writes it (一般医疗保险金, 200万). */
export interface LiabilitySum {
  item: string;
  sum: string;
}

/**
 * The sums of a plan (or a policy) that states a sum of its own for each liability: every
 * coverage written as one figure (200万, 5000元), from the reply. Such a plan has no one 保额 (a
 * family plan's 意外 20万, 医疗 200万, 重疾 10万): its sums are these, not the nominal sum the
 * quote is asked with. Null when there are fewer than two: a plan with one sum, or one whose
 * liabilities are shares of the 基本保额 chosen (100%基本保额), where that sum is the 保额.
 */
export function liabilitySums(
  coverages: readonly { item: string; sumInsured: string }[],
): LiabilitySum[] | null {
  // A liability that follows the sum chosen (基本保额, 50万起): that sum is the 保额.
  if (coverages.some((coverage) => FOLLOWS_CHOSEN.test(coverage.sumInsured))) return null;
  const sums = coverages
    .filter((coverage) => yuanOfAmount(coverage.sumInsured) !== null)
    .map((coverage) => ({ item: coverage.item, sum: coverage.sumInsured.trim() }));
  return sums.length >= 2 ? sums : null;
}

/** A plan's own sums, per liability: the chosen sum is not one of them. */
export function planSums(plan: {
  sumInsuredOptions: readonly number[];
  coverages: readonly { item: string; sumInsured: string }[];
}): LiabilitySum[] | null {
  return plan.sumInsuredOptions.length > 1 ? null : liabilitySums(plan.coverages);
}

/** `一般医疗保险金 200万 · 重大疾病医疗保险金 400万`: a plan's sums in one line. */
export function liabilitySumsText(sums: readonly LiabilitySum[]): string {
  return sums.map((s) => `${s.item} ${s.sum}`).join(' · ');
}
