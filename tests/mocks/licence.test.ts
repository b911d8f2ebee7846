import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COPY } from '../../src/config/copy';
import { CAMPAIGN_COPY } from '../../src/config/copy-campaign';
import { CUSTOM_COPY } from '../../src/config/copy-customized';
import { PROPOSAL_COPY } from '../../src/config/copy-proposal';
import { isPractisingNo, PRACTISING_NO_DIGITS } from '../../src/lib/licence';
import * as articles from '../../src/mocks/fixtures/articles';
import * as customized from '../../src/mocks/fixtures/customized';
import * as landings from '../../src/mocks/fixtures/landings';
import * as proposals from '../../src/mocks/fixtures/proposals';
import { practisingNo, STAFF } from '../../src/mocks/fixtures/staff';

/** Every `{ name, licenceNo }` anywhere in a value (records, lists, nested objects). */
function licensed(
  value: unknown,
  seen = new Set<unknown>(),
): { name: string; licenceNo: unknown }[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const here =
    'licenceNo' in value && 'name' in value
      ? [{ name: String((value as { name: unknown }).name), licenceNo: value.licenceNo }]
      : [];
  return [...here, ...Object.values(value).flatMap((inner) => licensed(inner, seen))];
}

const people = [articles, customized, landings, proposals].flatMap((module) => licensed(module));

describe('one licence-number format for planners and advisors (issue 24)', () => {
  test('the sandbox names its planners and advisors, each with a 26-digit 执业证编号', () => {
    // The articles' advisors, the landings' owners, the service's planners, the plans' advisors.
    expect(new Set(people.map((person) => person.name))).toEqual(
      new Set(Object.values(STAFF).map((member) => member.name)),
    );
    for (const person of people) {
      expect(person.licenceNo, person.name).toSatisfy(isPractisingNo);
      expect(String(person.licenceNo)).toHaveLength(PRACTISING_NO_DIGITS);
    }
  });

  test('one person, one number, wherever they appear: the staff list’s', () => {
    const staff = Object.values(STAFF);
    for (const person of people) {
      expect(person.licenceNo, person.name).toBe(
        staff.find((member) => member.name === person.name)?.licenceNo,
      );
    }
    expect(new Set(staff.map((member) => member.licenceNo)).size).toBe(staff.length);
  });

  test('the format: 26 digits, nothing else', () => {
    expect(practisingNo(2023, 12345)).toBe('02000131000080020230012345');
    expect(isPractisingNo('02000131000080020230012345')).toBe(true);
    for (const bad of [
      '20231031000080012345',
      '0200013100008002023001234',
      '0200 0131 0000 8002 0230 0123 45',
      'O2000131000080020230012345',
      2023103100008,
      null,
    ]) {
      expect(isPractisingNo(bad)).toBe(false);
    }
  });

  test('every screen labels it 执业证编号', () => {
    expect(COPY.practisingLicence).toBe('执业证编号');
    expect(CAMPAIGN_COPY.licence).toBe(COPY.practisingLicence);
    expect(CUSTOM_COPY.landing.licence).toBe(COPY.practisingLicence);
    expect(PROPOSAL_COPY.advisor.licence).toBe(COPY.practisingLicence);
  });

  // 20 digits or more: longer than an ID (18) or a bank card (16-19) number.
  test('no screen or setting carries a licence number of its own', () => {
    const root = resolve(__dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'mocks' ? [] : files(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const found = files(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b\d{20,}\b/g)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
