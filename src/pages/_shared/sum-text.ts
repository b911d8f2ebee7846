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
  /**
   * The reply's note where it says the sum is shared with another liability (与重疾医疗共用保额):
   * without it, 重疾医疗 400万 · 质子重离子 400万 reads as 800万 of cover.
   */
  shared?: string;
}

const SHARED_SUM = /共用保额|共享保额/;

/**
 * The sums of a plan (or a policy) that states a sum of its own for each liability: every
 * coverage written as one figure (200万, 5000元) or a rate (200元/天), from the reply. Such a plan has no one 保额 (a
 * family plan's 意外 20万, 医疗 200万, 重疾 10万): its sums are these, not the nominal sum the
 * quote is asked with. Null when there are fewer than two: a plan with one sum, or one whose
 * liabilities are shares of the 基本保额 chosen (100%基本保额), where that sum is the 保额.
 */
export function liabilitySums(
  coverages: readonly { item: string; sumInsured: string; note?: string }[],
): LiabilitySum[] | null {
  // A liability that follows the sum chosen (基本保额, 50万起): that sum is the 保额.
  if (coverages.some((coverage) => FOLLOWS_CHOSEN.test(coverage.sumInsured))) return null;
  const sums = coverages
    .filter(({ sumInsured }) => yuanOfAmount(sumInsured) !== null || RATE.test(sumInsured.trim()))
    .map(({ item, sumInsured, note }) => ({
      item,
      sum: sumInsured.trim(),
      ...(note && sharedSumNote(note) ? { shared: note.trim() } : {}),
    }));
  // Two sums at least; a rate beside them (重疾住院津贴 200元/天) is one of the plan's, told with
  // them (升级版 is 标准版 with its 特药 and its 津贴), but alone it makes no plan of sums.
  return sums.filter((s) => yuanOfAmount(s.sum) !== null).length >= 2 ? sums : null;
}

/** An amount paid by the day, the time or the year (200元/天, 1万/年): a liability's own figure. */
const RATE = /^\d+(?:\.\d+)?(?:万|元)\/(?:天|次|年)$/;

/** Whether a coverage's note says its sum is another liability's, shared (与重疾医疗共用保额). */
export function sharedSumNote(note: string): boolean {
  return SHARED_SUM.test(note);
}

/** A plan's own sums, per liability: the chosen sum is not one of them. */
export function planSums(plan: {
  sumInsuredOptions: readonly number[];
  coverages: readonly { item: string; sumInsured: string }[];
}): LiabilitySum[] | null {
  return plan.sumInsuredOptions.length > 1 ? null : liabilitySums(plan.coverages);
}

/**
 * `一般医疗保险金 200万 · 质子重离子医疗保险金 400万（与重疾医疗共用保额）`: a plan's sums in one
 * line, a shared sum with its note.
 */
export function liabilitySumsText(sums: readonly LiabilitySum[]): string {
  return sums.map((s) => `${s.item} ${s.sum}${s.shared ? `（${s.shared}）` : ''}`).join(' · ');
}
