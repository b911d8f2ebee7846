import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  addressOf,
  agreeToMembership,
  agreeToService,
  catalogueShown,
  consent,
  CONSENT_PAGE,
  DEMO_PHONE,
  expect,
  freshPhone,
  inWechat,
  loginByPhone,
  loginByWechat,
  recordNavigations,
  sandboxControlling,
  scrollToLeadForm,
  signIn,
  tab,
  test,
} from './support';

/**
 * Back and forward after the sale and around it (issue 23), in both profiles, counting history
 * entries as history-pages.spec.ts does: my orders and an order; the membership's screens; the
 * policy list and a policy opened far down it; the bind screen; the plan, its sections and its
 * preview (with the share's dialog); a campaign landing's lead form, sent; the customisation
 * service's sign-in. Back walks the steps the visitor took, keeps the list's tab and place, closes
 * a dialog before it leaves a screen, and lands on no consent page, no spent form and no second
 * copy of a screen.
 */

/**
 * Where in the tab's history the visitor is (the Navigation API's index of the entry shown): a
 * push raises it by one, Back lowers it, a replace leaves it.
 */
const position = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { navigation: { currentEntry: { index: number } } }).navigation
        .currentEntry.index,
  );
/** How many entries are ahead of the one shown (what Forward would walk). */
const ahead = (page: Page) =>
  page.evaluate(() => {
    const { navigation } = globalThis as unknown as {
      navigation: { currentEntry: { index: number }; entries(): unknown[] };
    };
    return navigation.entries().length - 1 - navigation.currentEntry.index;
  });
const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const noDialog = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0);
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join('test-results', 'screens', 'history', test.info().project.name, `${name}.png`),
  });
}

/** Scrolls until the element is in the middle of the screen, and returns the page's position. */
async function scrolledTo(page: Page, target: Locator): Promise<number> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(target).toBeInViewport();
  await expect.poll(() => scrollOf(page)).toBeGreaterThan(300);
  return scrollOf(page);
}

/** Back to a page whose place is kept: the position it was left at, within a pixel or two. */
async function placeKept(page: Page, at: number): Promise<void> {
  await expect.poll(async () => Math.abs((await scrollOf(page)) - at)).toBeLessThanOrEqual(2);
}

/** The demo account signed in on a neutral page, which is where Back ends. */
async function demoSignedIn(page: Page): Promise<void> {
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await signIn(page, DEMO_PHONE);
}

test.describe('my orders', () => {
  const orderCards = (page: Page) => page.getByTestId('order-card');

  test('an order opened far down a tab, then Back: the same tab at the same place, one entry a step', async ({
    page,
  }) => {
    await demoSignedIn(page);
    await page.goto('/Members/login');
    await expect(page.getByRole('region', { name: '会员卡' })).toBeVisible();
    const start = await position(page);

    await page.getByRole('link', { name: '我的订单', exact: true }).click();
    await expect(heading(page, '我的订单')).toBeVisible();
    expect(addressOf(page)).toBe('/mine/orders.html');
    expect(await position(page)).toBe(start + 1);

    // A tab is the same screen: its address changes, no entry is added.
    await tab(page, '已取消').click();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=cancelled');
    await expect(orderCards(page).first()).toBeVisible();
    expect(await position(page)).toBe(start + 1);

    // The last cancelled order, far down: 查看订单, one entry on.
    const last = orderCards(page).last();
    const at = await scrolledTo(page, last);
    const orderId = (
      await last
        .getByText(/^[A-Z]{2}\d+$/)
        .first()
        .innerText()
    ).trim();
    await last.getByRole('link', { name: '查看订单', exact: true }).click();
    await expect.poll(() => addressOf(page)).toContain(`orderId=${orderId}`);
    await expect(page.getByText(orderId).first()).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    await shoot(page, 'order-opened');

    // Back: the same tab, the same place, the same card in sight.
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=cancelled');
    await expect(tab(page, '已取消')).toHaveAttribute('aria-selected', 'true');
    await placeKept(page, at);
    await expect(last).toBeInViewport();
    expect(await position(page)).toBe(start + 1);
    await shoot(page, 'orders-back');

    // A paid order's policy, and Back: the 已支付 tab as it was.
    await tab(page, '已支付').click();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=paid');
    const paid = orderCards(page)
      .filter({ has: page.getByRole('link', { name: '查看保单', exact: true }) })
      .last();
    const paidAt = await scrolledTo(page, paid);
    await paid.getByRole('link', { name: '查看保单', exact: true }).click();
    await expect.poll(() => addressOf(page)).toMatch(/^\/Policy\/policyDetail\.html\?policyNo=/);
    expect(await position(page)).toBe(start + 2);
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=paid');
    await expect(tab(page, '已支付')).toHaveAttribute('aria-selected', 'true');
    await placeKept(page, paidAt);

    // Back again: the member centre the list was opened from; Forward: the list, same tab.
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/Members/login.html');
    await expect(page.getByRole('region', { name: '会员卡' })).toBeVisible();
    expect(await position(page)).toBe(start);
    await page.goForward();
    await expect.poll(() => addressOf(page)).toBe('/mine/orders.html?status=paid');
    await expect(tab(page, '已支付')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('membership', () => {
  test('开通 by registering: Back from each screen is the one before; after the register, never the spent form', async ({
    page,
  }) => {
    const visited = recordNavigations(page);
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);

    await page.goto('/Members');
    await expect(heading(page, '免费开通会员')).toBeVisible();
    expect(await position(page)).toBe(start + 1);
    await page.getByRole('link', { name: '手机号注册', exact: true }).click();
    await expect(heading(page, /注册/)).toBeVisible();
    expect(addressOf(page)).toBe('/Members/register.html');
    expect(await position(page)).toBe(start + 2);

    // Back: the activation screen; Forward: the register form again, as it was.
    await page.goBack();
    await expect(heading(page, '免费开通会员')).toBeVisible();
    expect(addressOf(page)).toBe('/Members.html');
    await page.goForward();
    await expect.poll(() => addressOf(page)).toBe('/Members/register.html');

    // Registered: the member centre takes the form's entry.
    await agreeToMembership(page, { register: true });
    await loginByPhone(page, freshPhone(), { submit: '注册并开通会员', agree: false });
    await expect(page.getByRole('region', { name: '会员卡' })).toBeVisible();
    expect(addressOf(page)).toBe('/Members/login.html');
    expect(await position(page)).toBe(start + 2);
    await shoot(page, 'members-registered');
    // The documents read on the form left the last one's closed entry ahead (a page cannot drop
    // it); Forward onto it steps back over it, never to the spent form nor to the document.
    expect(await ahead(page)).toBe(1);
    await page.goForward();
    await expect.poll(() => position(page)).toBe(start + 2);
    expect(addressOf(page)).toBe('/Members/login.html');
    await expect(page.getByRole('region', { name: '会员卡' })).toBeVisible();
    await expect(page.getByRole('button', { name: '注册并开通会员' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '隐私政策' })).toHaveCount(0);

    // Back: the activation screen, which now says the visitor is a member (no form, no 开通 again),
    // then home.
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/Members.html');
    await expect(heading(page, '您已是会员')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即免费开通' })).toHaveCount(0);
    await shoot(page, 'members-back-after-register');
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    expect(visited.filter((path) => path.startsWith(CONSENT_PAGE))).toEqual([]);
  });

  test('立即免费开通 signed out: sign-in is no entry of its own, and Back after 开通成功 is the screen before', async ({
    page,
  }) => {
    const visited = recordNavigations(page);
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    await page.goto('/Members');
    await expect(heading(page, '免费开通会员')).toBeVisible();
    expect(await position(page)).toBe(start + 1);

    // The agreement opened and agreed to first (issue 24); its overlay closed, the visitor is on
    // the activation screen's own entry again.
    await agreeToMembership(page);
    expect(await position(page)).toBe(start + 1);
    await page.getByRole('button', { name: '立即免费开通', exact: true }).click();
    if (inWechat()) {
      await loginByWechat(page);
    } else {
      // The sign-in took the activation screen's entry: Back is the screen before it.
      await expect.poll(() => new URL(page.url()).pathname).toBe('/Login.html');
      expect(await position(page)).toBe(start + 1);
      await page.goBack();
      await catalogueShown(page);
      await page.goForward();
      await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
      await loginByPhone(page, freshPhone());
    }
    await expect(heading(page, '开通成功')).toBeVisible();
    expect(addressOf(page)).toBe('/Members.html');
    await shoot(page, 'members-activated');
    // The sign-in gave its entry to the activation: no second activation screen behind it.
    expect(await position(page)).toBe(start + 1);

    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    const after = visited.slice(visited.lastIndexOf('/Members.html') + 1);
    expect(after.filter((path) => path.startsWith(CONSENT_PAGE))).toEqual([]);
  });
});

test.describe('the policy list', () => {
  const policyCards = (page: Page) => page.getByTestId('policy-card');

  test('a policy opened far down the list, then Back: the list at its place; 返回保单列表 is that Back', async ({
    page,
  }) => {
    await demoSignedIn(page);
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    await page
      .getByRole('navigation', { name: /./ })
      .getByRole('link', { name: '保单', exact: true })
      .click();
    await expect.poll(() => addressOf(page)).toBe('/Policy.html');
    await expect(policyCards(page)).toHaveCount(10);
    expect(await position(page)).toBe(start + 1);

    // The last card of the first page (scrolling there may load the next page: pin it by number).
    const policyNo = await policyCards(page).last().getByTestId('policy-no').innerText();
    const last = policyCards(page).filter({ hasText: policyNo });
    const at = await scrolledTo(page, last);
    await last.getByRole('link').first().click();
    await expect.poll(() => addressOf(page)).toMatch(/^\/Policy\/policyDetail\.html\?policyNo=/);
    await expect(page.getByRole('link', { name: '返回保单列表' })).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    const detail = addressOf(page);

    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/Policy.html');
    await placeKept(page, at);
    await expect(last).toBeInViewport();
    expect(await position(page)).toBe(start + 1);
    await shoot(page, 'policy-list-back');

    // The detail's own 返回保单列表 is the same Back: no second list pushed on the first.
    await page.goForward();
    await expect.poll(() => addressOf(page)).toBe(detail);
    await page.getByRole('link', { name: '返回保单列表' }).click();
    await expect.poll(() => addressOf(page)).toBe('/Policy.html');
    await placeKept(page, at);
    expect(await position(page)).toBe(start + 1);
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
  });
});

test.describe('bind', () => {
  test('asked for by the policy list: Back from bind is the screen before it; bound, the list in its place', async ({
    page,
  }) => {
    test.skip(!inWechat(), 'only a messaging-app account can be without a phone');
    const visited = recordNavigations(page);
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    await page.getByRole('link', { name: '保单', exact: true }).click();
    await loginByWechat(page);
    await expect
      .poll(() => addressOf(page))
      .toBe(`/Policy/wechat/bind.html?redirect=${encodeURIComponent('/Policy')}`);
    await expect(heading(page, '绑定手机号')).toBeVisible();
    // The list that asked for it, the consent page and the callback: one entry, the bind screen's.
    expect(await position(page)).toBe(start + 1);
    await shoot(page, 'bind');

    // Back: home, where the list was asked for (the list would only ask again); Forward: bind.
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    await page.goForward();
    await expect(heading(page, '绑定手机号')).toBeVisible();

    await loginByPhone(page, DEMO_PHONE, { submit: '绑定并继续' });
    await expect.poll(() => addressOf(page)).toBe('/Policy.html');
    await expect(page.getByTestId('policy-card')).toHaveCount(10);
    expect(await position(page)).toBe(start + 1);
    expect(await ahead(page)).toBe(0);
    const bound = visited.length;
    await page.goBack();
    await catalogueShown(page);
    // Nowhere on the way back: a consent page, a callback or the bind form.
    const after = visited.slice(bound);
    expect(after.filter((path) => path.startsWith(CONSENT_PAGE))).toEqual([]);
    expect(after.filter((path) => /authBack|bind/.test(path))).toEqual([]);
  });

  test('asked for by a policy: bound, the policy in its place; Back is the screen before, no second copy', async ({
    page,
  }) => {
    test.skip(!inWechat(), 'only a messaging-app account can be without a phone');
    // The demo account's policy numbers, read before the messaging-app visitor arrives.
    await demoSignedIn(page);
    await page.goto('/Policy');
    const link = page.getByTestId('policy-card').first().getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await page.evaluate(() => localStorage.clear());

    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    await page.goto(href);
    await loginByWechat(page);
    const bindLink = page.getByRole('link', { name: '绑定手机号' });
    await expect(bindLink).toBeVisible();
    expect(addressOf(page)).toBe(href);
    expect(await position(page)).toBe(start + 1);
    await bindLink.click();
    await expect(heading(page, '绑定手机号')).toBeVisible();
    // The bind screen took the policy's entry: Back is the screen before it, Forward the form.
    expect(await position(page)).toBe(start + 1);
    await page.goBack();
    await catalogueShown(page);
    await page.goForward();
    await expect(heading(page, '绑定手机号')).toBeVisible();
    await loginByPhone(page, DEMO_PHONE, { submit: '绑定并继续' });
    await expect.poll(() => addressOf(page)).toBe(href);
    await expect(page.getByRole('link', { name: '返回保单列表' })).toBeVisible();
    // The policy, bound, in the entry it asked from: no policy behind it that says 绑定手机号.
    expect(await position(page)).toBe(start + 1);
    await page.goBack();
    await catalogueShown(page);
  });
});

test.describe('the plan', () => {
  const PLAN = 'P7K3QX2M';
  const planAddress = `/Proposal.html?id=${PLAN}`;
  const onPlan = async (page: Page) => {
    await expect.poll(() => addressOf(page)).toBe(planAddress);
    await expect(page.getByRole('link', { name: '生成分享图片' })).toBeVisible();
  };

  test('the preview and a section: Back is the plan each time; the share’s dialog closes first', async ({
    page,
  }) => {
    await demoSignedIn(page);
    const start = await position(page);
    await page.goto(`/Proposal?id=${PLAN}`);
    await onPlan(page);
    expect(await position(page)).toBe(start + 1);

    // The share's 撤销分享 dialog on the plan: an entry of its own, Back closes it.
    const panel = page.getByRole('region', { name: '分享给好友' });
    await panel.getByRole('button', { name: '生成分享链接' }).click();
    await expect(panel.getByTestId('share-card')).toBeVisible();
    await panel.getByRole('button', { name: '撤销分享' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '撤销分享？' });
    await expect(dialog).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    await shoot(page, 'plan-revoke-dialog');
    await page.goBack();
    await expect(dialog).toBeHidden();
    await onPlan(page);
    expect(await position(page)).toBe(start + 1);
    // Nothing was revoked by Back.
    await expect(panel.getByTestId('share-card')).toBeVisible();

    // The preview, one entry on; its dialog closes first too; then Back is the plan.
    await page.getByRole('link', { name: '生成分享图片' }).click();
    await expect.poll(() => addressOf(page)).toBe(`/Proposal/Preview.html?id=${PLAN}`);
    expect(await position(page)).toBe(start + 2);
    const previewPanel = page.getByRole('region', { name: '分享给好友' });
    await previewPanel.getByRole('button', { name: '撤销分享' }).click();
    await expect(dialog).toBeVisible();
    expect(await position(page)).toBe(start + 3);
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(addressOf(page)).toBe(`/Proposal/Preview.html?id=${PLAN}`);
    expect(await position(page)).toBe(start + 2);
    await page.goBack();
    await onPlan(page);
    expect(await position(page)).toBe(start + 1);

    // The preview's 查看完整计划书 is that Back: the plan it came from, not a second one.
    await page.goForward();
    await expect.poll(() => addressOf(page)).toBe(`/Proposal/Preview.html?id=${PLAN}`);
    await page.getByRole('link', { name: '查看完整计划书' }).click();
    await onPlan(page);
    expect(await position(page)).toBe(start + 1);

    // A section opened from the plan (a link sent in the chat), and Back: the plan.
    await page.goto(`/Proposal/Analyse?id=${PLAN}`);
    await expect(page.getByRole('link', { name: '查看完整计划书' })).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    await shoot(page, 'plan-section');
    await page.goBack();
    await onPlan(page);
    expect(await position(page)).toBe(start + 1);
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
  });
});

test.describe('a campaign landing', () => {
  test('its lead form sent: Back is the page before the landing, never the form again', async ({
    page,
  }) => {
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    await page.goto('/Active/Poster/medical-2026');
    expect(await position(page)).toBe(start + 1);
    const form = await scrollToLeadForm(page);
    await form.getByPlaceholder('如：王先生、李女士').fill('李女士');
    await form.getByRole('button', { name: '父母', exact: true }).click();
    await form.getByPlaceholder('请输入手机号').fill(freshPhone());
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await form.getByRole('button', { name: '预约顾问讲解' }).click();
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    // Sending is no navigation: the landing's entry, nothing ahead.
    expect(addressOf(page)).toBe('/Active/Poster/medical-2026.html');
    expect(await position(page)).toBe(start + 1);
    expect(await ahead(page)).toBe(0);
    await shoot(page, 'lead-sent');

    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    expect(await position(page)).toBe(start);

    // Forward (the landing loaded again): it says the lead was sent, with no empty form to send it
    // again.
    await page.goForward();
    await expect.poll(() => addressOf(page)).toBe('/Active/Poster/medical-2026.html');
    const place = page.getByTestId('lead-form-place');
    await expect(place.or(page.getByRole('heading', { name: '提交成功' })).first()).toBeAttached();
    await page.evaluate(() =>
      document
        .querySelector('[data-testid="lead-form-place"]')
        ?.scrollIntoView({ block: 'center' }),
    );
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    await shoot(page, 'lead-forward');
  });
});

test.describe('the customisation service', () => {
  const LANDING = '/Active/CustomizedV2/family2026.html?channel=wx-group';
  const dock = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('Back from its phone sign-in (/Login) is the landing, as it was', async ({ page }) => {
    const visited = recordNavigations(page);
    await page.goto('/doc/privacy');
    await sandboxControlling(page);
    await page.goto(LANDING);
    await expect(dock(page, '登录后开始定制')).toBeVisible();
    const start = await position(page);

    // The service agreement opened and agreed to first (issue 24); its overlay closed, the
    // landing's own entry again.
    await agreeToService(page);
    expect(await position(page)).toBe(start);
    await dock(page, '登录后开始定制').click();
    if (inWechat()) {
      // Inside the messaging app the phone sign-in is the way offered when the authorisation is
      // refused.
      await consent(page, { allow: false });
      await page.getByRole('link', { name: '使用手机号登录' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Login.html');
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    // /Auth (and the authorisation's pages) gave their entry to the sign-in.
    expect(await position(page)).toBe(start + 1);
    await shoot(page, 'service-login');

    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe(LANDING);
    await expect(dock(page, '登录后开始定制')).toBeVisible();
    await noDialog(page);
    expect(await position(page)).toBe(start);
    // As it was: the agreement still agreed to.
    await expect(
      page.getByRole('checkbox', { name: /^我已阅读并同意\s?《家庭保险方案定制服务协议》$/ }),
    ).toBeChecked();
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/doc/privacy.html');
    const after = visited.slice(visited.indexOf(LANDING));
    expect(after.filter((path) => path.startsWith(CONSENT_PAGE)).length).toBeLessThanOrEqual(
      inWechat() ? 1 : 0,
    );
  });
});
