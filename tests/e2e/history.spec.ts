import type { Page, Route } from '@playwright/test';
import { join } from 'node:path';
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
  MEDICAL,
  orderIdOf,
  payAtProvider,
  payResult,
  pickBirthYear,
  readDocumentsAndConsent,
  sandboxControlling,
  shownQuote,
  submitButton,
  test,
  toConfirmation,
  insuredFilled,
} from './support';

/**
 * The shell's history rules (issue 9), walked end to end in both profiles: one navigation is one
 * history entry; redirects, the `.html` rewrite and the sign-in round trip replace; back from Pay
 * walks the purchase's steps in order, each with what was entered; overlays do not outlive their
 * screen; the entry notice is once per purchase. After the sale (issue 23): Back from 投保成功
 * leaves the finished purchase for where it started, never shows a spent step, never lands on the
 * cashier, and Forward does not reopen the purchase.
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

// ---------------------------------------------------------------------------------------------
// After the sale (issue 23)

/** Headings of the screens of a purchase under way (each step's h1, Payback's status). */
const STEP_HEADINGS = [
  '保费测算',
  '投保须知',
  '填写投保信息',
  '健康告知',
  '投保信息详情',
  '支付成功',
  '支付未完成',
  '支付结果确认中…',
];

/**
 * Every page heading (h1) the tab shows from now on, in order, across page loads: what the
 * visitor saw, however briefly, not only where the page ends up.
 */
async function watchHeadings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__e2eHeading', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eHeading: (text: string) => void }).__e2eHeading;
    let last = '';
    const look = () => {
      const text = document.querySelector('h1')?.textContent?.trim() ?? '';
      if (text && text !== last) report(text);
      last = text;
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return seen;
}

/** A full-page screenshot for review, per profile, under test-results/screens/history/. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join('test-results', 'screens', 'history', `${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

const successShown = (page: Page, orderId: string) =>
  Promise.all([
    expect
      .poll(() => addressOf(page))
      .toBe(
        `/ProductNew/InsuranceSuccess/${inWechat() ? 'wechat' : 'unwechat'}.html?orderId=${orderId}`,
      ),
    expect(page.getByRole('heading', { level: 1, name: '投保成功' })).toBeVisible(),
    expect(page.getByTestId('policy-no')).toHaveText(/^\d{8,}$/),
  ]);

/**
 * Bought from the product's detail, paid at the provider: Back from 投保成功 goes to the detail,
 * then home; Forward does not reopen the purchase; no spent step is shown on the way.
 */
async function boughtFromDetail(page: Page): Promise<void> {
  test.setTimeout(180_000);
  const seen = await watchHeadings(page);
  // The sandbox up first (its first start in a new browser can take a while on a busy machine).
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await page.goto('/Home.html?category=2');
  await catalogueShown(page);
  const start = await length(page);

  // Home -> 105's detail -> trial -> notify -> sign in -> insured -> health -> confirmation ->
  // Pay: one entry a step, as before the sale.
  await page.locator(`[data-product-id="${MEDICAL.id}"] a`).click();
  await detailShown(page, MEDICAL.name);
  const detail = addressOf(page);
  expect(detail).toBe(`/ProductNew.html?id=${MEDICAL.id}`);
  await page.getByRole('link', { name: '保费测算', exact: true }).click();
  const birthDate = await pickBirthYear(page, THIS_YEAR - 30);
  await shownQuote(page);
  await page.getByRole('button', { name: '立即投保', exact: true }).click();
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/notify.html?id=${MEDICAL.id}`);
  await page.getByRole('link', { name: '我已阅读，继续投保' }).click();
  if (inWechat()) await loginByWechat(page);
  else await loginByPhone(page, freshPhone());
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/Insured.html?id=${MEDICAL.id}`);
  expect(await length(page)).toBe(start + 4);
  await dismissEntryNotice(page);
  await fillSelfInsured(page, buyerBornOn(birthDate));
  await toConfirmation(page);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/ProductNew\/Pay\.html\?orderId=/);
  const orderId = orderIdOf(page);
  expect(await length(page)).toBe(start + 7);

  // Pay: in the messaging app the sheet over the payment step, which Payback replaces;
  // elsewhere the H5 cashier, a page of its own, which comes back to a new entry that goes
  // back over it. Then 投保成功, one entry after Payback: the cashier is gone from the history.
  await page.getByRole('button', { name: '确认支付', exact: true }).click();
  await payAtProvider(page, 'paid');
  await expect(payResult(page, '支付成功')).toBeVisible();
  await successShown(page, orderId);
  expect(await length(page)).toBe(start + 9);
  // The watch sees what is shown (so that what it has not seen below was not shown).
  expect(seen).toEqual(expect.arrayContaining(['填写投保信息', '支付成功', '投保成功']));
  await shoot(page, 'after-sale-success');

  // The result stays what it is: a reload shows it again.
  await page.reload();
  await successShown(page, orderId);
  expect(await length(page)).toBe(start + 9);

  // A screen opened from the result comes back to it.
  if (inWechat()) {
    await page.getByRole('link', { name: '关注公众号' }).click();
    await expect.poll(() => addressOf(page)).toBe(`/FollowOfficial/${orderId}.html`);
  } else {
    await page.getByRole('link', { name: '我的订单', exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=paid');
  }
  expect(await length(page)).toBe(start + 10);
  await page.goBack();
  await successShown(page, orderId);

  // Back from the result: the product's detail the purchase started from, in one press, with
  // no step of the purchase shown on the way (no empty form, no Pay, no Payback, no cashier).
  let from = seen.length;
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe(detail);
  await detailShown(page, MEDICAL.name);
  await shoot(page, 'after-sale-back');
  expect(seen.slice(from).filter((heading) => STEP_HEADINGS.includes(heading))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: '填写投保信息' })).toHaveCount(0);
  expect(await length(page)).toBe(start + 10);

  // Back again: home, as before the purchase.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/Home.html?category=2');
  await catalogueShown(page);

  // Forward: the detail; Forward again would be the purchase's first step, spent: it stays on
  // the detail.
  from = seen.length;
  await page.goForward();
  await expect.poll(() => addressOf(page)).toBe(detail);
  await detailShown(page, MEDICAL.name);
  await page.goForward();
  await expect.poll(() => addressOf(page)).toBe(detail);
  await detailShown(page, MEDICAL.name);
  expect(seen.slice(from).filter((heading) => STEP_HEADINGS.includes(heading))).toEqual([]);
  // Nothing was added or lost on the way: the same history, walked.
  expect(await length(page)).toBe(start + 10);
  await shoot(page, 'after-sale-forward');

  // A new purchase from the detail starts afresh: the trial, then notify, one entry each.
  await page.getByRole('link', { name: '保费测算', exact: true }).click();
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/trail.html?id=${MEDICAL.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '保费测算' })).toBeVisible();
  expect(await length(page)).toBe(start + 2);
  await page.goBack();
  await detailShown(page, MEDICAL.name);
}

/**
 * Begun on a link opened afresh (the insured form), paid with 失败, then 重新支付 and paid: the
 * server's 投保成功 without a reload; Back from it goes home, past every step and the cashier.
 */
async function failedThenRetried(page: Page): Promise<void> {
  test.setTimeout(180_000);
  const seen = await watchHeadings(page);
  await insuredFilled(page);
  const start = await length(page);
  await toConfirmation(page);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/ProductNew\/Pay\.html\?orderId=/);
  const orderId = orderIdOf(page);
  const payback = `/ProductNew/Pay/Payback.html?orderId=${orderId}`;
  expect(await length(page)).toBe(start + 3);

  // 失败 at the provider (the sheet in the messaging app, the cashier elsewhere): 支付未完成, in
  // the payment step's place. The cashier and the page it came back to are ahead of it, not
  // behind: Back goes to Pay, Forward comes back to the result.
  await page.getByRole('button', { name: '确认支付', exact: true }).click();
  await payAtProvider(page, 'failed');
  await expect.poll(() => addressOf(page)).toBe(payback);
  await expect(payResult(page, '支付未完成')).toBeVisible();
  await shoot(page, 'retry-failed');
  expect(await length(page)).toBe(start + (inWechat() ? 4 : 6));
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/Pay.html?orderId=${orderId}`);
  await expect(page.getByRole('button', { name: '确认支付', exact: true })).toBeVisible();
  await page.goForward();
  await expect.poll(() => addressOf(page)).toBe(payback);
  await expect(payResult(page, '支付未完成')).toBeVisible();

  // 重新支付: Pay again (the outside pages dropped), 确认支付, paid: the server's 支付成功 and
  // 投保成功, on this page as it is, no reload.
  await page.getByRole('link', { name: '重新支付' }).click();
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/Pay.html?orderId=${orderId}`);
  expect(await length(page)).toBe(start + 5);
  await page.getByRole('button', { name: '确认支付', exact: true }).click();
  await payAtProvider(page, 'paid');
  await expect(payResult(page, '支付成功')).toBeVisible();
  await successShown(page, orderId);
  await shoot(page, 'retry-success');
  expect(await length(page)).toBe(start + 7);

  // Back: out of the finished purchase in one press (it began on a link opened afresh, the
  // insured form: home, in the place of that first step), with none of its steps, results or
  // the cashier on the way.
  const from = seen.length;
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/Home.html');
  await catalogueShown(page);
  expect(seen.slice(from).filter((heading) => STEP_HEADINGS.includes(heading))).toEqual([]);
  expect(await length(page)).toBe(start + 7);
  // Before it, the page the visitor was on before the link.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
}

/**
 * Playwright starts Chromium without its back-forward cache; a phone's browser keeps pages in it.
 * The purchases through the provider run both ways: the page the provider's return goes back to
 * is loaded again, or shown as the browser kept it (the demo's sandbox then loads it afresh,
 * mocks/browser.ts).
 * keptTest: the same browser with that cache, in workers of its own.
 */
const keptTest = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

for (const [walk, kept] of [
  [test, false],
  [keptTest, true],
] as const) {
  walk.describe(
    `after the sale, ${kept ? 'pages kept by the browser' : 'pages loaded again'}`,
    () => {
      walk(
        'bought from its detail: Back from 投保成功 goes to the detail, then home; Forward does not reopen the purchase; no spent step is shown',
        ({ page }) => boughtFromDetail(page),
      );
      walk(
        'a payment that failed, retried: 投保成功 without a reload; Back from it goes home, past every step and the cashier',
        ({ page }) => failedThenRetried(page),
      );
    },
  );
}
