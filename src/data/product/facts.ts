import type { KeyFacts } from './types';

/**
 * What the product's facts say about its cooling-off period (犹豫期): its text (15天) when it has
 * one, 'none' when it has none, null when the data does not say. Screens that mention a
 * cooling-off period (the consent, the result's next steps) speak only from this.
 */
export function coolingOffOf(facts: Pick<KeyFacts, 'coolingOff' | 'coolingOffDays'>) {
  if (facts.coolingOffDays === null) return null;
  return facts.coolingOffDays > 0 ? { period: facts.coolingOff } : ('none' as const);
}

/**
 * Whether a plan pays anything on the insured's death (a coverage item naming 身故: 意外身故及伤残,
 * 身故或全残保险金): only then is there a 身故受益人 to name or to tell. A medical plan pays
 * hospital bills, so its insured form, confirmation and policy say nothing of one.
 */
export function paysOnDeath(coverages: readonly { item: string }[]): boolean {
  return coverages.some((coverage) => coverage.item.includes('身故'));
}
