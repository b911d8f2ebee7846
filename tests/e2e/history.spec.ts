import type { Page, Route } from '@playwright/test';
import {
  addressOf,
  answerHealth,
  applicantFields,
  birthDateYearsAgo,
  buyerBornOn,
  catalogueShown,
  detailShown,
  dismissEntryNotice,
  ENTRY_NOTICE,
  expect,
  fillSelfInsured,
  freshPhone,
  inWechat,
  loginByPhone,
  loginByWechat,
  pickBirthYear,
  readDocumentsAndConsent,
  shownQuote,
  test,
} from './support';

/**
 * The shell's history rules (issue 9), walked end to end in both profiles: one navigation is one
 * history entry; redirects, the `.html` rewrite and the sign-in round trip replace; back from Pay
 * walks the purchase's steps in order, each with what was entered; overlays do not outlive their
 * screen; the entry notice is once per purchase.
 */

const THIS_YEAR = Number(birthDateYearsAgo(0).slice(0, 4));
const length = (page: Page) => page.evaluate(() => history.length);
const noDialog = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0);

test('forward through the purchase one entry a step; back from Pay walks every step with what was entered', async ({
  page,
}) => {
  await page.goto('/');
  await catalogueShown(page);
  const start = await length(page);

  // Home -> product: one entry.
  await page.locator('[data-product-id="101"] a').click();
  await detailShown(page, '安心家庭综合保障计划');
  expect(await length(page)).toBe(start + 1);

  // -> trial (a birth date picked) -> notify.
  await page.getByRole('link', { name: '保费测算', exact: true }).click();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/trail.html?id=101');
  const birthDate = await pickBirthYear(page, THIS_YEAR - 30);
  await shownQuote(page);
  await page.getByRole('button', { name: '立即投保', exact: true }).click();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/notify.html?id=101');
  expect(await length(page)).toBe(start + 3);

  // -> sign in (authorisation in the messaging app, phone elsewhere) -> insured: the sign-in
  // screens replace their entries, so the insured screen is one step after notify.
  await page.getByRole('link', { name: '我已阅读，继续投保' }).click();
  if (inWechat()) await loginByWechat(page);
  else await loginByPhone(page, freshPhone());
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/Insured.html?id=101');
  expect(await length(page)).toBe(start + 4);
  await dismissEntryNotice(page);
  const buyer = buyerBornOn(birthDate);
  await fillSelfInsured(page, buyer);

  // -> health -> confirmation -> pay.
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/healthStatement.html?id=101');
  const questions = await answerHealth(page);
  await page.getByRole('button', { name: '提交健康告知' }).click();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/ProductDetail.html?id=101');
  await readDocumentsAndConsent(page);
  await page.getByRole('button', { name: '提交订单', exact: true }).click();
  await expect(page).toHaveURL(/\/ProductNew\/Pay\.html\?orderId=/);
  await expect(page.getByRole('button', { name: '确认支付', exact: true })).toBeVisible();
  // Two documents read full screen were entries of their own, gone again: Pay is the 8th step.
  expect(await length(page)).toBe(start + 7);

  // Back: the confirmation, with the documents it remembers as read.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/ProductDetail.html?id=101');
  await expect(page.getByRole('heading', { level: 1, name: '投保信息详情' })).toBeVisible();
  await expect(page.getByRole('button', { name: /《投保须知》/ })).toContainText('已阅读');
  await expect(page.getByRole('region', { name: '投保人' })).toContainText(buyer.name);
  await noDialog(page);

  // Back: the health statement, every answer still given.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/healthStatement.html?id=101');
  await expect(page.getByRole('button', { name: '否', exact: true, pressed: true })).toHaveCount(
    questions,
  );
  await noDialog(page);

  // Back: the insured form as it was filled, and no second entry notice.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/Insured.html?id=101');
  const fields = applicantFields(page);
  await expect(fields.name).toHaveValue(buyer.name);
  await expect(fields.idCard).toHaveValue(buyer.idCard);
  await expect(page.getByRole('dialog').filter({ hasText: ENTRY_NOTICE })).toHaveCount(0);

  // Back: where the visitor was before signing in (notify), then the trial with its choices.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/notify.html?id=101');
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/trail.html?id=101');
  await expect(page.getByText(birthDate)).toBeVisible();
  await page.goBack();
  await detailShown(page, '安心家庭综合保障计划');
  await noDialog(page);
  await page.goBack();
  await catalogueShown(page);
});

test('the entry notice left open does not stay over the screen back goes to', async ({ page }) => {
  await page.goto('/');
  await catalogueShown(page);
  await page.locator('[data-product-id="101"] a').click();
  await detailShown(page, '安心家庭综合保障计划');
  await page.getByRole('link', { name: '保费测算', exact: true }).click();
  await pickBirthYear(page, THIS_YEAR - 30);
  await page.getByRole('button', { name: '立即投保', exact: true }).click();
  await page.getByRole('link', { name: '我已阅读，继续投保' }).click();
  if (inWechat()) await loginByWechat(page);
  else await loginByPhone(page, freshPhone());
  await expect(page.getByRole('dialog').filter({ hasText: ENTRY_NOTICE })).toBeVisible();
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/ProductNew/notify.html?id=101');
  await noDialog(page);
});

test('a product that does not exist says so, with the way home', async ({ page }) => {
  await page.goto('/ProductNew.html?id=99999');
  await expect(page.getByText('没有找到这个产品')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await catalogueShown(page);
});

test('a deep link first paints a neutral skeleton, never the home screen', async ({ page }) => {
  // The site's scripts are held back while the first paint is looked at, then let through.
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/**', (route) => (released ? route.continue() : held.push(route)));
  await page.goto('/ProductNew/trail.html?id=101', { waitUntil: 'commit' });
  await expect(page.locator('.boot-page')).toBeVisible();
  await expect(page.locator('.boot-home')).toBeHidden();
  released = true;
  for (const route of held) await route.continue();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
