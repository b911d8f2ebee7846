import { safeExternalUrl, safeImageUrl, safeReturnPath, withoutHash } from '../../src/lib/url';

describe('safeExternalUrl', () => {
  it('returns the normalised href of absolute http(s) URLs', () => {
    expect(safeExternalUrl('https://example.com')).toBe('https://example.com/');
    expect(safeExternalUrl('HTTP://Example.COM:80/a?b=1#c')).toBe('http://example.com/a?b=1#c');
    expect(safeExternalUrl('https://pay.example.cn:8443/x')).toBe('https://pay.example.cn:8443/x');
  });

  it('punycodes international host names', () => {
    expect(safeExternalUrl('https://例子.测试/')).toMatch(/^https:\/\/xn--/);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper-case javascript:', 'JavaScript:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['inner tab', 'java\tscript:alert(1)'],
    ['inner newline', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example/'],
    ['root-relative path', '/Home'],
    ['bare host', 'example.com'],
    ['scheme without slashes', 'http:example.com'],
    ['ftp', 'ftp://example.com/file'],
    ['mailto', 'mailto:a@example.com'],
    ['credentials', 'https://user:pass@example.com/'],
    ['user-name disguise', 'https://bank.example@evil.example/'],
    ['leading space before https', ' https://example.com/'],
    ['trailing newline', 'https://example.com/\n'],
    ['NUL', '\u0000https://example.com/'],
    ['zero-width space', '\u200bhttps://example.com/'],
    ['inner space', 'https://exa mple.com/'],
    ['no host', 'http://'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(safeExternalUrl(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, new URL('https://example.com/')])(
    'rejects the non-string %s',
    (value) => {
      expect(safeExternalUrl(value)).toBeNull();
    },
  );
});

describe('safeReturnPath', () => {
  const origin = 'http://localhost:3000';

  it('keeps a root-relative path with its search and hash', () => {
    expect(safeReturnPath('/ProductNew/Detail?id=1#top', origin)).toBe(
      '/ProductNew/Detail?id=1#top',
    );
    expect(safeReturnPath('/', origin)).toBe('/');
  });

  it('reduces an absolute URL of the same origin to its path', () => {
    expect(safeReturnPath('http://localhost:3000/Mine?tab=2#x', origin)).toBe('/Mine?tab=2#x');
    expect(safeReturnPath('HTTP://LOCALHOST:3000', origin)).toBe('/');
  });

  it('accepts an origin written as a full href', () => {
    expect(safeReturnPath('/a', 'http://localhost:3000/some/page?x=1')).toBe('/a');
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeReturnPath('/a/../b', origin)).toBe('/b');
  });

  it('leaves encoded slashes encoded, which keeps them a path', () => {
    expect(safeReturnPath('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['other origin', 'https://evil.example/'],
    ['other port', 'http://localhost:3001/a'],
    ['other scheme', 'https://localhost:3000/a'],
    ['user-name disguise', 'http://localhost:3000@evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['dot segment to //', '/.//evil.example'],
    ['dot-dot segment to //', '/..//evil.example'],
    ['inner dot-dot to //', '/a/..//evil.example'],
    ['relative without slash', 'Home'],
    ['leading space', ' /Home'],
    ['tab inside', '/\t/evil.example'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it.each([null, undefined, 1, ['/a']])('rejects the non-string %s', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it('throws for an unparsable origin, which is a programming error', () => {
    expect(() => safeReturnPath('/a', 'not an origin')).toThrow(TypeError);
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['/sandbox/art/products/medical.svg', '/sandbox/art/products/medical.svg'],
    ['https://img.example.cn/p/1.png?x=1', 'https://img.example.cn/p/1.png?x=1'],
    ['HTTPS://IMG.Example.cn/a.jpg', 'https://img.example.cn/a.jpg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%2F%3E'],
  ])('shows %s', (url, expected) => {
    expect(safeImageUrl(url)).toBe(expected);
  });

  it.each([
    ['plain http, blocked or warned about on an https page', 'http://img.example.cn/a.png'],
    ['another host through a protocol-relative path', '//evil.example/a.png'],
    ['a backslash read as a slash', '/\\evil.example/a.png'],
    ['a script', 'javascript:alert(1)'],
    ['markup as data', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in the URL', 'https://user:pw@img.example.cn/a.png'],
    ['whitespace that the parser would drop', ' https://img.example.cn/a.png'],
    ['a relative path', 'img/a.png'],
    ['nothing', ''],
  ])('refuses %s', (_why, url) => {
    expect(safeImageUrl(url)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeImageUrl(undefined)).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
    expect(safeImageUrl(42)).toBeNull();
  });
});

describe('withoutHash', () => {
  it.each([
    ['https://a.example/b?c=1#d', 'https://a.example/b?c=1'],
    ['https://a.example/b?c=1', 'https://a.example/b?c=1'],
    ['https://a.example/#/route#x', 'https://a.example/'],
    ['#only', ''],
    ['', ''],
  ])('%s -> %s', (href, expected) => {
    expect(withoutHash(href)).toBe(expected);
  });
});
