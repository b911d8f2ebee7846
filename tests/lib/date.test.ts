import {
  ageIntervalToBirthRange,
  ageOn,
  chineseDate,
  isDateInRange,
  mergeAgeIntervals,
  mergeBirthRanges,
  type AgeInterval,
} from '../../src/lib/date';

/** Local midnight, month 1-based. */
const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const years = (min: number, max: number, minIsClosed = true, maxIsClosed = true): AgeInterval => ({
  min,
  max,
  minUnit: 3,
  maxUnit: 3,
  minIsClosed,
  maxIsClosed,
});

describe('isDateInRange', () => {
  const start = d(2024, 1, 10);
  const end = d(2024, 1, 20);

  it('includes both boundary days', () => {
    expect(isDateInRange(d(2024, 1, 10), start, end)).toBe(true);
    expect(isDateInRange(d(2024, 1, 20), start, end)).toBe(true);
    expect(isDateInRange(d(2024, 1, 15), start, end)).toBe(true);
  });

  it('excludes the day before the start and the day after the end', () => {
    expect(isDateInRange(d(2024, 1, 9), start, end)).toBe(false);
    expect(isDateInRange(d(2024, 1, 21), start, end)).toBe(false);
  });

  it('ignores the time of day on every argument', () => {
    const lateOnEndDay = new Date(2024, 0, 20, 23, 59, 59);
    const earlyOnStartDay = new Date(2024, 0, 10, 0, 0, 1);
    expect(isDateInRange(lateOnEndDay, new Date(2024, 0, 10, 12), new Date(2024, 0, 20, 8))).toBe(
      true,
    );
    expect(isDateInRange(earlyOnStartDay, new Date(2024, 0, 10, 23), end)).toBe(true);
  });

  it('accepts date strings', () => {
    expect(isDateInRange('2024-01-10', '2024-01-10', '2024-01-10')).toBe(true);
    expect(isDateInRange('2024-02-29', '2024-02-01', '2024-02-28')).toBe(false);
  });

  it('is false for an empty range and for unparsable input', () => {
    expect(isDateInRange(d(2024, 1, 15), end, start)).toBe(false);
    expect(isDateInRange('not a date', start, end)).toBe(false);
    expect(isDateInRange(d(2024, 1, 15), '', end)).toBe(false);
    expect(isDateInRange(d(2024, 1, 15), start, new Date(Number.NaN))).toBe(false);
  });
});

describe('ageOn', () => {
  const birth = d(2000, 6, 15);

  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn(birth, d(2024, 6, 14))).toBe(23);
    expect(ageOn(birth, d(2024, 6, 15))).toBe(24);
    expect(ageOn(birth, d(2024, 6, 16))).toBe(24);
  });

  it('is 0 on the day of birth and through the first year', () => {
    expect(ageOn(birth, d(2000, 6, 15))).toBe(0);
    expect(ageOn(birth, d(2001, 6, 14))).toBe(0);
  });

  it('ignores the time of day', () => {
    expect(ageOn(new Date(2000, 5, 15, 23, 0), new Date(2024, 5, 15, 0, 30))).toBe(24);
  });

  it('has a 29 Feb birthday turn a year older on 1 Mar in common years', () => {
    const leap = d(2020, 2, 29);
    expect(ageOn(leap, d(2021, 2, 28))).toBe(0);
    expect(ageOn(leap, d(2021, 3, 1))).toBe(1);
    expect(ageOn(leap, d(2024, 2, 28))).toBe(3);
    expect(ageOn(leap, d(2024, 2, 29))).toBe(4);
  });

  it('is negative for a birth after the date', () => {
    expect(ageOn(d(2025, 1, 1), d(2024, 12, 31))).toBeLessThan(0);
  });

  it('defaults to today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 1, 9));
    try {
      expect(ageOn(d(2000, 1, 1))).toBe(30);
      expect(ageOn(d(2000, 1, 2))).toBe(29);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws for invalid dates', () => {
    expect(() => ageOn(new Date(Number.NaN), d(2024, 1, 1))).toThrow(RangeError);
    expect(() => ageOn(d(2000, 1, 1), new Date('x'))).toThrow(RangeError);
  });
});

describe('ageIntervalToBirthRange', () => {
  const today = d(2024, 6, 15);

  it('gives the documented dates for closed year bounds', () => {
    const { start, end } = ageIntervalToBirthRange(years(18, 60), today);
    expect(ymd(end)).toBe('2006-06-15');
    expect(ymd(start)).toBe('1963-06-16');
  });

  it('admits the minimum age from the birthday itself (closed min)', () => {
    const range = ageIntervalToBirthRange(years(18, 60), today);
    const admitted = (birth: Date) => isDateInRange(birth, range.start, range.end);
    expect(admitted(d(2006, 6, 14))).toBe(true);
    expect(admitted(d(2006, 6, 15))).toBe(true);
    expect(admitted(d(2006, 6, 16))).toBe(false);
  });

  it('admits the maximum age up to the day before the next birthday (closed max)', () => {
    const range = ageIntervalToBirthRange(years(18, 60), today);
    const admitted = (birth: Date) => isDateInRange(birth, range.start, range.end);
    expect(admitted(d(1963, 6, 15))).toBe(false); // 61 today
    expect(admitted(d(1963, 6, 16))).toBe(true); // 61 tomorrow
    expect(admitted(d(1963, 6, 17))).toBe(true);
  });

  it('needs one more day for an open min and one year less for an open max', () => {
    const { start, end } = ageIntervalToBirthRange(years(18, 60, false, false), today);
    expect(ymd(end)).toBe('2006-06-14');
    expect(ymd(start)).toBe('1964-06-16');
  });

  it('handles day units, closed and open', () => {
    const closed: AgeInterval = {
      min: 28,
      max: 30,
      minUnit: 1,
      maxUnit: 1,
      minIsClosed: true,
      maxIsClosed: true,
    };
    const open: AgeInterval = { ...closed, minIsClosed: false, maxIsClosed: false };
    expect(ageIntervalToBirthRange(closed, today)).toEqual({
      start: d(2024, 5, 16),
      end: d(2024, 5, 18),
    });
    expect(ageIntervalToBirthRange(open, today)).toEqual({
      start: d(2024, 5, 17),
      end: d(2024, 5, 17),
    });
  });

  it('mixes units: 28 days to 65 years', () => {
    const interval: AgeInterval = {
      min: 28,
      max: 65,
      minUnit: 1,
      maxUnit: 3,
      minIsClosed: true,
      maxIsClosed: true,
    };
    expect(ageIntervalToBirthRange(interval, today)).toEqual({
      start: d(1958, 6, 16),
      end: d(2024, 5, 18),
    });
  });

  it('admits a baby born today for min 0 (closed) and nobody younger than 0 days for open max 0', () => {
    const zero: AgeInterval = {
      min: 0,
      max: 0,
      minUnit: 1,
      maxUnit: 1,
      minIsClosed: true,
      maxIsClosed: true,
    };
    expect(ageIntervalToBirthRange(zero, today)).toEqual({ start: today, end: today });
    const empty = ageIntervalToBirthRange({ ...zero, maxIsClosed: false }, today);
    expect(empty.start.getTime()).toBeGreaterThan(empty.end.getTime());
  });

  it('drops the time of day from today', () => {
    const { end } = ageIntervalToBirthRange(years(0, 1), new Date(2024, 5, 15, 18, 45));
    expect(end).toEqual(today);
  });

  it('clamps 29 Feb to 28 Feb when today is a leap day', () => {
    const { start, end } = ageIntervalToBirthRange(years(18, 60), d(2024, 2, 29));
    expect(ymd(end)).toBe('2006-02-28');
    expect(ymd(start)).toBe('1963-03-01');
  });

  it('keeps an open minimum right around 29 Feb', () => {
    // Born 28 Feb 2006: 18 since yesterday on 29 Feb 2024, so strictly older than 18.
    expect(ymd(ageIntervalToBirthRange(years(18, 60, false), d(2024, 2, 29)).end)).toBe(
      '2006-02-28',
    );
    // Born 29 Feb 2024: turns 1 on 1 Mar 2025, so not yet strictly older than 1 that day.
    expect(ymd(ageIntervalToBirthRange(years(1, 60, false), d(2025, 3, 1)).end)).toBe('2024-02-28');
  });

  it('agrees with ageOn for someone born on 29 Feb', () => {
    const leap = d(2020, 2, 29);
    const admitted = (interval: AgeInterval, on: Date) => {
      const range = ageIntervalToBirthRange(interval, on);
      return isDateInRange(leap, range.start, range.end);
    };
    expect(admitted(years(1, 99), d(2021, 2, 28))).toBe(false);
    expect(admitted(years(1, 99), d(2021, 3, 1))).toBe(true);
    expect(admitted(years(0, 3), d(2024, 2, 28))).toBe(true);
    expect(admitted(years(0, 3), d(2024, 2, 29))).toBe(false);
  });

  it('matches ageOn for every birth date around the boundaries (closed and open)', () => {
    const todays = [
      d(2024, 6, 15),
      d(2024, 2, 28),
      d(2024, 2, 29),
      d(2024, 3, 1),
      d(2025, 2, 28),
      d(2025, 3, 1),
      d(2023, 12, 31),
    ];
    const mismatches: string[] = [];
    for (const on of todays) {
      const closed = ageIntervalToBirthRange(years(18, 60), on);
      const open = ageIntervalToBirthRange(years(18, 60, false, false), on);
      // Every day within about two years of each boundary (18, and 60 to 61, years back).
      const offsets = [...range(-7_300, -5_800), ...range(-22_700, -21_500)];
      for (const offset of offsets) {
        const birth = new Date(on.getFullYear(), on.getMonth(), on.getDate() + offset);
        const age = ageOn(birth, on);
        const eighteenthBirthdayToday =
          age === 18 && birth.getMonth() === on.getMonth() && birth.getDate() === on.getDate();
        const closedOk =
          isDateInRange(birth, closed.start, closed.end) === (age >= 18 && age <= 60);
        const openOk =
          isDateInRange(birth, open.start, open.end) ===
          (age >= 18 && age < 60 && !eighteenthBirthdayToday);
        if (!closedOk || !openOk) mismatches.push(`${ymd(birth)} on ${ymd(on)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('throws for negative, fractional or non-finite bounds and unknown units', () => {
    expect(() => ageIntervalToBirthRange(years(1.5, 60), today)).toThrow(RangeError);
    expect(() => ageIntervalToBirthRange(years(-1, 60), today)).toThrow(RangeError);
    expect(() => ageIntervalToBirthRange(years(0, Number.NaN), today)).toThrow(RangeError);
    expect(() => ageIntervalToBirthRange(years(0, Number.POSITIVE_INFINITY), today)).toThrow(
      RangeError,
    );
    const months = { ...years(0, 1), maxUnit: 2 } as unknown as AgeInterval;
    expect(() => ageIntervalToBirthRange(months, today)).toThrow(RangeError);
  });

  it('defaults today to the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 10));
    try {
      expect(ageIntervalToBirthRange(years(18, 60))).toEqual(
        ageIntervalToBirthRange(years(18, 60), today),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('mergeAgeIntervals', () => {
  const today = d(2023, 6, 15);

  it('takes the larger minimum and the smaller maximum', () => {
    expect(mergeAgeIntervals(years(18, 60), years(20, 55), today)).toEqual(years(20, 55));
    expect(mergeAgeIntervals(years(20, 60), years(18, 55), today)).toEqual(years(20, 55));
  });

  it('prefers the open bound when the values are equal', () => {
    expect(mergeAgeIntervals(years(18, 60), years(18, 60, false, false), today)).toEqual(
      years(18, 60, false, false),
    );
    expect(mergeAgeIntervals(years(18, 60, false, false), years(18, 60), today)).toEqual(
      years(18, 60, false, false),
    );
  });

  it('compares bounds in different units through the birth dates', () => {
    const a: AgeInterval = {
      min: 30,
      max: 65,
      minUnit: 1,
      maxUnit: 3,
      minIsClosed: true,
      maxIsClosed: true,
    };
    const b: AgeInterval = {
      min: 0,
      max: 20_000,
      minUnit: 3,
      maxUnit: 1,
      minIsClosed: true,
      maxIsClosed: true,
    };
    expect(mergeAgeIntervals(a, b, today)).toEqual({ ...a, max: 20_000, maxUnit: 1 });
  });

  it('keeps the first bound on a tie between closed bounds, the open one on a mixed tie', () => {
    const oneYear = years(1, 10);
    const days365: AgeInterval = { ...oneYear, min: 365, minUnit: 1 };
    expect(mergeAgeIntervals(oneYear, days365, today)).toEqual(oneYear);
    expect(mergeAgeIntervals(days365, oneYear, today)).toEqual(days365);
    // 364 days open reaches back to the same day as 1 year closed (2022-06-15).
    const days364Open: AgeInterval = { ...oneYear, min: 364, minUnit: 1, minIsClosed: false };
    expect(mergeAgeIntervals(oneYear, days364Open, today)).toEqual(days364Open);
  });

  it('merges into an interval whose birth range is the intersection', () => {
    const a = years(18, 60);
    const b: AgeInterval = {
      min: 7000,
      max: 50,
      minUnit: 1,
      maxUnit: 3,
      minIsClosed: false,
      maxIsClosed: true,
    };
    const merged = ageIntervalToBirthRange(mergeAgeIntervals(a, b, today), today);
    expect(merged).toEqual(
      mergeBirthRanges(ageIntervalToBirthRange(a, today), ageIntervalToBirthRange(b, today)),
    );
  });

  it('throws for bad bounds like the conversion does', () => {
    expect(() => mergeAgeIntervals(years(-1, 5), years(0, 5), today)).toThrow(RangeError);
  });
});

describe('mergeBirthRanges', () => {
  it('takes the later start and the earlier end', () => {
    const a = { start: d(1960, 1, 1), end: d(2006, 1, 1) };
    const b = { start: d(1970, 1, 1), end: d(2000, 1, 1) };
    expect(mergeBirthRanges(a, b)).toEqual(b);
    expect(mergeBirthRanges(b, a)).toEqual(b);
    expect(
      mergeBirthRanges({ start: a.start, end: b.end }, { start: b.start, end: a.end }),
    ).toEqual(b);
  });

  it('can produce an empty range (start after end)', () => {
    const merged = mergeBirthRanges(
      { start: d(1960, 1, 1), end: d(1970, 1, 1) },
      { start: d(1980, 1, 1), end: d(1990, 1, 1) },
    );
    expect(merged.start.getTime()).toBeGreaterThan(merged.end.getTime());
  });

  it('returns copies, so mutating the result leaves the inputs alone', () => {
    const a = { start: d(1960, 1, 1), end: d(2006, 1, 1) };
    const merged = mergeBirthRanges(a, a);
    merged.start.setFullYear(1900);
    expect(a.start).toEqual(d(1960, 1, 1));
  });
});

describe('chineseDate', () => {
  test('a calendar date as a sentence says it, without leading zeros', () => {
    expect(chineseDate('2026-11-29')).toBe('2026年11月29日');
    expect(chineseDate('2027-01-05')).toBe('2027年1月5日');
  });
  test('anything else comes back as it was', () => {
    expect(chineseDate('明天')).toBe('明天');
    expect(chineseDate('2026-11-29T10:00')).toBe('2026-11-29T10:00');
  });
});
