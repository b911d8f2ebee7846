import { expect, test } from 'vitest';
import {
  formatCoverPeriod,
  formatPayPeriod,
  isCoverPeriod,
  isPayPeriod,
} from '../../src/lib/periods';

test('cover periods as policies write them', () => {
  expect(formatCoverPeriod('life')).toBe('保终身');
  expect(formatCoverPeriod('1y')).toBe('1年');
  expect(formatCoverPeriod('20y')).toBe('20年');
  expect(formatCoverPeriod('to70')).toBe('保至70岁');
  expect(formatCoverPeriod('to100')).toBe('保至100岁');
  expect(formatCoverPeriod('30d')).toBe('30天');
});

test('payment periods as policies write them', () => {
  expect(formatPayPeriod('single')).toBe('一次性交清');
  expect(formatPayPeriod('20y')).toBe('20年交');
  expect(formatPayPeriod('1y')).toBe('1年交');
  expect(formatPayPeriod('to60')).toBe('交至60岁');
});

test('anything else is no period (a reply schema refuses it)', () => {
  for (const code of ['', 'forever', '0y', '20', 'to', 'to7', 'y20', '20Y', 'life ', '1000d']) {
    expect(formatCoverPeriod(code), code).toBeNull();
  }
  expect(formatPayPeriod('life')).toBeNull();
  expect(formatPayPeriod('30d')).toBeNull();
  expect(isCoverPeriod('life')).toBe(true);
  expect(isPayPeriod('life')).toBe(false);
});
