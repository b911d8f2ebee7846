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
