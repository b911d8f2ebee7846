import { expect, test } from 'vitest';
import { sanitizeHtml, shiftHeadings } from '../../src/ui/SafeHtml/sanitize';

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

test('server headings move as one to start at the level asked, in their order', () => {
  expect(shiftHeadings('<h3 id="a">一</h3><p>x</p><h4>二</h4><h3>三</h3>', 2)).toBe(
    '<h2 id="a">一</h2><p>x</p><h3>二</h3><h2>三</h2>',
  );
  expect(shiftHeadings('<h1>一</h1><h2>二</h2>', 2)).toBe('<h2>一</h2><h3>二</h3>');
  expect(shiftHeadings('<h2>一</h2>', 2)).toBe('<h2>一</h2>');
  expect(shiftHeadings('<p>&lt;h3&gt; is text</p><h5>a</h5><h6>b</h6>', 5)).toBe(
    '<p>&lt;h3&gt; is text</p><h5>a</h5><h6>b</h6>',
  );
  expect(shiftHeadings('<h4>a</h4><h6>b</h6>', 5)).toBe('<h5>a</h5><h6>b</h6>');
  expect(shiftHeadings('<p>none</p>', 2)).toBe('<p>none</p>');
});
