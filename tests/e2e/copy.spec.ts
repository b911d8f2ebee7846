import type { Page } from '@playwright/test';
import { join } from 'node:path';
import {
  catalogueShown,
  detailShown,
  expect,
  footerPremium,
  sandboxControlling,
  signIn,
  tab,
  test,
} from './support';

/**
 * What the catalogue and product screens say (issue: "Copy and content that a compliance officer
 * would sign"): one price style, a free product's 免费领取 once, the product's facts and its
 * exclusions listed under their heading. Screenshots at the narrowest common phone width (375 px)
 * go to test-results/screens/copy/ for review.
 *
 * Fixture facts (src/mocks/fixtures/): 101 安心家庭综合保障计划, one-year medical cover from ¥1280/年起,
 * no cooling-off period, claims reported within 48 hours; 102 a term life product with a 15-day
 * cooling-off period; 120 出行无忧意外险(赠), free.
 */

const NARROW = { width: 375, height: 812 };

async function shoot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: join('test-results', 'screens', 'copy', `${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW);
});

test('catalogue prices have one sign, and a free product says 免费领取 once', async ({ page }) => {
  await page.goto('/');
  await catalogueShown(page);
  const card = page.locator('[data-product-id="101"]');
  await expect(card).toContainText('¥1280/年起');
  await expect(card).not.toContainText('元');
  await shoot(page, 'home');

  await tab(page, '赠险').click();
  const gift = page.locator('[data-product-id="120"]');
  await expect(gift).toBeVisible();
  await expect(gift.getByText('免费领取', { exact: true })).toHaveCount(1);
  await expect(gift).not.toContainText('¥');
  await shoot(page, 'home-gifts');
});

test('the detail lists the product’s facts and its exclusions under their heading', async ({
  page,
}) => {
  await page.goto('/ProductNew.html?id=101');
  await detailShown(page, '安心家庭综合保障计划');
  const facts = page.getByRole('region', { name: '投保须知要点' });
  await expect(facts).toContainText('报案时限48小时内');
  await expect(facts).toContainText('犹豫期无（一年期产品）');
  const exclusions = page.getByRole('region', { name: '责任免除（重要）' });
  await expect(exclusions).toContainText('因下列情形之一导致保险事故的，保险公司不承担保险责任：');
  expect(await exclusions.getByRole('listitem').count()).toBeGreaterThan(5);
  await expect(footerPremium(page)).toHaveText('1280');
  await expect(page.locator('main')).not.toContainText(/\d元\/年/);
  await shoot(page, 'detail');

  // The full 免责条款 lists the same exclusions; the 投保须知 the same claims window.
  const first = await exclusions.getByRole('listitem').first().innerText();
  await page.goto('/ProductNew/provisions.html?id=101&doc=exclusions');
  await expect(page.getByRole('heading', { level: 1, name: '免责条款' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(first);
  await page.goto('/ProductNew/provisions.html?id=101&doc=notice');
  await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('请在48小时内拨打');
  await expect(page.getByRole('main')).not.toContainText('10日内');
});

test('a free product: 免费领取 once per price, no ¥0, and 立即领取 to its gift claim', async ({
  page,
}) => {
  await page.goto('/ProductNew.html?id=120');
  await detailShown(page, '出行无忧意外险(赠)');
  await expect(footerPremium(page)).toHaveText('免费领取');
  await expect(page.locator('main')).not.toContainText(/¥\s*0(?![.\d])/);
  await expect(page.getByRole('link', { name: '立即领取', exact: true })).toHaveAttribute(
    'href',
    // The messaging app's links keep the .html form its share signature needs.
    /^\/Insurance\/ayb(\.html)?\?id=120$/,
  );
  await shoot(page, 'detail-free');
});

test('my orders: every premium in the one style, to the fen', async ({ page }) => {
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await signIn(page);
  await page.goto('/mine/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    expect(text).toMatch(/(保费|服务费)\s*(¥\d+\.\d{2}(\/[年月])?|免费领取)/);
    expect(text).not.toMatch(/¥[\d.]+元/);
  }
  await shoot(page, 'orders-demo');
});
