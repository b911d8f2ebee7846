import { expect, test } from 'vitest';
import {
  isMonthlyUnit,
  priceText,
  priceView,
  yearOfMonthly,
  yuanFigure,
  yuanOfAmount,
} from '../../src/lib/money';

const text = (view: ReturnType<typeof priceView>) =>
  view.free ? 'FREE' : `${view.sign}${view.figure}${view.unit}`;

test('a "from" price (its unit ends in 起) shows whole yuan plainly and anything else to the fen', () => {
  expect(text(priceView(36, '元/年起'))).toBe('¥36/年起');
  expect(text(priceView(19.9, '元/月起'))).toBe('¥19.90/月起');
  expect(text(priceView(0.5, '元起'))).toBe('¥0.50起');
  expect(text(priceView(36, '元/年起', { exact: true }))).toBe('¥36.00/年起');
});

test('every other amount (a quote, a plan premium, an order, a policy, a fee) is to the fen', () => {
  // The trial's quote of 114 尊享版 and 103 升级版, a plan's first-year premium, a one-off fee.
  expect(text(priceView(129, '元/年'))).toBe('¥129.00/年');
  expect(text(priceView(358, '元/年'))).toBe('¥358.00/年');
  expect(text(priceView(445.57, '元/年'))).toBe('¥445.57/年');
  expect(text(priceView(129, '元'))).toBe('¥129.00');
  expect(text(priceView(99))).toBe('¥99.00');
});

test('an amount to pay always shows the fen', () => {
  expect(text(priceView(136, '', { exact: true }))).toBe('¥136.00');
  expect(text(priceView(19.9, '', { exact: true }))).toBe('¥19.90');
});

test('one style: ¥ and the unit without its 元, never both signs', () => {
  expect(text(priceView(19.9, '元/月起'))).toBe('¥19.90/月起');
  expect(text(priceView(299, '元/年'))).toBe('¥299.00/年');
  expect(text(priceView(9.9, '元起'))).toBe('¥9.90起');
  expect(text(priceView(50, '元'))).toBe('¥50.00');
  expect(text(priceView(136, '元/年', { exact: true }))).toBe('¥136.00/年');
  for (const unit of ['元/年起', '元/月起', '元/年', '元/月', '元', '元起']) {
    expect(text(priceView(12.5, unit))).not.toContain('元');
  }
});

test('0 is free, whatever the unit says, and has no figure to show', () => {
  expect(priceView(0)).toEqual({ free: true });
  expect(priceView(0, '免费领取')).toEqual({ free: true });
  expect(priceView(0, '元', { exact: true })).toEqual({ free: true });
});

test('priceText writes the same style as text, and the caller’s word for free', () => {
  expect(priceText(1280, '元/年', '免费')).toBe('¥1280.00/年');
  expect(priceText(1280, '元/年起', '免费')).toBe('¥1280/年起');
  expect(priceText(106.5, '元/月', '免费', { exact: true })).toBe('¥106.50/月');
  expect(priceText(0, '元', '免费')).toBe('免费');
});

test('an amount as written: one plain figure in 万 or 元 is yuan, anything else is not a figure', () => {
  expect(yuanOfAmount('400万')).toBe(4000000);
  expect(yuanOfAmount('1.5万')).toBe(15000);
  expect(yuanOfAmount(' 5000元 ')).toBe(5000);
  expect(yuanOfAmount('200元/天')).toBeNull();
  expect(yuanOfAmount('已交保费或基本保额')).toBeNull();
  expect(yuanOfAmount('100%基本保额')).toBeNull();
});

test('yuanFigure writes an amount to the fen, the figure an amount to pay shows', () => {
  expect(yuanFigure(1433.6)).toBe('1433.60');
  expect(yuanFigure(206)).toBe('206.00');
  expect(yuanFigure(693.6)).toBe(text(priceView(693.6, '', { exact: true })).slice(1));
});

test('a monthly amount (元/月, not a from-price 元/月起) and its year of twelve payments, to the fen', () => {
  expect(isMonthlyUnit('元/月')).toBe(true);
  expect(isMonthlyUnit('/月')).toBe(true);
  expect(isMonthlyUnit('元/月起')).toBe(false);
  expect(isMonthlyUnit('元/年')).toBe(false);
  expect(isMonthlyUnit('元')).toBe(false);
  expect(yearOfMonthly(19.9)).toBe(238.8);
  expect(yearOfMonthly(12.27)).toBe(147.24);
  expect(yearOfMonthly(0.1)).toBe(1.2);
});
