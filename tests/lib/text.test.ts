import { trim } from '../../src/lib/text';

describe('trim', () => {
  it('removes ASCII whitespace at both ends only', () => {
    expect(trim('  张三 李四\t\n')).toBe('张三 李四');
  });

  it('removes full-width spaces, NBSP and BOM', () => {
    expect(trim('\u3000\u00a0\ufeff张三\u3000')).toBe('张三');
  });

  it('returns an empty string for null, undefined, empty and blank input', () => {
    expect(trim(null)).toBe('');
    expect(trim(undefined)).toBe('');
    expect(trim('')).toBe('');
    expect(trim(' \u3000 ')).toBe('');
  });

  it('leaves an already trimmed value alone', () => {
    expect(trim('abc')).toBe('abc');
  });
});
