import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { COPY } from '../../src/config/copy';

// Whitespace around tags is the formatter's business, not the page's.
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8')
  .replace(/>\s+/g, '>')
  .replace(/\s+</g, '<');

test('the boot skeleton paints the same brand header as the app, before any JS', () => {
  for (const text of [COPY.defaultTitle, COPY.home.slogan, ...COPY.home.trust]) {
    expect(html).toContain(`>${text}<`);
  }
});

test('the root font size is set inline before the first paint, with the spec rule', () => {
  expect(html).toMatch(/Math\.min\(750, Math\.max\(320,[^)]*\)\)/);
  expect(html).toContain('w / 7.5');
});
