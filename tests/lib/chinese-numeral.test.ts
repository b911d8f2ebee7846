import { toChineseNumeral } from '../../src/lib/chinese-numeral';

describe('toChineseNumeral', () => {
  it.each<[number, string]>([
    [0, '零'],
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [19, '十九'],
    [20, '二十'],
    [99, '九十九'],
    [100, '一百'],
    [101, '一百零一'],
    [110, '一百一十'],
    [111, '一百一十一'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [9999, '九千九百九十九'],
    [10000, '一万'],
    [10001, '一万零一'],
    [10010, '一万零一十'],
    [10100, '一万零一百'],
    [11000, '一万一千'],
    [100000, '十万'],
    [110000, '十一万'],
    [1000000, '一百万'],
    [10000000, '一千万'],
    [10001000, '一千万一千'],
    [10000100, '一千万零一百'],
    [99999999, '九千九百九十九万九千九百九十九'],
    [100000000, '一亿'],
    [100000001, '一亿零一'],
    [100010000, '一亿零一万'],
    [110000000, '一亿一千万'],
    [1000000000, '十亿'],
    [1000000000000, '一万亿'],
    [Number.MAX_SAFE_INTEGER, '九千零七万亿一千九百九十二亿五千四百七十四万零九百九十一'],
  ])('%i -> %s', (n, expected) => {
    expect(toChineseNumeral(n)).toBe(expected);
  });

  it('prefixes negatives with 负', () => {
    expect(toChineseNumeral(-1)).toBe('负一');
    expect(toChineseNumeral(-10)).toBe('负十');
    expect(toChineseNumeral(-10010)).toBe('负一万零一十');
  });

  it('reads -0 as 零', () => {
    expect(toChineseNumeral(-0)).toBe('零');
  });

  it.each([1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, 2 ** 60])(
    'throws a RangeError for %s',
    (n) => {
      expect(() => toChineseNumeral(n)).toThrow(RangeError);
    },
  );
});
