import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y } from './axe';
import {
  addressOf,
  advanceSandboxClock,
  answerHealth,
  birthDateYearsAgo,
  buyerBornOn,
  catalogueShown,
  clearFaults,
  DEMO_PHONE,
  detailShown,
  dismissEntryNotice,
  ENTRY_NOTICE,
  expect,
  faultsFromStart,
  fillSelfInsured,
  freshPhone,
  inWechat,
  payAtProvider,
  readDocumentsAndConsent,
  REVIEW_SHOTS,
  sandboxControlling,
  seedTrialDraft,
  signIn,
  test,
} from './support';

/**
 * A full-page screenshot of every built screen, in both device profiles, for review by eye:
 * test-results/screens/<profile>/<screen>.png. Signed out and signed in, the states that say
 * something went wrong or there is nothing yet, and the purchase of one product step by step.
 * Each shot waits for the screen's content (its heading, its data, its pictures and fonts), never
 * for a fixed time, and each screen passes axe's WCAG 2.2 A/AA checks (no critical or serious
 * violation; tests/e2e/axe.ts).
 */

/**
 * Pictures below the fold load lazily: a full-page shot asks for them all and waits for them,
 * and for the fonts, and for nothing still marked busy (skeletons, a loading button, a quote).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) {
      (img as HTMLImageElement).loading = 'eager';
    }
  });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete) &&
      !document.querySelector('[aria-busy="true"]'),
  );
}

/**
 * The whole screen as a visitor scrolled to its end sees it: the window is made as tall as the
 * page for the shot, so bars fixed at the bottom sit at the end rather than over the middle.
 * Every screen shot is first checked with axe at the phone's own size (tests/e2e/axe.ts).
 */
async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  await checkA11y(page, name);
  // The shot itself only where it is kept (support.ts REVIEW_SHOTS): a window as tall as the page
  // has the whole page drawn at the profile's pixel ratio, and waits for every picture in it.
  if (!REVIEW_SHOTS) return;
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await settled(page);
  const file = path.join(
    test.info().project.outputDir,
    'screens',
    test.info().project.name,
    `${name}.png`,
  );
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  await page.setViewportSize(viewport);
}

/** The screen's own heading is up (every built screen has one h1). */
async function headed(page: Page, name?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
}

/** The home banner has its slides (it loads after the catalogue). */
async function bannersShown(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: '精选活动' }).getByRole('link').first(),
  ).toBeVisible();
}

/** The narrowest phone the site is made for (an iPhone SE, many Android phones). */
const NARROW = { width: 375, height: 667 };

/** A button's words sit on one line (its line boxes share one top). */
async function oneLine(page: Page, name: string): Promise<void> {
  const control = page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }));
  const lines = await control.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
}

async function visit(page: Page, url: string, name: string, heading?: string | RegExp) {
  await page.goto(url);
  await headed(page, heading);
  await shoot(page, name);
}

// Each test visits a dozen screens.
test.describe.configure({ timeout: 120_000 });

test.describe('signed out', () => {
  test('the catalogue', async ({ page }) => {
    await page.goto('/');
    await catalogueShown(page);
    await bannersShown(page);
    await shoot(page, 'home');

    await page.goto('/Home?category=3');
    await catalogueShown(page);
    await shoot(page, 'home-senior');
  });

  test('the product screens', async ({ page }) => {
    await page.goto('/ProductNew?id=101');
    await detailShown(page, '安心家庭综合保障计划');
    await shoot(page, 'detail-productnew');

    await page.goto('/Product?id=103');
    await detailShown(page, '宝贝成长少儿保障计划');
    await shoot(page, 'detail-product');

    await page.goto('/ProductAnsheng?id=109');
    await headed(page);
    await expect(page.getByTestId('footer-premium')).toBeVisible();
    await shoot(page, 'detail-ansheng');

    await page.goto('/ProductNew?id=120');
    await headed(page);
    await expect(page.getByTestId('footer-premium')).toBeVisible();
    await shoot(page, 'detail-gift');

    await page.goto('/ProductNew/trail?id=101');
    await headed(page);
    await shoot(page, 'trial');

    await visit(page, '/ProductNew/provisions?id=101', 'provisions');
    await visit(page, '/ProductNew/provisions?id=101&doc=exclusions', 'document', '免责条款');
    await visit(page, '/ProductNew/notify?id=101', 'notify', '投保须知');
    await visit(page, '/ProductGuide?id=115', 'off-shelf');

    await page.goto('/ProductNew?id=99999');
    await expect(page.getByText('没有找到这个产品')).toBeVisible();
    await shoot(page, 'product-not-found');
  });

  test('accounts, documents and the shell', async ({ page }) => {
    await visit(page, '/Login?redirect=%2Fmine%2Forders', 'login', '手机号登录');
    await visit(page, '/Members', 'members');
    await visit(page, '/Members/register', 'members-register');
    await visit(page, '/Members/agreement', 'members-agreement');
    await visit(page, '/doc/privacy', 'privacy');
    await visit(page, '/doc/agency_agreement', 'agency-agreement');
    // An address the site does not have.
    await visit(page, '/no-such-page', 'not-found', '页面不存在');
    await visit(page, '/Error', 'error');
    await visit(page, '/Test', 'test');
  });

  test('the campaign pages a banner leads to', async ({ page }) => {
    await page.goto('/');
    await bannersShown(page);
    // A tap on the first slide opens its landing, a screen that exists.
    await page.getByRole('region', { name: '精选活动' }).getByRole('link').first().click();
    await expect.poll(() => addressOf(page)).toMatch(/^\/Active\/shortvideo(\.html)?$/);
    await headed(page);
    await shoot(page, 'campaign-shortvideo');

    await visit(page, '/Active/Articles/302', 'campaign-article', /百万医疗险怎么选/);
    await visit(page, '/Active/InformationFow/p3', 'campaign-flow-p3');
    await page.goto('/Active/Poster/medical-2026');
    await headed(page);
    await shoot(page, 'campaign-poster');
  });

  test('the catalogue when it cannot load', async ({ page }) => {
    await faultsFromStart(page, [
      { method: 'GET', path: '/rest/api/products/categories', status: 503 },
    ]);
    await page.goto('/Home');
    await expect(page.getByText('分类加载失败')).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    await bannersShown(page);
    // The status text's toast has said its piece.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await shoot(page, 'home-error');
    await clearFaults(page);
  });
});

test.describe('signed in', () => {
  test('the member centre, membership and my orders', async ({ page }) => {
    await page.goto('/doc/privacy');
    await sandboxControlling(page);
    await signIn(page, DEMO_PHONE);

    await page.goto('/Members/login');
    await expect(page.getByRole('navigation', { name: '会员服务' })).toBeVisible();
    await shoot(page, 'member-centre');
    await visit(page, '/Members', 'members-member');

    await page.goto('/mine/orders');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await shoot(page, 'orders');

    await page.goto('/Policy');
    await expect(page.getByTestId('policy-card').first()).toBeVisible();
    await shoot(page, 'policies');

    // A new account: not a member yet, no orders yet.
    await signIn(page, freshPhone());
    await visit(page, '/Members', 'members-signed-in');
    await page.goto('/Members/login');
    await expect(page.getByText('您还不是会员，开通后即享以下权益')).toBeVisible();
    await shoot(page, 'member-centre-not-member');
    // At 375px wide, the activation buttons keep their words on one line.
    await page.setViewportSize(NARROW);
    await oneLine(page, '立即免费开通');
    await shoot(page, 'member-centre-not-member-375');
    await page.goto('/Members');
    await headed(page);
    await oneLine(page, '立即免费开通');
    await shoot(page, 'members-375');
    await page.goto('/mine/orders');
    await expect(page.getByText('暂无订单')).toBeVisible();
    await shoot(page, 'orders-empty');
  });

  test('the purchase of one product, step by step', async ({ page }) => {
    const birthDate = birthDateYearsAgo(30, '04-18');
    await seedTrialDraft(page, 105, { planId: 10501, birthDate });
    await page.goto('/doc/privacy');
    await sandboxControlling(page);
    await signIn(page, freshPhone());

    await page.goto(`/ProductNew/trail?id=105`);
    await expect(page.getByText(/^按被保人\d+周岁测算$/)).toBeVisible();
    await shoot(page, 'funnel-trial');

    await page.goto('/ProductNew/Insured?id=105');
    await headed(page, '填写投保信息');
    await expect(page.getByRole('dialog').filter({ hasText: ENTRY_NOTICE })).toBeVisible();
    await shoot(page, 'funnel-insured-notice');
    await dismissEntryNotice(page);
    await shoot(page, 'funnel-insured-empty');
    await fillSelfInsured(page, buyerBornOn(birthDate));
    await shoot(page, 'funnel-insured');

    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/ProductNew/healthStatement.html?id=105');
    await headed(page);
    await shoot(page, 'funnel-health');
    await answerHealth(page);
    await shoot(page, 'funnel-health-answered');
    await page.getByRole('button', { name: '提交健康告知' }).click();

    await headed(page, '投保信息详情');
    await shoot(page, 'funnel-confirm');
    await readDocumentsAndConsent(page);
    await page.getByRole('button', { name: '提交订单', exact: true }).click();

    await expect(page.getByRole('button', { name: '确认支付', exact: true })).toBeVisible();
    await shoot(page, 'funnel-pay');
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    // The provider takes the money; the server confirms it five sandbox minutes later, so the
    // result screen first says it is waiting.
    const delay = 5 * 60 * 1000;
    await page.evaluate((ms) => window.__sandbox!.setCashierDelay(ms), delay);
    await page.getByRole('button', { name: '确认支付', exact: true }).click();
    await payAtProvider(page, 'paid');
    await expect(page.getByRole('status').filter({ hasText: /^支付结果确认中…$/ })).toBeVisible();
    await shoot(page, 'funnel-payback-pending');

    await advanceSandboxClock(page, delay);
    // The result screen asks the server again by itself, and 刷新支付结果 asks at once: whichever
    // comes first shows 投保成功 (on a busy machine the screen's own ask came first, and the button
    // was gone under the tap).
    await page
      .getByRole('button', { name: '刷新支付结果' })
      .click({ timeout: 5_000 })
      .catch(() => {});
    await headed(page, '投保成功');
    await expect(page.getByTestId('policy-no')).toHaveText(/^\d{8,}$/);
    await shoot(page, 'funnel-success');

    if (inWechat()) {
      await page.getByRole('link', { name: '关注公众号' }).click();
      await headed(page, '关注公众号');
      await expect(page.getByRole('img', { name: /公众号二维码/ })).toBeVisible();
      await shoot(page, 'funnel-follow-official');
    }
    expect(orderId).not.toBe('');
  });
});
