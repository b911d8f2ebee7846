import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { PATHS } from '../../src/api/paths';
import { API_ENVS, originOf } from '../../src/config/env';
// @ts-expect-error: a plain ES module script, without types.
import { contentSecurityPolicy, inlineScriptHashes } from '../../scripts/csp.mjs';

test('deploy/nginx/csp.conf is the policy of today’s index.html and API origins', () => {
  expect(() =>
    execFileSync(process.execPath, ['scripts/csp.mjs', '--check'], { stdio: 'pipe' }),
  ).not.toThrow();
});

test('every inline script of index.html is allowed by its hash, and nothing inline otherwise', () => {
  const policy = contentSecurityPolicy() as string;
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const hashes = inlineScriptHashes(html) as string[];
  expect(hashes.length).toBeGreaterThan(0);
  const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // A changed inline script would no longer match its hash.
  expect(inlineScriptHashes(html.replace('w / 7.5', 'w / 7.4'))).not.toEqual(hashes);
});

test('the API origin of every environment may be called, and no other', () => {
  const policy = contentSecurityPolicy() as string;
  const connect = /connect-src ([^;]+)/.exec(policy)![1]!.split(' ');
  expect(connect).toEqual([
    "'self'",
    'https://itg-api.jingxuanbx.cn',
    'https://qa-api.jingxuanbx.cn',
    'https://api.jingxuanbx.cn',
  ]);
});

test('the field reports may leave for the API of every environment (issue 26)', () => {
  const policy = contentSecurityPolicy() as string;
  const connect = /connect-src ([^;]+)/.exec(policy)![1]!.split(' ');
  for (const env of API_ENVS) {
    for (const path of [PATHS.fieldVitals, PATHS.fieldErrors]) {
      // As the reporter addresses them: the API's origin, or the page's own in the sandbox.
      expect(connect, env).toContain(new URL(originOf(env) + path).origin);
    }
  }
  expect(connect).toContain("'self'");
});
