import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { SITE } from '../../src/config/site';
import { agencyAgreement } from '../../src/pages/_shared/legal/agency-agreement';
import { privacyPolicy } from '../../src/pages/_shared/legal/privacy';
import { userAgreement } from '../../src/pages/_shared/legal/user-agreement';

/** A bracketed stand-in such as 【以备案信息为准】: text a visitor must never read. */
const PLACEHOLDER = /【[^】]*】/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|html|json)$/.test(name) ? [path] : [];
  });
}

test('no text of the site or of its sandbox holds a 【…】 placeholder', () => {
  const root = join(process.cwd(), 'src');
  const found = files(root)
    .concat(join(process.cwd(), 'index.html'))
    .filter((path) => PLACEHOLDER.test(readFileSync(path, 'utf8')))
    .map((path) => relative(process.cwd(), path));
  expect(found).toEqual([]);
});

test('the legal documents name the operator, its licence and its address from the site settings', () => {
  for (const doc of [agencyAgreement, privacyPolicy, userAgreement]) {
    const text = JSON.stringify(doc);
    expect(text, doc.title).toContain(SITE.operator.name);
    expect(text, doc.title).toContain(SITE.operator.address);
    expect(text, doc.title).not.toMatch(PLACEHOLDER);
  }
  expect(JSON.stringify(privacyPolicy)).toContain(SITE.operator.licenceNo);
  expect(JSON.stringify(agencyAgreement)).toContain(SITE.operator.licenceNo);
});
