import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as {
  browserslist: string[];
};

test('the supported browsers are stated: the in-app browsers and phone browsers of five years', () => {
  expect(pkg.browserslist).toEqual(
    expect.arrayContaining(['ios_saf >= 15', 'chrome >= 87', 'and_chr >= 87']),
  );
  // The build's syntax target is derived from that list (vite.config.ts).
  expect(browserslistToEsbuild()).toEqual(['chrome87', 'ios15', 'safari15']);
});

test('a web API those browsers lack, used without a fallback, fails the lint', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(
    'export const copy = (value: object) => structuredClone(value);\n',
    { filePath: resolve(process.cwd(), 'src/lib/copy-probe.ts') },
  );
  expect(result!.messages.map((message) => message.ruleId)).toContain('compat/compat');
  const [fine] = await eslint.lintText(
    'export const seen = (node: Element) => new IntersectionObserver(() => node.remove());\n',
    { filePath: resolve(process.cwd(), 'src/lib/observe-probe.ts') },
  );
  expect(fine!.messages.filter((message) => message.ruleId === 'compat/compat')).toEqual([]);
});
