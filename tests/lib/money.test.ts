import { expect, test } from 'vitest';
import { formatPayAmount, formatPriceWithUnit, formatYuan } from '../../src/lib/money';

test('a price shows whole yuan plainly and anything else to the fen', () => {
  expect(formatYuan(36)).toBe('36');
  expect(formatYuan(19.9)).toBe('19.90');
  expect(formatYuan(0.5)).toBe('0.50');
  expect(formatYuan(0)).toBe('0');
});

test('an amount to pay always shows the fen', () => {
  expect(formatPayAmount(136)).toBe('136.00');
  expect(formatPayAmount(19.9)).toBe('19.90');
});

test('a price with its unit has one currency sign', () => {
  expect(formatPriceWithUnit(299, '元/年')).toBe('¥299/年');
  expect(formatPriceWithUnit(19.9, '元/月')).toBe('¥19.90/月');
  expect(formatPriceWithUnit(50, '元')).toBe('¥50');
});
