import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  agreeToService,
  agreeToInfoUse,
  addressOf,
  expect as baseExpect,
  freshPhone,
  inWechat,
  loginByPhone,
  loginByWechat,
  payAtProvider,
  sandboxControlling,
  test,
} from './support';

/**
 * The customisation service's history (issue 23), walked in both profiles: iphone-wechat signs in
 * through the messaging-app authorisation and pays on the in-page sheet, android-chrome signs in by
 * phone and pays at the H5 cashier. One step is one entry; Back never lands on a consent page, a
 * cashier, a spent form or a second copy of the landing; what the visitor asked for before signing
 * in goes on by itself; after the submit, Back from the result is the landing.
 */

// Each screen waits for the sandbox's reply; a shared 2-core machine can take longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const ID = 'family2026';
const LANDING = `/Active/CustomizedV2/${ID}.html?channel=wx-group`;
const FORM = `/Active/MadeSpecial/${ID}/Form`;

const length = (page: Page) => page.evaluate(() => history.length);
const noDialog = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0);
const dock = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: '下一步', exact: true });
const choose = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join(
      'test-results',
      'screens',
      'history-service',
      `${test.info().project.name}-${name}.png`,
    ),
  });
}

/** The landing as the visitor sees it, with `action` on its button and no sheet over it. */
async function onLanding(page: Page, action: string): Promise<void> {
  await expect.poll(() => addressOf(page)).toBe(LANDING);
  await heading(page, '家庭保险方案定制服务');
  await expect(dock(page, action)).toBeVisible();
  await noDialog(page);
}

/**
 * From a page before the service to its landing, signed out, then 登录后开始定制 and sign-in:
 * back on the landing with 确认手机号 open by itself. Returns the history length on the landing
 * before signing in (the landing is its last entry) and the phone of the new account.
 */
async function signInFromLanding(page: Page): Promise<{ start: number; phone: string }> {
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await page.goto(LANDING);
  await onLanding(page, '登录后开始定制');
  const start = await length(page);

  // The agreement read full screen (an entry pushed and popped: the next push drops it), agreed.
  await agreeToService(page);
  await dock(page, '登录后开始定制').click();
  const phone = freshPhone();
  if (inWechat()) await loginByWechat(page);
  else await loginByPhone(page, phone);

  // Tapped once: the sheet opens by itself, over the landing the visitor left from.
  await expect.poll(() => addressOf(page)).toBe(LANDING);
  const sheet = page.getByRole('dialog', { name: '确认手机号' });
  await expect(sheet).toBeVisible();
  // The landing and the sheet: no consent page, no landing from before signing in.
  expect(await length(page)).toBe(start + 1);
  return { start, phone };
}

/** Confirms 确认手机号 (typing the phone where the account has none), which starts the payment. */
async function confirmPhone(page: Page, phone: string): Promise<void> {
  const sheet = page.getByRole('dialog', { name: '确认手机号' });
  const field = sheet.getByRole('textbox', { name: '请输入手机号' });
  if (inWechat()) await field.fill(phone);
  else await expect(field).toHaveValue(phone);
  await sheet.getByRole('button', { name: '确认并支付 ¥99.00' }).click();
}

const paidResult = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();

test('sign in, 立即定制 once, pay, the questionnaire, the result: Back at each step shows the step before, never a spent one', async ({
  page,
}) => {
  const { start, phone } = await signInFromLanding(page);
  await shoot(page, 'sheet-after-sign-in');

  // Back closes the sheet: the landing, once; the page before the service is next.
  await page.goBack();
  await onLanding(page, '立即定制');
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
  await page.goForward();
  await onLanding(page, '立即定制');
  expect(await length(page)).toBe(start + 1);

  await dock(page, '立即定制').click();
  await confirmPhone(page, phone);
  await payAtProvider(page, 'paid');
  await expect(page).toHaveURL(/\/Active\/CustomizedV2\/family2026\/Payback\.html\?orderId=/);
  await paidResult(page);
  // The landing and the result: the sheet's entry gave way to it, and no cashier is behind it.
  expect(await length(page)).toBe(start + 1);
  await shoot(page, 'payback');

  // Back from the result is the landing (now 填写家庭情况), then the page before the service.
  await page.goBack();
  await onLanding(page, '填写家庭情况');
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
  await page.goForward();
  await onLanding(page, '填写家庭情况');
  await page.goForward();
  await paidResult(page);

  // Payback gives its place to the questionnaire's consent.
  await page.getByRole('link', { name: '开始填写' }).click();
  await heading(page, '家庭保障规划');
  expect(await length(page)).toBe(start + 1);
  await page.goBack();
  await onLanding(page, '填写家庭情况');
  await page.goForward();
  await heading(page, '家庭保障规划');
  await agreeToInfoUse(page);
  await page.getByRole('button', { name: '开始填写' }).click();

  // One entry a step. The phone typed on the landing's sheet is the contact step's.
  await heading(page, '您的联系方式');
  expect(await length(page)).toBe(start + 2);
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(phone);
  await page.getByPlaceholder('如：张先生').fill('张先生');
  await next(page).click();
  await heading(page, '您的性别');
  await choose(page, '男士');
  await next(page).click();
  await heading(page, '您的家庭情况');
  await choose(page, '单身');
  await next(page).click();
  await heading(page, '家庭成员的出生日期');
  expect(await length(page)).toBe(start + 5);

  // Back walks the steps, each as it was answered, then forward again.
  await page.goBack();
  await heading(page, '您的家庭情况');
  await expect(page.getByRole('radio', { name: '单身' })).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await heading(page, '您的性别');
  await expect(page.getByRole('radio', { name: '男士' })).toHaveAttribute('aria-checked', 'true');
  await page.goForward();
  await page.goForward();
  await heading(page, '家庭成员的出生日期');

  await page.getByLabel('本人', { exact: true }).fill('1988-03-15');
  await next(page).click();
  await heading(page, '您的家庭年收入');
  await choose(page, '30-50万');
  await next(page).click();
  await heading(page, '您是否有社保');
  await choose(page, '有');
  await next(page).click();
  await heading(page, '您所在的城市');
  await page.getByLabel('省份').selectOption({ label: '浙江省' });
  await page.getByLabel('城市').selectOption({ label: '杭州市' });
  await next(page).click();
  await heading(page, '预约沟通时间');
  expect(await length(page)).toBe(start + 9);
  await page
    .getByRole('radio', { name: /^\d{2}:\d{2}-\d{2}:\d{2}$/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await page.getByRole('button', { name: '提交并预约' }).click();

  // The result after the landing: the spent steps are neither behind nor ahead of it.
  await expect.poll(() => addressOf(page)).toBe(`${FORM}/result.html?channel=wx-group`);
  await heading(page, '您的专属规划师会如约而至');
  expect(await length(page)).toBe(start + 1);
  await shoot(page, 'result');

  // One Back: the landing (查看我的规划); the next leaves the service.
  await page.goBack();
  await onLanding(page, '查看我的规划');
  await shoot(page, 'landing-after-result');
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
  await page.goForward();
  await onLanding(page, '查看我的规划');
  await page.goForward();
  await heading(page, '您的专属规划师会如约而至');
  expect(await length(page)).toBe(start + 1);
});

test('Back at the provider keeps the landing once; a failed payment retried is confirmed by the server in place', async ({
  page,
}) => {
  const { start, phone } = await signInFromLanding(page);
  await confirmPhone(page, phone);

  if (inWechat()) {
    // Back while the pay sheet is up: it closes, and the landing is there once, with the order
    // made (去支付).
    await expect(page.getByRole('dialog', { name: '微信支付' })).toBeVisible();
    await page.goBack();
    await onLanding(page, '去支付');
    expect(await length(page)).toBe(start + 1);
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
    await page.goForward();
    await onLanding(page, '去支付');
  } else {
    // Back at the cashier: the result so far (not confirmed), then the landing.
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/sandbox/cashier'));
    await page.goBack();
    await expect(page).toHaveURL(/\/Payback\.html\?orderId=/);
    await expect(page.getByRole('status').filter({ hasText: '支付结果确认中' })).toBeVisible();
    await page.goBack();
    await onLanding(page, '去支付');
  }

  // 去支付, and the payment fails: Payback says so, over the landing.
  await dock(page, '去支付').click();
  await payAtProvider(page, 'failed');
  await expect(page).toHaveURL(/\/Payback\.html\?orderId=/);
  const retry = page.getByRole('button', { name: '重新支付' });
  await expect(retry).toBeEnabled();
  await expect(page.getByText('支付未完成')).toBeVisible();
  expect(await length(page)).toBe(start + 1);
  await shoot(page, 'payback-failed');

  // 重新支付, and this time it is paid: the server's word, shown without a reload (in the
  // messaging app the page stays the same document throughout).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await retry.click();
  await payAtProvider(page, 'paid');
  await paidResult(page);
  if (inWechat()) {
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  }
  expect(await length(page)).toBe(start + 1);
  await shoot(page, 'payback-retried');

  // Back: the landing, never a cashier.
  await page.goBack();
  await onLanding(page, '填写家庭情况');
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
});
