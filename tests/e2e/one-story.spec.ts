import type { Locator, Page } from '@playwright/test';
import { detailShown, expect, test } from './support';

/**
 * One story on every page (issue 22): a product opened from its detail and from every campaign
 * that names it is told the same way, fact by fact (price from, insurer, renewal, ages, waiting
 * and cooling-off periods, claims window, clause name, filing number, sums insured). Screenshots of
 * each landing's product section under test-results/screens/one-story/.
 */

const FACT_KEYS = [
  'priceFrom',
  'insurer',
  'clause',
  'ageRange',
  'renewal',
  'waitingPeriod',
  'coolingOff',
  'claimReport',
  'filingNumber',
] as const;

type Facts = Record<(typeof FACT_KEYS)[number], string> & { sums: string[] };

/** The facts a page shows inside `scope`, read from the marks ProductFacts and the detail share. */
async function factsIn(scope: Locator): Promise<Facts> {
  const facts = { sums: await scope.getByTestId('fact-sum').allInnerTexts() } as Facts;
  for (const key of FACT_KEYS) {
    facts[key] = (await scope.getByTestId(`fact-${key}`).first().innerText()).trim();
  }
  facts.sums = facts.sums.map((sum) => sum.trim());
  return facts;
}

async function factsOfDetail(page: Page, id: number, name: string): Promise<Facts> {
  await page.goto(`/ProductNew?id=${id}`);
  await detailShown(page, name);
  await page.getByTestId('fact-filingNumber').scrollIntoViewIfNeeded();
  return factsIn(page.locator('main'));
}

async function factsOfLanding(page: Page, url: string, shot: string): Promise<Facts> {
  await page.goto(url);
  const section = page.getByTestId('product-facts');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('fact-filingNumber')).toBeVisible();
  await section.screenshot({
    path: `test-results/screens/one-story/${test.info().project.name}/${shot}.png`,
  });
  // One way to write a price from on the whole page: ¥299/年起, never 299元/年起 in a banner.
  await expect(page.locator('body')).not.toContainText(/\d元\/[年月]起/);
  return factsIn(section);
}

const CASES = [
  {
    id: 105,
    name: '守护百万医疗险(2026版)',
    landings: [
      { url: '/Active/Poster/medical-2026', shot: 'poster-medical' },
      { url: '/Active/InformationFow', shot: 'flow-p1' },
    ],
  },
  {
    id: 117,
    name: '银龄防癌医疗险',
    landings: [
      { url: '/Active/Poster/parents-cancer', shot: 'poster-parents' },
      { url: '/Active/InformationFow/p2', shot: 'flow-p2' },
    ],
  },
];

for (const { id, name, landings } of CASES) {
  test(`${name}: every campaign that names it tells its detail's facts`, async ({ page }) => {
    const detail = await factsOfDetail(page, id, name);
    expect(detail.renewal).not.toBe('');
    expect(detail.sums.length).toBeGreaterThan(0);
    for (const { url, shot } of landings) {
      expect(await factsOfLanding(page, url, shot), url).toEqual(detail);
    }
  });
}

test('the short video tells 长者意外保障 as its detail does, plays its video, and estimates its own quote', async ({
  page,
}) => {
  await page.goto('/ProductAnsheng?id=118');
  await detailShown(page, '长者意外保障');
  await page.getByTestId('fact-filingNumber').scrollIntoViewIfNeeded();
  const detail = await factsIn(page.locator('main'));
  expect(await factsOfLanding(page, '/Active/shortvideo', 'shortvideo')).toEqual(detail);

  // The sandbox's video is a real one: it loads and has a length.
  const video = page.locator('video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) => {
    element.preload = 'metadata';
    element.load();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(5);
});

for (const { id, family, name } of [
  { id: 105, family: 'ProductNew', name: '守护百万医疗险(2026版)' },
  { id: 117, family: 'ProductNew', name: '银龄防癌医疗险' },
  { id: 118, family: 'ProductAnsheng', name: '长者意外保障' },
]) {
  test(`${name}: its 保险条款 is titled by the 条款名称 its detail states, and cites it`, async ({
    page,
  }) => {
    await page.goto(`/${family}?id=${id}`);
    await detailShown(page, name);
    const clause = (await page.getByTestId('fact-clause').first().innerText()).trim();
    expect(clause).not.toBe('');
    await page.goto(`/${family}/provisions?id=${id}&doc=terms`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(`${clause}条款`);
    await expect(article).toContainText(`《${clause}条款》`);
    await page.screenshot({
      path: `test-results/screens/one-story/${test.info().project.name}/terms-${id}.png`,
    });
  });
}
