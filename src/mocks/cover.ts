/**
 * When a policy's cover starts and ends (起保日期, 终止日期): the insurer's rule, so the sandbox says
 * it and the client only shows it. Cover starts at 00:00 of the day after payment (a gift: after
 * the claim) and ends at 24:00 of the end date. Dates are Beijing calendar dates, YYYY-MM-DD.
 */

export interface CoverPeriod {
  effectiveDate: string;
  /** Null for lifelong cover (保终身). */
  endDate: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
function addYears(date: string, years: number): string {
  const year = +date.slice(0, 4) + years;
  const month = +date.slice(5, 7) - 1;
  const day = +date.slice(8, 10);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(day, lastDay)));
}

/**
 * The period of a policy with this term (`1y`, `20y`, `30d`, `to70`, `life`) starting on `start`.
 * `toN` runs to the policy anniversary after the insured's Nth birthday (`birthDate`), as the
 * terms of 保至N岁 say; null when the term is unknown or `toN` has no birth date.
 */
export function coverPeriod(
  term: string,
  start: string,
  birthDate: string | null,
): CoverPeriod | null {
  if (term === 'life') return { effectiveDate: start, endDate: null };
  const fixed = /^(\d+)([dy])$/.exec(term);
  if (fixed) {
    const count = Number(fixed[1]);
    const end = fixed[2] === 'd' ? addDays(start, count) : addYears(start, count);
    return { effectiveDate: start, endDate: addDays(end, -1) };
  }
  const toAge = /^to(\d+)$/.exec(term);
  if (toAge && birthDate) {
    const birthday = addYears(birthDate, Number(toAge[1]));
    // Already that old: no cover to give (the age check refuses such a purchase before this).
    if (birthday < start) return null;
    let anniversary = start;
    for (let years = 1; anniversary <= birthday; years += 1) anniversary = addYears(start, years);
    return { effectiveDate: start, endDate: addDays(anniversary, -1) };
  }
  return null;
}
