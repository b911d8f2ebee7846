/**
 * Money as the site shows it, in yuan. Every price and amount on a screen goes through here.
 */

/** A price: whole yuan plainly (36), anything else to the fen (19.90). */
export function formatYuan(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** An amount to pay, always to the fen (136.00). */
export function formatPayAmount(amount: number): string {
  return amount.toFixed(2);
}

/** `¥299/年` from 299 and `元/年`: the unit's 元 is what ¥ already says. */
export function formatPriceWithUnit(amount: number, unit: string): string {
  return `¥${formatYuan(amount)}${unit.replace(/^元/, '')}`;
}
