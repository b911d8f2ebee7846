import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import {
  addressOf,
  DEMO_PHONE,
  expect as baseExpect,
  inWechat,
  loginByPhone,
  loginByWechat,
  sandboxOrders,
  SECOND_PHONE,
  signIn,
  test,
} from './support';

/**
 * Whose data is it (issue 24): a plan, an order, its payment result and a policy are addressed by
 * an id in the link, and only their own account may read them. The demo account (13800138000)
 * owns plan P7K3QX2M, its orders and its policies; the second seeded account (13600136000) owns
 * plan P9D4RT6W and nothing else. Signed in as the second account, every one of the demo
 * account's links is refused in place, with the way to the visitor's own records and home, and
 * none of the record's data on the page, in the title or in what the sandbox answered. Screens
 * are saved, full page, in both profiles, under test-results/screens/owner-only/.
 */

// Every step is a full page load, a first screen of its own (the plan's ceiling, as proposal.spec.ts).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREENS = fileURLToPath(new URL('../../test-results/screens/owner-only/', import.meta.url));
const PLAN = 'P7K3QX2M';
/** Words only the demo family's plan holds: its addressee, its advisor, its summary. */
const PLAN_SECRETS = ['张先生', '李明远', '房贷'];

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `${SCREENS}${name}-${test.info().project.name}.png`,
    fullPage: true,
    scale: 'css',
  });
}

/** Every answer of the sandbox's record calls, as text, while the test runs. */
function recordAnswers(page: Page): Promise<string>[] {
  const answers: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (/^\/rest\/api\/(proposal|policy|third_product\/(order|payment_info))\//.test(pathname)) {
      answers.push(response.text().catch(() => ''));
    }
  });
  return answers;
}

/** The refusal in place: its heading and words, the way on, and none of `secrets` anywhere shown. */
async function refused(
  page: Page,
  title: string,
  own: string,
  secrets: readonly string[],
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('不属于当前登录的账号');
  const way = page.getByRole('navigation', { name: '接下来去哪儿' });
  await expect(way.getByRole('link', { name: own })).toBeVisible();
  await expect(way.getByRole('link', { name: '返回首页' })).toBeVisible();
  // No toast: the refusal is said once, in place.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  const text = (await page.locator('body').textContent()) ?? '';
  const title_ = await page.title();
  for (const secret of secrets) {
    expect(text, `the page shows ${secret}`).not.toContain(secret);
    expect(title_, `the title shows ${secret}`).not.toContain(secret);
  }
}

/** The demo account's records to ask for: a paid order (its policy) and what only they hold. */
async function demoRecords(page: Page) {
  const orders = await sandboxOrders(page, DEMO_PHONE);
  const order = orders.find((o) => o.status === 'paid' && o.policyNo !== null)!;
  const policies = await page.evaluate(
    (phone) => window.__sandbox!.listPolicies(phone),
    DEMO_PHONE,
  );
  const policy = policies.find((p) => p.policyNo === order.policyNo)!;
  const detail = (
    await page.evaluate((phone) => window.__sandbox!.listOrders(phone), DEMO_PHONE)
  ).find((o) => o.orderId === order.orderId)!;
  return {
    orderId: order.orderId,
    policyNo: policy.policyNo,
    // The masked name is what a screen would show; the product and plan name the purchase.
    orderSecrets: [detail.insuredName, detail.planName].filter(Boolean),
    policySecrets: [policy.productName, policy.insuredName, policy.planName].filter(Boolean),
  };
}

test.describe('records are their own account\u2019s (issue 24)', () => {
  test.describe('the second account opens the demo account\u2019s links', () => {
    let demo: Awaited<ReturnType<typeof demoRecords>>;
    let answers: Promise<string>[];

    test.beforeEach(async ({ page }) => {
      answers = recordAnswers(page);
      await page.goto('/doc/privacy');
      demo = await demoRecords(page);
      await signIn(page, SECOND_PHONE);
    });

    /** What the sandbox answered this account held nothing of the record either. */
    async function nothingAnswered(secrets: readonly string[]): Promise<void> {
      const texts = await Promise.all(answers);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(JSON.parse(text)).toMatchObject({ code: 4004, payload: null });
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    }

    test('the plan and its preview: 无法查看该计划书, no share card', async ({ page }) => {
      await page.goto(`/Proposal?id=${PLAN}`);
      await refused(page, '无法查看该计划书', '查看我的订单', PLAN_SECRETS);
      await shoot(page, 'plan');
      await page.goto(`/Proposal/Preview?id=${PLAN}`);
      await refused(page, '无法查看该计划书', '查看我的订单', PLAN_SECRETS);
      await expect(page.getByTestId('share-card')).toHaveCount(0);
      await nothingAnswered(PLAN_SECRETS);
    });

    test('an order read only: 无法查看该订单, and the way to my orders is the visitor\u2019s own', async ({
      page,
    }) => {
      await page.goto(`/ProductNew/ProductDetail?orderId=${demo.orderId}`);
      await refused(page, '无法查看该订单', '查看我的订单', demo.orderSecrets);
      await shoot(page, 'order');
      await nothingAnswered(demo.orderSecrets);
      await page.getByRole('link', { name: '查看我的订单' }).click();
      await expect.poll(() => addressOf(page)).toBe('/mine/orders.html');
      await expect(page.getByText('暂无订单')).toBeVisible();
    });

    test('its payment result: 无法查看该支付结果, nothing to wait for or ask again', async ({
      page,
    }) => {
      await page.goto(`/ProductNew/Pay/Payback?orderId=${demo.orderId}`);
      await refused(page, '无法查看该支付结果', '查看我的订单', demo.orderSecrets);
      await expect(page.getByRole('button', { name: '刷新支付结果' })).toHaveCount(0);
      await shoot(page, 'payment-result');
      await nothingAnswered(demo.orderSecrets);
    });

    test('a policy and its electronic policy: 无法查看该保单', async ({ page }) => {
      await page.goto(`/Policy/policyDetail?policyNo=${demo.policyNo}`);
      await refused(page, '无法查看该保单', '查看我的保单', demo.policySecrets);
      await shoot(page, 'policy');
      await page.goto(`/Policy/policyDetail?policyNo=${demo.policyNo}&doc=epolicy`);
      await refused(page, '无法查看该保单', '查看我的保单', demo.policySecrets);
      await nothingAnswered(demo.policySecrets);
    });
  });
});

test.describe('a plan\u2019s link and its family (issue 24)', () => {
  test('a plan\u2019s link opened signed out: sign in, and another account is refused; each family reads its own plan', async ({
    page,
  }) => {
    await page.goto(`/Proposal?id=${PLAN}`);
    await expect(page.getByRole('heading', { level: 1, name: '登录后查看计划书' })).toBeVisible();
    for (const secret of PLAN_SECRETS) await expect(page.locator('body')).not.toContainText(secret);
    await shoot(page, 'plan-signed-out');
    await page.getByRole('link', { name: '去登录' }).click();
    // Inside the messaging app its own authorisation (an account with no phone), elsewhere the
    // phone and its SMS code: either way another account than the plan's family.
    if (inWechat()) await loginByWechat(page);
    else await loginByPhone(page, SECOND_PHONE);
    await expect.poll(() => addressOf(page)).toBe(`/Proposal.html?id=${PLAN}`);
    await refused(page, '无法查看该计划书', '查看我的订单', PLAN_SECRETS);

    await signIn(page, SECOND_PHONE);
    await page.goto('/Proposal?id=P9D4RT6W');
    await expect(
      page.getByRole('heading', { level: 1, name: '王女士的家庭保障计划书' }),
    ).toBeVisible();

    await signIn(page, DEMO_PHONE);
    await page.goto(`/Proposal?id=${PLAN}`);
    await expect(
      page.getByRole('heading', { level: 1, name: '张先生的家庭保障计划书' }),
    ).toBeVisible();
  });
});
