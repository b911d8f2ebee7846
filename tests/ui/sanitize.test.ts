import { expect, test } from 'vitest';
import { sanitizeHtml } from '../../src/ui/SafeHtml/sanitize';

test.each([
  ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
  ['<img src="x" onerror="alert(1)">', '<img>'],
  ['<img src="/assets/a.png" onerror="alert(1)">', '<img src="/assets/a.png">'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['<iframe src="https://evil.example"></iframe><p>y</p>', '<p>y</p>'],
  ['<form action="https://evil.example"><input name="p"></form>', ''],
  ['<p style="position:fixed">z</p>', '<p>z</p>'],
  ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
])('%s -> %s', (dirty, clean) => {
  expect(sanitizeHtml(dirty)).toBe(clean);
});

test('external http(s) links open in a new tab without an opener; site links stay', () => {
  expect(sanitizeHtml('<a href="https://www.example.cn/a">a</a>')).toBe(
    '<a href="https://www.example.cn/a" target="_blank" rel="noopener noreferrer">a</a>',
  );
  expect(sanitizeHtml('<a href="/Home.html">home</a>')).toBe('<a href="/Home.html">home</a>');
  expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
});
