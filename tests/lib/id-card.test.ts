import { isIdCard, parseIdCard } from '../../src/lib/id-card';

const today = new Date(2024, 5, 15);

describe('parseIdCard', () => {
  it('reads birth date, gender and age from a valid number', () => {
    expect(parseIdCard('110101199003071233', today)).toEqual({
      valid: true,
      birth: new Date(1990, 2, 7),
      birthText: '1990-03-07',
      gender: 'male',
      age: 34,
    });
  });

  it('reads an even sequence digit as female', () => {
    const result = parseIdCard('110101199003071241', today);
    expect(result).toMatchObject({ valid: true, gender: 'female' });
  });

  it('accepts the X check character in either case', () => {
    expect(parseIdCard('11010519491231002X', today)).toMatchObject({
      valid: true,
      birthText: '1949-12-31',
      gender: 'female',
      age: 74,
    });
    expect(parseIdCard('11010519491231002x', today).valid).toBe(true);
    expect(parseIdCard('11010119900307125X', today).valid).toBe(true);
  });

  it('tolerates surrounding spaces', () => {
    expect(parseIdCard(' 110101199003071233\u3000', today).valid).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(parseIdCard('110101199003071234', today)).toEqual({ valid: false });
    expect(parseIdCard('11010119900307123X', today)).toEqual({ valid: false });
  });

  it('rejects impossible calendar dates even with a correct check character', () => {
    expect(parseIdCard('110101199002301236', today).valid).toBe(false); // 30 Feb
    expect(parseIdCard('110101199013011234', today).valid).toBe(false); // month 13
  });

  it('accepts 29 Feb in a leap year', () => {
    expect(parseIdCard('440304200002290014', today)).toMatchObject({
      valid: true,
      birthText: '2000-02-29',
      age: 24,
    });
  });

  it('accepts a birth today (age 0) and rejects one tomorrow', () => {
    expect(parseIdCard('110101202406150029', today)).toMatchObject({ valid: true, age: 0 });
    expect(parseIdCard('110101202406160024', today)).toEqual({ valid: false });
  });

  it('computes the age on the birthday boundary', () => {
    expect(parseIdCard('110101199003071233', new Date(2024, 2, 6))).toMatchObject({ age: 33 });
    expect(parseIdCard('110101199003071233', new Date(2024, 2, 7))).toMatchObject({ age: 34 });
  });

  it('accepts Hong Kong, Macau and Taiwan residence permits (first digit 8)', () => {
    expect(parseIdCard('810000199003071237', today).valid).toBe(true);
  });

  it('rejects foreigners’ permanent residence cards (first digit 9) and first digit 0', () => {
    expect(parseIdCard('910101199003071232', today).valid).toBe(false);
    expect(parseIdCard('010101199003071233', today).valid).toBe(false);
  });

  it('rejects births before 1900', () => {
    expect(parseIdCard('110101189912311231', today).valid).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['15-digit legacy number', '110101900307123'],
    ['17 digits', '11010119900307123'],
    ['19 digits', '1101011990030712333'],
    ['letters inside', '1101011990O3071233'],
    ['inner space', '110101 199003071233'],
  ])('rejects %s', (_label, value) => {
    expect(parseIdCard(value, today)).toEqual({ valid: false });
  });

  it('rejects non-strings at run time', () => {
    expect(parseIdCard(null as unknown as string, today)).toEqual({ valid: false });
  });

  it('defaults today to the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 8));
    try {
      expect(parseIdCard('110101202406150029')).toMatchObject({ valid: true, age: 0 });
      expect(parseIdCard('110101202406160024').valid).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isIdCard', () => {
  it('mirrors parseIdCard', () => {
    expect(isIdCard('110101199003071233')).toBe(true);
    expect(isIdCard('110101199003071234')).toBe(false);
    expect(isIdCard('')).toBe(false);
  });
});
