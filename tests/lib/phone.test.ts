import { isMobilePhone, telHref } from '../../src/lib/phone';

describe('isMobilePhone', () => {
  it.each(['13812345678', '19912345678', '15000000000', '17012345678'])('accepts %s', (value) => {
    expect(isMobilePhone(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['second digit 2', '12812345678'],
    ['second digit 0', '10812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['not starting with 1', '23812345678'],
    ['+86 prefix', '+8613812345678'],
    ['spaces', ' 13812345678'],
    ['inner dash', '138-1234-5678'],
    ['full-width digits', '１３８１２３４５６７８'],
  ])('rejects %s', (_label, value) => {
    expect(isMobilePhone(value)).toBe(false);
  });

  it('rejects non-strings at run time', () => {
    expect(isMobilePhone(13812345678 as unknown as string)).toBe(false);
  });
});

describe('telHref', () => {
  test('dials the digits, an extension after a pause', () => {
    expect(telHref('400-820-6688')).toBe('tel:4008206688');
    expect(telHref('400-820-6688 转 8027')).toBe('tel:4008206688,8027');
    expect(telHref('400-820-6688转8027')).toBe('tel:4008206688,8027');
    expect(telHref('021-6888 0000 ext. 12')).toBe('tel:02168880000,12');
    expect(telHref('+86 138 0013 8000')).toBe('tel:+8613800138000');
    expect(telHref('95519')).toBe('tel:95519');
  });
});
