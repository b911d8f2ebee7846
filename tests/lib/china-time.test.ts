import { afterAll, beforeAll, expect, test } from 'vitest';
import { chinaTime } from '../../src/lib/date';

/**
 * Times of day are shown in China time whatever the phone's zone: a visitor abroad, or a phone
 * set to UTC, sees the order's time as the order says it (2026-11-17 16:40), in the list and the
 * detail alike (both write it with chinaTime).
 */

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

test('the phone is in another zone here: its own clock would say another hour', () => {
  expect(new Date('2026-11-17T16:40:33+08:00').getHours()).not.toBe(16);
});

test('an order’s time reads in China time whatever zone the phone is in', () => {
  expect(chinaTime('2026-11-17T16:40:33+08:00')).toBe('2026-11-17 16:40');
  // The same instant written in UTC, and just before midnight in China (the date turns too).
  expect(chinaTime('2026-11-17T08:40:33Z')).toBe('2026-11-17 16:40');
  expect(chinaTime('2026-11-17T16:05:00Z')).toBe('2026-11-18 00:05');
  for (const zone of ['UTC', 'Asia/Shanghai', 'Europe/London']) {
    process.env.TZ = zone;
    expect(chinaTime('2026-11-17T16:40:33+08:00')).toBe('2026-11-17 16:40');
  }
});

test('anything that is not a time shows nothing rather than a made-up one', () => {
  expect(chinaTime('')).toBe('');
  expect(chinaTime('not a time')).toBe('');
});
