import { expect, test } from 'vitest';
import { addDays, coverPeriod } from '../../src/mocks/cover';

test('a fixed term runs to 24:00 of the day before the same date one term later', () => {
  expect(coverPeriod('1y', '2026-11-21', null)).toEqual({
    effectiveDate: '2026-11-21',
    endDate: '2027-11-20',
  });
  expect(coverPeriod('20y', '2026-01-01', null)?.endDate).toBe('2045-12-31');
  expect(coverPeriod('30d', '2026-11-21', null)?.endDate).toBe('2026-12-20');
  expect(coverPeriod('90d', '2026-12-15', null)?.endDate).toBe('2027-03-14');
  // 29 February has no twin in a common year.
  expect(coverPeriod('1y', '2028-02-29', null)?.endDate).toBe('2029-02-27');
});

test('保至70岁 runs to the policy anniversary after the 70th birthday', () => {
  // Born 1996-05-10: 70 on 2066-05-10; anniversaries fall on 21 November.
  expect(coverPeriod('to70', '2026-11-21', '1996-05-10')?.endDate).toBe('2066-11-20');
  // Born 1996-12-01: 70 on 2066-12-01, after that year's anniversary.
  expect(coverPeriod('to70', '2026-11-21', '1996-12-01')?.endDate).toBe('2067-11-20');
  // Without a birth date, or already past the age, there is no period to state.
  expect(coverPeriod('to70', '2026-11-21', null)).toBeNull();
  expect(coverPeriod('to70', '2026-11-21', '1950-01-01')).toBeNull();
});

test('lifelong cover has no end date; an unknown term has no period', () => {
  expect(coverPeriod('life', '2026-11-21', '1990-01-01')).toEqual({
    effectiveDate: '2026-11-21',
    endDate: null,
  });
  expect(coverPeriod('5m', '2026-11-21', null)).toBeNull();
});

test('days are added on the calendar, across months and years', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
});
