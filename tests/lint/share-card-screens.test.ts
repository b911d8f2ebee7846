import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SEED_PEOPLE } from '../../src/mocks/fixtures/orders';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { personalDataIn, SEEDED_NAMES, SHARE_CARD_SCREENS } from '../e2e/share-card-screens';

/**
 * The share-card sweep (tests/e2e/share-cards.spec.ts) visits every screen that sets a share
 * card, from its list (tests/e2e/share-card-screens.ts). This keeps that list whole: a new caller
 * of `useShareCard` in src/ fails here until the sweep visits it, and the names the sweep looks
 * for are every seeded person's.
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

test('every screen that sets a share card is visited by the sweep', () => {
  const root = process.cwd();
  const declaring = files(path.join(root, 'src'))
    .filter((file) => /\buseShareCard\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => file !== 'src/ui/share-card.ts')
    .sort();
  expect(SHARE_CARD_SCREENS.map((screen) => screen.source).sort()).toEqual(declaring);
  for (const screen of SHARE_CARD_SCREENS)
    expect(screen.visits.length, screen.source).toBeGreaterThan(0);
});

test('the names the sweep looks for are every seeded person\u2019s and every plan\u2019s addressee', () => {
  for (const name of Object.keys(SEED_PEOPLE)) expect(SEEDED_NAMES).toContain(name);
  for (const plan of PROPOSALS) expect(SEEDED_NAMES).toContain(plan.addressee);
});

test('what the sweep calls personal data', () => {
  const link = 'https://h5.example.cn/Proposal/Shared?key=0123456789abcdef0123456789abcdef';
  expect(personalDataIn('link', link)).toEqual([]);
  expect(personalDataIn('link', 'https://h5.example.cn/Proposal/Shared?key=13800138000')).toEqual([
    'a share key that is not opaque: 13800138000',
  ]);
  expect(personalDataIn('link', 'https://h5.example.cn/Home?m=13800138000')).toEqual([
    'a mobile number',
  ]);
  expect(personalDataIn('title', '张先生的计划书')).toEqual(['the name 张先生']);
  expect(personalDataIn('desc', '身份证 110105198803154513')).toEqual(['an ID number']);
  expect(personalDataIn('desc', '年收入约30万元')).toEqual(['an income figure']);
  expect(personalDataIn('desc', '房贷余额约150万元')).toEqual(['a debt figure']);
  expect(personalDataIn('desc', '生于1988-03-15')).toEqual(['a birth date']);
  // Words about money in general are not figures of anyone's.
  expect(personalDataIn('desc', '结合家庭的收入、负债和成员情况，找出缺少的保障')).toEqual([]);
  expect(personalDataIn('desc', '本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案')).toEqual([]);
});
