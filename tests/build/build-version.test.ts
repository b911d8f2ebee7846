// @vitest-environment node
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, expect, test, vi } from 'vitest';
import { buildVersion } from '../../build/build-version';

afterEach(() => vi.unstubAllEnvs());

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

test("the build's version is package.json's and the commit's short sha", () => {
  const sha = execSync('git rev-parse --short HEAD').toString().trim();
  expect(sha).toMatch(/^[0-9a-f]{7,}$/);
  expect(buildVersion()).toBe(`${version}+${sha}`);
});

test('without git (a tarball) the build still has a version', () => {
  vi.stubEnv('PATH', '/nonexistent');
  expect(buildVersion()).toBe(`${version}+nogit`);
});
