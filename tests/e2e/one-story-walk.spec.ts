import type { Locator, Page } from '@playwright/test';
import { birthDateYearsAgo, expect, quoteArea, seedTrialDraft, shownQuote, test } from './support';

/**
 * What a first-time visitor met on the demo build (issue 22's fresh-eyes walk), held in the
 * browser: 月交 says its year and how it is collected; a plan with a sum for each liability is not
 * one 保额; the service's consent sentence opens its agreement. Screenshots under
 * test-results/one-story-walk/.
 */

/** What the visitor sees with `focus` scrolled into view (the bars fixed at the bottom as they are). */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  await focus?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({
    path: `test-results/one-story-walk/${test.info().project.name}-${name}.png`,
  });
}

async function targetAtLeast(target: Locator, width: number, height: number): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box?.width, 'the target\u2019s width').toBeGreaterThanOrEqual(width);
  expect(box?.height, 'the target\u2019s height').toBeGreaterThanOrEqual(height);
}

test('月交 on the trial: the month, the year\u2019s twelve payments to the fen, how the rest are collected', async ({
  page,
}) => {
  // 小病无忧门急诊险, sold by the month.
  await seedTrialDraft(page, 107, { birthDate: birthDateYearsAgo(30), payFrequency: 'monthly' });
  await page.goto('/Product/trail?id=107');
  const quote = await shownQuote(page);
  expect(quote.unit).toBe('/月');
  const monthly = Number(quote.premium.slice(1));
  const year = ((Math.round(monthly * 100) * 12) / 100).toFixed(2);
  await expect(quoteArea(page).getByTestId('monthly-terms')).toHaveText(
    `每年12期，合计¥${year}/年首月支付，次月起每月自动扣款`,
  );
  await shoot(page, 'trial-monthly', quoteArea(page).getByTestId('monthly-terms'));
});

test('a plan with five sums: the trial offers no single 保额, its table states each sum', async ({
  page,
}) => {
  await seedTrialDraft(page, 101, { birthDate: birthDateYearsAgo(35) });
  await page.goto('/ProductNew/trail?id=101');
  await shownQuote(page);
  await expect(page.getByRole('group', { name: '保额', exact: true })).toHaveCount(0);
  const table = page.getByRole('table', { name: '基础版保障方案' });
  for (const [item, sum] of [
    ['意外身故及伤残', '20万'],
    ['意外医疗', '2万'],
    ['一般医疗', '200万'],
    ['重大疾病医疗', '200万'],
    ['重大疾病保险金', '10万'],
  ]) {
    await expect(table.getByRole('row', { name: new RegExp(`^${item}.*${sum}$`) })).toBeVisible();
  }
  await shoot(page, 'trial-sums', table);
});

test('the service\u2019s consent sentence: 《家庭保险方案定制服务协议》 opens the agreement, a 24px target, the box left as it was', async ({
  page,
}) => {
  await page.goto('/Active/CustomizedV2/family2026');
  const box = page.getByRole('checkbox', {
    name: /^我已阅读并同意\s?《家庭保险方案定制服务协议》$/,
  });
  await expect(box).toBeVisible();
  const title = page.getByRole('button', { name: '《家庭保险方案定制服务协议》', exact: true });
  await title.scrollIntoViewIfNeeded();
  await targetAtLeast(title, 24, 24);
  await shoot(page, 'service-consent', title);
  await title.click();
  const overlay = page.getByRole('dialog', { name: '家庭保险方案定制服务协议' });
  await expect(overlay).toBeVisible();
  await expect(box).not.toBeChecked();
  await overlay.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(overlay).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /^《家庭保险方案定制服务协议》\s*已阅读$/ }),
  ).toBeVisible();
  await box.check();
  await expect(box).toBeChecked();
});
