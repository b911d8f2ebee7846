import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The design tokens' colours meet WCAG 2.2 AA where the site draws text with them (issue 25):
 * 4.5:1 for text, on the surfaces it sits on. axe checks the built screens end to end; this keeps
 * the palette itself honest, so a token change that fails is caught before a screen is built.
 */
const css = readFileSync(resolve(process.cwd(), 'src/app/global.css'), 'utf8');
const token = (name: string): string => {
  const value = new RegExp(`\\n\\s*--${name}: (#[0-9a-f]{6});`, 'i').exec(css)?.[1];
  expect(value, name).toBeDefined();
  return value!;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.each([
  ['text', 'card'],
  ['text', 'bg'],
  ['text-2', 'bg'],
  ['text-3', 'card'],
  ['text-3', 'bg'],
  ['text-3', 'brand-soft'],
  ['brand', 'card'],
  ['brand', 'bg'],
  ['brand', 'brand-soft'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-dark'],
  ['ok', 'card'],
  ['ok', 'ok-soft'],
  ['warn', 'card'],
  ['warn', 'warn-soft'],
  ['danger', 'card'],
  ['danger', 'danger-soft'],
  ['link', 'card'],
  ['gold', 'ink'],
  ['gold', 'ink-2'],
])('--%s on --%s is at least 4.5:1', (text, surface) => {
  expect(contrast(token(text), token(surface))).toBeGreaterThanOrEqual(4.5);
});

test.each([['card'], ['bg']])('--edge, a field’s boundary, on --%s is at least 3:1', (surface) => {
  expect(contrast(token('edge'), token(surface))).toBeGreaterThanOrEqual(3);
});

test('the bright logo orange stays the brand’s, for fills without words', () => {
  expect(token('brand-bright')).toBe('#e8542e');
  expect(contrast(token('on-brand'), token('brand-bright'))).toBeLessThan(4.5);
});

test('the brand gradients run between the orange tokens that carry white words', () => {
  expect(css).toMatch(
    /--brand-gradient: linear-gradient\(135deg, var\(--brand-dark\), var\(--brand\)\);/,
  );
  expect(css).toMatch(
    /--brand-band: linear-gradient\(90deg, var\(--brand-dark\), var\(--brand\)\);/,
  );
});
