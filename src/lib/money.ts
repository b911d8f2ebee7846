/**
 * Money as the site shows it, in yuan: one style everywhere, `¥19.90/月起`. The currency sign is
 * ¥ and the unit drops the 元 the sign already says, so a price never carries both. Every price
 * and amount on a screen is written by `priceView` (ui/Price renders it).
 */

/** A price to show: the sign, the figure and the unit; or free, which the screen words itself. */
export type PriceView = { free: true } | { free: false; sign: '¥'; figure: string; unit: string };

export interface PriceOptions {
  /**
   * Always to the fen, even for a "from" price. Any other amount (a premium quoted for a person,
   * an amount to pay, a fee) is to the fen anyway: see `figureOf`.
   */
  exact?: boolean;
}

/** An amount to the fen, as every quoted, paid or owed amount is written (1433.60, 206.00). */
export function yuanFigure(amount: number): string {
  return amount.toFixed(2);
}

/**
 * A product's "from" price (its unit ends in 起: 元/年起, 元/月起) as the catalogue writes it: whole
 * yuan plainly (36), else to the fen (19.90). Every other amount is quoted, paid or owed (a trial's
 * quote, a plan's premium, an order, a policy, a fee): always to the fen (129.00).
 */
export function isFromPrice(unit: string): boolean {
  return unit.endsWith('起');
}

function figureOf(amount: number, unit: string, exact: boolean): string {
  return !exact && isFromPrice(unit) && Number.isInteger(amount)
    ? String(amount)
    : yuanFigure(amount);
}

/**
 * `amount` yuan with its server unit (元/年起, 元/月, 元, 免费领取): 0 is free; otherwise ¥, the
 * figure, and the unit without its leading 元 (`/年起`, `/月`, ``).
 */
export function priceView(amount: number, unit = '', options: PriceOptions = {}): PriceView {
  if (amount === 0) return { free: true };
  return {
    free: false,
    sign: '¥',
    figure: figureOf(amount, unit, options.exact ?? false),
    unit: unit.replace(/^元/, ''),
  };
}

/**
 * A price as plain text, for a sentence, a document or a picture (`¥1280.00/年`, `¥136/年起`); a
 * screen's own price is
 * ui/Price. `freeText` is the screen's word for 0.
 */
export function priceText(
  amount: number,
  unit: string,
  freeText: string,
  options: PriceOptions = {},
): string {
  const view = priceView(amount, unit, options);
  return view.free ? freeText : `${view.sign}${view.figure}${view.unit}`;
}

/** Payments in a year of monthly payments. */
export const MONTHS_A_YEAR = 12;

/** A quoted or owed amount paid each month (its unit 元/月; a from-price 元/月起 is not one). */
export function isMonthlyUnit(unit: string): boolean {
  return /^元?\/月$/.test(unit.trim());
}

/** A year of monthly payments of `monthly` yuan, to the fen (counted in fen: no binary error). */
export function yearOfMonthly(monthly: number): number {
  return (Math.round(monthly * 100) * MONTHS_A_YEAR) / 100;
}

/**
 * The yuan an amount as written stands for (`400万` 4000000, `5000元` 5000); null for anything
 * that is not one plain figure (`按实际费用报销`, `200元/天`, `已交保费或基本保额`).
 */
export function yuanOfAmount(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(万|元)$/.exec(text.trim());
  if (!match) return null;
  const figure = Number(match[1]);
  return match[2] === '万' ? Math.round(figure * 10000) : figure;
}
