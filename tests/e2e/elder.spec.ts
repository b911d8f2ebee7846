import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y } from './axe';
import { wordsUnderBottomBar } from './layout';
import {
  addressOf,
  answerHealth,
  birthDateYearsAgo,
  catalogueShown,
  detailShown,
  expect,
  inWechat,
  insuredFilled,
  MEDICAL,
  orderIdOf,
  payAtProvider,
  payResult,
  pickBirthYear,
  readDocumentsAndConsent,
  REVIEW_SHOTS,
  sandboxReady,
  shownQuote,
  submitButton,
  test,
} from './support';

/**
 * 长辈模式 (elder mode, issue 25): switched on from home's header, it holds across screens and
 * reloads (the device remembers it), raises the type to at least 18px with lines at least 1.3 apart,
 * shows no campaign banners, passes axe on each screen, and the trial can be finished in it.
 */

const THIS_YEAR = Number(birthDateYearsAgo(0).slice(0, 4));

/** The page's state as a visitor meets it: pictures and fonts in. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete) &&
      !document.querySelector('[aria-busy="true"]'),
  );
}

/** Elder mode's checks on the screen as it stands, its axe report and a screenshot. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-elder', '');
  // Body text at least 18px, lines at least 1.3 times the text apart.
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { size: parseFloat(style.fontSize), line: parseFloat(style.lineHeight) };
  });
  expect(body.size).toBeGreaterThanOrEqual(18);
  expect(body.line / body.size).toBeGreaterThanOrEqual(1.3);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // No field's value cut off at its edge (an ID number scrolled out of sight at 320px once).
  const cut = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        'main input:not([type=checkbox], [type=radio])',
      ),
    ]
      .filter((input) => input.offsetParent !== null && input.scrollWidth > input.clientWidth + 1)
      .map((input) => input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? ''),
  );
  expect(cut, 'fields whose value is cut off').toEqual([]);
  // Scrolled to the end, no words left under the bar fixed at the bottom.
  const hidden = await wordsUnderBottomBar(page);
  expect(hidden, 'words under the bottom bar, scrolled to the end').toEqual([]);
  await checkA11y(page, `elder-${name}`);
  // The whole screen, the window as tall as the page (bars fixed at the bottom sit at its end),
  // where the shot is kept (support.ts REVIEW_SHOTS).
  if (!REVIEW_SHOTS) return;
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await settled(page);
  await page.screenshot({
    path: path.join(
      test.info().project.outputDir,
      'screens',
      test.info().project.name,
      `elder-${name}.png`,
    ),
    animations: 'disabled',
    caret: 'hide',
  });
  await page.setViewportSize(viewport);
}

test('elder mode: switched on at home, it holds on every screen and the trial is finished in it', async ({
  page,
}) => {
  // Nine screens, each with axe and a whole-page screenshot: over 90 s on a busy machine.
  test.setTimeout(240_000);
  await page.goto('/');
  await catalogueShown(page);
  await expect(page.getByRole('region', { name: '精选活动' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: '长辈模式' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: '已开启长辈模式' })).toBeAttached();
  // No campaign banners in elder mode; the catalogue stays.
  await expect(page.getByRole('region', { name: '精选活动' })).toHaveCount(0);
  await catalogueShown(page);
  // The cards' words at least 18px.
  const nameSize = await page
    .getByTestId('product-card')
    .first()
    .locator('h3')
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(18);
  await checkScreen(page, 'home');

  // Remembered on the device: a reload keeps it.
  await page.reload();
  await catalogueShown(page);
  await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('region', { name: '精选活动' })).toHaveCount(0);

  await page.locator('[data-product-id="101"] a').click();
  await detailShown(page, '安心家庭综合保障计划');
  await checkScreen(page, 'detail');

  // The trial, finished: a quote for a birth date, then 立即投保 goes on to 投保须知.
  await page.getByRole('link', { name: '保费测算', exact: true }).click();
  await expect(page).toHaveURL(/\/ProductNew\/trail\.html\?id=101$/);
  await pickBirthYear(page, THIS_YEAR - 35);
  const quote = await shownQuote(page);
  expect(quote.premium).toMatch(/^¥\d+(\.\d{1,2})?$/);
  await checkScreen(page, 'trial');
  await page.getByRole('button', { name: '立即投保', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
  await checkScreen(page, 'notify');

  // Reversible: switched off again at home, the banners come back.
  await page.goto('/');
  await catalogueShown(page);
  await page.getByRole('switch', { name: '长辈模式' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-elder');
  await expect(page.getByRole('status').filter({ hasText: '已关闭长辈模式' })).toBeAttached();
  await expect(page.getByRole('region', { name: '精选活动' })).toBeVisible();
});

test('inside the messaging app, elder mode follows the app’s large font until the visitor chooses', async ({
  page,
}) => {
  test.skip(!inWechat(), 'only the messaging app tells the page its font setting');
  await page.goto('/');
  await catalogueShown(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-elder');
  // The visitor sets the app's font to 150 %: the app tells the page (WeixinJSBridge
  // 'menu:setfont'), and the page follows at once, banners gone.
  await sandboxReady(page);
  await page.evaluate(() => window.__sandbox?.setAppFontScale(150));
  await expect(page.locator('html')).toHaveAttribute('data-elder', '');
  const toggle = page.getByRole('switch', { name: '长辈模式' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('region', { name: '精选活动' })).toHaveCount(0);
  // Every page after it hears the same setting.
  await page.locator('[data-product-id="101"] a').click();
  await detailShown(page, '安心家庭综合保障计划');
  await checkScreen(page, 'detail-app-font');
  // The visitor's own choice wins: switched off, it stays off while the app's font stays large.
  await page.goto('/');
  await catalogueShown(page);
  await page.getByRole('switch', { name: '长辈模式' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-elder');
  await page.reload();
  await catalogueShown(page);
  await expect(page.getByRole('region', { name: '精选活动' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-elder');
});

test('elder mode on a 320 px screen (a 640 px phone at 200%): the purchase finished, insured form to 投保成功', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.addInitScript(() => localStorage.setItem('elder_mode', 'on'));

  // The trial, priced, readable to its last line above its bar.
  await page.goto(`/ProductNew/trail?id=${MEDICAL.id}`);
  await pickBirthYear(page, THIS_YEAR - 35);
  await shownQuote(page);
  await checkScreen(page, 'trial-320');

  // Signed in, 105's trial choices kept, the insured form filled for 本人.
  const { buyer } = await insuredFilled(page);
  await checkScreen(page, 'insured');

  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect
    .poll(() => addressOf(page))
    .toBe(`/ProductNew/healthStatement.html?id=${MEDICAL.id}`);
  await checkScreen(page, 'health');
  await answerHealth(page);
  await page.getByRole('button', { name: '提交健康告知' }).click();

  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/ProductDetail.html?id=${MEDICAL.id}`);
  await expect(page.getByRole('region', { name: '投保人' })).toContainText(buyer.name);
  await checkScreen(page, 'confirm');
  await readDocumentsAndConsent(page);
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/ProductNew\/Pay\.html\?orderId=/);
  const orderId = orderIdOf(page);
  await expect(page.getByRole('button', { name: '确认支付', exact: true })).toBeVisible();
  await checkScreen(page, 'pay');
  await page.getByRole('button', { name: '确认支付', exact: true }).click();
  await payAtProvider(page, 'paid');
  // 支付成功 stands only until the success screen comes: on a busy machine the screen can be there
  // before the test looks (CI run #10 on a loaded machine).
  await expect(
    payResult(page, '支付成功').or(page.getByRole('heading', { level: 1, name: '投保成功' })),
  ).toBeVisible();
  await expect
    .poll(() => addressOf(page))
    .toBe(
      `/ProductNew/InsuranceSuccess/${inWechat() ? 'wechat' : 'unwechat'}.html?orderId=${orderId}`,
    );
  await expect(page.getByRole('heading', { level: 1, name: '投保成功' })).toBeVisible();
  await expect(page.getByTestId('policy-no')).toHaveText(/^\d{8,}$/);
  await checkScreen(page, 'success');
});
