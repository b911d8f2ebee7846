import type { Locator, Page } from '@playwright/test';
import {
  addressOf,
  answerHealth,
  birthDateYearsAgo,
  buyerBornOn,
  dismissEntryNotice,
  expect,
  fillSelfInsured,
  freshPhone,
  quoteArea,
  readDocumentsAndConsent,
  sandboxControlling,
  seedTrialDraft,
  shownQuote,
  signIn,
  test,
} from './support';

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

test('a five-sum plan paid by the month: the insured form, the confirmation and Pay tell each sum and the year of months', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await signIn(page, freshPhone());
  const birth = birthDateYearsAgo(35, '03-08');
  await seedTrialDraft(page, 101, { planId: 10101, payFrequency: 'monthly', birthDate: birth });
  await page.goto('/ProductNew/Insured?id=101');
  await dismissEntryNotice(page);
  const sums =
    '意外身故及伤残 20万 · 意外医疗 2万 · 一般医疗 200万 · 重大疾病医疗 200万 · 重大疾病保险金 10万';
  await expect(page.getByTestId('insured-sums')).toHaveText(sums);
  await fillSelfInsured(page, buyerBornOn(birth));
  await expect(page.getByTestId('insured-bar-premium')).toContainText('/月');
  await shoot(page, 'insured-sums', page.getByTestId('insured-sums'));
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect.poll(() => addressOf(page)).toMatch(/^\/ProductNew\/healthStatement/);
  await answerHealth(page);
  await page.getByRole('button', { name: '提交健康告知' }).click();
  await expect.poll(() => addressOf(page)).toMatch(/^\/ProductNew\/ProductDetail/);

  const plan = page.getByRole('region', { name: '投保方案' });
  await expect(plan.getByTestId('confirm-sums').getByRole('listitem')).toHaveText(
    sums.split(' · '),
  );
  await expect(plan).not.toContainText('10万保额');
  const terms = plan.getByTestId('monthly-terms');
  await expect(terms).toContainText('首月支付，次月起每月自动扣款');
  const monthly = Number(
    /¥(\d+\.\d{2})\/月/.exec((await plan.innerText()).replace(/\s+/g, ''))![1],
  );
  const year = ((Math.round(monthly * 100) * 12) / 100).toFixed(2);
  await expect(terms).toContainText(`每年12期，合计¥${year}/年`);
  await shoot(page, 'confirm-monthly', terms);
  await readDocumentsAndConsent(page);
  await page.getByRole('button', { name: /^(提交订单|提交中…)$/ }).click();

  await expect(page).toHaveURL(/\/ProductNew\/Pay\.html\?orderId=/);
  await expect(page.getByRole('main')).toContainText(`¥${monthly.toFixed(2)}/月`);
  await expect(page.getByTestId('monthly-terms')).toHaveText(
    `每年12期，合计¥${year}/年首月支付，次月起每月自动扣款`,
  );
  await shoot(page, 'pay-monthly');
});
