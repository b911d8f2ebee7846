import dayjs, { type Dayjs } from 'dayjs';
import { AGE_UNIT, type AgeUnit } from './age-unit';

export { AGE_UNIT, type AgeUnit };

export interface AgeInterval {
  min: number;
  max: number;
  minUnit: AgeUnit;
  maxUnit: AgeUnit;
  minIsClosed: boolean;
  maxIsClosed: boolean;
}

export interface BirthRange {
  /** Earliest allowed birth date (local midnight). */
  start: Date;
  /** Latest allowed birth date (local midnight). */
  end: Date;
}

function day(value: Date | string): Dayjs {
  return dayjs(value).startOf('day');
}

/** Not before `start` and not after `end`, comparing calendar days only; unparsable input is out. */
export function isDateInRange(
  date: Date | string,
  start: Date | string,
  end: Date | string,
): boolean {
  const d = day(date);
  const s = day(start);
  const e = day(end);
  if (!d.isValid() || !s.isValid() || !e.isValid()) return false;
  return !d.isBefore(s) && !d.isAfter(e);
}

/**
 * Full years of age on `on`. The birthday counts from its calendar date, so someone born on 29 Feb
 * turns a year older on 1 Mar in common years; this is the same rule as ageIntervalToBirthRange,
 * whose year arithmetic clamps 29 Feb to 28 Feb. A birth after `on` gives a negative number, so any
 * minimum-age check rejects it.
 */
export function ageOn(birth: Date, on: Date = new Date()): number {
  if (Number.isNaN(birth.getTime()) || Number.isNaN(on.getTime())) {
    throw new RangeError('ageOn needs valid dates');
  }
  const years = on.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    on.getMonth() < birth.getMonth() ||
    (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate());
  return beforeBirthday ? years - 1 : years;
}

function checkBound(value: number, unit: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`Bad age bound ${value}`);
  if (unit !== AGE_UNIT.days && unit !== AGE_UNIT.years)
    throw new RangeError(`Bad age unit ${unit}`);
}

/** Latest birth date a minimum age allows. */
function latestBirth(today: Dayjs, min: number, unit: AgeUnit, closed: boolean): Dayjs {
  checkBound(min, unit);
  // Strictly older than m today means at least m already yesterday. Subtracting the day first keeps
  // leap days right: on 29 Feb 2024 someone born 28 Feb 2006 is past 18, although 2024-02-29 minus
  // 18 years clamps to 2006-02-28.
  const from = closed ? today : today.subtract(1, 'day');
  return from.subtract(min, unit === AGE_UNIT.years ? 'year' : 'day');
}

/** Earliest birth date a maximum age allows. */
function earliestBirth(today: Dayjs, max: number, unit: AgeUnit, closed: boolean): Dayjs {
  checkBound(max, unit);
  if (unit === AGE_UNIT.days) return today.subtract(closed ? max : max - 1, 'day');
  return today.subtract(closed ? max + 1 : max, 'year').add(1, 'day');
}

/**
 * Turns an age interval into the allowed birth dates, relative to `today` (local calendar days).
 *
 * - Minimum m, closed: born on or before today - m (years or days): a person is m on their m-th
 *   birthday itself. Open: strictly older, i.e. m reached yesterday at the latest: born on or
 *   before (today - 1 day) - m, which is one day earlier than the closed bound except around 29 Feb.
 * - Maximum M years, closed: age in full years at most M, i.e. up to the day before the (M+1)-th
 *   birthday: earliest birth = today - (M+1) years + 1 day. Open: younger than M years:
 *   earliest birth = today - M years + 1 day.
 * - Maximum N days, closed: at most N days old: earliest birth = today - N days. Open: fewer than N
 *   days: today - N days + 1 day.
 * - Year arithmetic clamps 29 Feb to 28 Feb in common years (see ageOn for the matching rule).
 *
 * An interval that admits nobody gives start after end. Bounds that are not whole non-negative
 * numbers, and unknown units, throw a RangeError rather than silently admitting everyone.
 */
export function ageIntervalToBirthRange(
  interval: AgeInterval,
  today: Date = new Date(),
): BirthRange {
  const base = day(today);
  return {
    start: earliestBirth(base, interval.max, interval.maxUnit, interval.maxIsClosed).toDate(),
    end: latestBirth(base, interval.min, interval.minUnit, interval.minIsClosed).toDate(),
  };
}

/**
 * The ages in full years an interval admits, youngest and oldest: what a form that asks for an age
 * offers. A bound in days is under a year (出生满28天 admits age 0).
 */
export function fullYearsOf(interval: AgeInterval): { min: number; max: number } {
  // Strictly older than m years (an open bound) is still m in full years, from the day after.
  const min = interval.minUnit === AGE_UNIT.years ? interval.min : 0;
  const max =
    interval.maxUnit === AGE_UNIT.years
      ? interval.max - (interval.maxIsClosed ? 0 : 1)
      : Math.floor(interval.max / 366);
  return { min, max };
}

/**
 * The tighter of two intervals, bound by bound. Bounds in different units are compared through the
 * birth dates they give on `today`. On equal dates an open bound beats a closed one (so equal values
 * keep the open bound); otherwise `a` wins.
 */
export function mergeAgeIntervals(
  a: AgeInterval,
  b: AgeInterval,
  today: Date = new Date(),
): AgeInterval {
  const base = day(today);
  const aEnd = latestBirth(base, a.min, a.minUnit, a.minIsClosed);
  const bEnd = latestBirth(base, b.min, b.minUnit, b.minIsClosed);
  const minFromB = bEnd.isBefore(aEnd) || (bEnd.isSame(aEnd) && a.minIsClosed && !b.minIsClosed);

  const aStart = earliestBirth(base, a.max, a.maxUnit, a.maxIsClosed);
  const bStart = earliestBirth(base, b.max, b.maxUnit, b.maxIsClosed);
  const maxFromB =
    bStart.isAfter(aStart) || (bStart.isSame(aStart) && a.maxIsClosed && !b.maxIsClosed);

  const minSide = minFromB ? b : a;
  const maxSide = maxFromB ? b : a;
  return {
    min: minSide.min,
    minUnit: minSide.minUnit,
    minIsClosed: minSide.minIsClosed,
    max: maxSide.max,
    maxUnit: maxSide.maxUnit,
    maxIsClosed: maxSide.maxIsClosed,
  };
}

/** Intersection of two birth ranges: the later start and the earlier end (copies, never aliases). */
export function mergeBirthRanges(a: BirthRange, b: BirthRange): BirthRange {
  const start = a.start.getTime() >= b.start.getTime() ? a.start : b.start;
  const end = a.end.getTime() <= b.end.getTime() ? a.end : b.end;
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/**
 * `2026年11月29日` from `2026-11-29`: how a calendar date reads in a sentence. Anything that is
 * not a YYYY-MM-DD date comes back as it was.
 */
export function chineseDate(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : ymd;
}

/** China time, UTC+8 all year (no daylight saving): every time of day the site shows is in it. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `2026-11-20 21:05` from `2026-11-20T21:05:12+08:00` (or any ISO time with its zone): the time
 * in China whatever the phone's own zone, the one way an order's time is written (my orders and
 * the order's detail). Empty for anything that is not a time.
 */
export function chinaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const china = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 16)}`;
}
