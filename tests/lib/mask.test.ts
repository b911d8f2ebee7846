import { maskBankAccount, maskEmail, maskIdCard, maskName, maskPhone } from '../../src/lib/mask';

describe('maskIdCard', () => {
  it('keeps the first and last four of an 18-character number', () => {
    expect(maskIdCard('110101199003071234')).toBe('1101**********1234');
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
  });

  it('keeps the first and last four of a 15-digit number', () => {
    expect(maskIdCard('110101900307123')).toBe('1101*******7123');
  });

  it('hides at least four characters from 12 characters up', () => {
    expect(maskIdCard('123456789012')).toBe('1234****9012');
  });

  it('never shows a short value whole', () => {
    expect(maskIdCard('12345678901')).toBe('12*******01');
    expect(maskIdCard('12345678')).toBe('12****78');
    expect(maskIdCard('1234')).toBe('1**4');
    expect(maskIdCard('123')).toBe('***');
    expect(maskIdCard('1')).toBe('*');
  });

  it('returns an empty string for empty or blank input, and trims', () => {
    expect(maskIdCard('')).toBe('');
    expect(maskIdCard('   ')).toBe('');
    expect(maskIdCard(' 110101199003071234 ')).toBe('1101**********1234');
  });

  it('returns an empty string for non-strings at run time', () => {
    expect(maskIdCard(undefined as unknown as string)).toBe('');
  });
});

describe('maskPhone', () => {
  it('keeps the first three and last four of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('keeps the same pattern for longer numbers', () => {
    expect(maskPhone('+8613812345678')).toBe('+86*******5678');
  });

  it('never shows a short value whole', () => {
    expect(maskPhone('1381234567')).toBe('13******67');
    expect(maskPhone('12345678')).toBe('12****78');
    expect(maskPhone('123')).toBe('***');
  });

  it('handles empty, blank and padded input', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(' ')).toBe('');
    expect(maskPhone(' 13812345678 ')).toBe('138****5678');
    expect(maskPhone(null as unknown as string)).toBe('');
  });
});

describe('maskBankAccount', () => {
  it('keeps the first four and last four of a card or account number', () => {
    expect(maskBankAccount('6225880212345678')).toBe('6225********5678');
    expect(maskBankAccount('6225 8802 1234 5678')).toBe('6225********5678');
  });

  it('is the same when masked twice (a reply may arrive masked already)', () => {
    expect(maskBankAccount('6225********5678')).toBe('6225********5678');
  });

  it('never shows a short value whole', () => {
    expect(maskBankAccount('1234567')).toBe('1*****7');
    expect(maskBankAccount(undefined as unknown as string)).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps the start of the name and the domain, not the name\u2019s length', () => {
    expect(maskEmail('zhangwei@example.com')).toBe('zh***@example.com');
    expect(maskEmail('li@example.com')).toBe('l***@example.com');
    expect(maskEmail('zh***@example.com')).toBe('zh***@example.com');
  });

  it('masks a value that is not an address as well', () => {
    expect(maskEmail('zhangwei')).toBe('z******i');
    expect(maskEmail('')).toBe('');
  });
});

describe('maskName', () => {
  it('keeps the surname only', () => {
    expect(maskName('张伟')).toBe('张**');
    expect(maskName(' 欧阳娜娜 ')).toBe('欧**');
    expect(maskName('')).toBe('');
  });
});
