import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  agreeToGift,
  buyerBornOn,
  dismissEntryNotice,
  expect,
  freshPhone,
  inWechat,
  loginByPhone,
  loginByWechat,
  phoneForm,
  signIn,
  test,
  toastWith,
  type Buyer,
} from './support';

/**
 * The free gift claim (issue 13, "Tests"): landing -> documents -> sign in (the phone outside the
 * messaging app, its authorisation inside) -> the insured person -> 激活保障 -> 领取成功 -> the
 * policy under /Policy; a second claim for the same person shows the policy already issued; an
 * ended or sold-out gift says so; every ayb route renders with its title.
 *
 * Sandbox facts (src/mocks/fixtures/gifts.ts): gift 120 出行无忧意外险(赠) is open (30 days,
 * 18-65, 本人/配偶/父母), 1120 ended, 1121 out of places; the SMS code is 123456.
 */

const NARROW = { width: 375, height: 812 };
/** The first screen of a fresh page also waits for the sandbox's worker on a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };
const GIFT = { id: 120, name: '出行无忧意外险(赠)' } as const;

async function shoot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: join('test-results', 'screens', 'gift', `${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

const landing = (id: number = GIFT.id) => `/Insurance/ayb.html?id=${id}`;
const claimButton = (page: Page) => page.getByRole('button', { name: '立即领取', exact: true });
const activate = (page: Page) => page.getByRole('button', { name: '激活保障', exact: true });

/** On the landing: the notice (first visit), the consent, then 立即领取 to the sign-in and form. */
/** The landing is there (a fresh page), with its entry notice closed on the first visit. */
async function landingShown(page: Page, { firstVisit }: { firstVisit: boolean }): Promise<void> {
  await expect(page.getByText(GIFT.name).first()).toBeVisible(FIRST_PAINT);
  if (firstVisit) await dismissEntryNotice(page);
}

async function agreeAndClaim(page: Page, { firstVisit }: { firstVisit: boolean }): Promise<void> {
  await landingShown(page, { firstVisit });
  await expect(page.getByRole('heading', { level: 1, name: GIFT.name })).toBeVisible();
  await agreeToGift(page);
  await claimButton(page).click();
  await expect(page).toHaveURL(/\/Insurance\/ayb\/login(\.html)?\?id=120$/);
}

/** The form, for the visitor (本人): name and ID number; the mobile is the account's. */
async function fillSelf(page: Page, person: Buyer): Promise<void> {
  await expect(page.getByRole('heading', { name: '最后一步 填写信息' })).toBeVisible();
  await page.getByLabel('姓名').fill(person.name);
  await page.getByLabel('身份证号').fill(person.idCard);
  const mobile = page.getByLabel('手机号');
  if ((await mobile.inputValue()) === '') await mobile.fill(person.mobile);
}

const policyNoShown = (page: Page) => page.getByTestId('gift-policy-no');

/** A target a thumb can hit (issue 25): at least `width` x `height` CSS px. */
async function targetAtLeast(target: Locator, width: number, height: number): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box?.width, 'the target\u2019s width').toBeGreaterThanOrEqual(width);
  expect(box?.height, 'the target\u2019s height').toBeGreaterThanOrEqual(height);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW);
});

test('landing -> documents -> sign in -> form -> claim -> 领取成功 -> the policy under /Policy', async ({
  page,
}) => {
  const person = buyerBornOn('1990-06-15');
  await page.goto(landing());
  await landingShown(page, { firstVisit: true });
  await expect(page.getByRole('heading', { level: 1, name: GIFT.name })).toBeVisible();
  await expect(page.getByText('合璟财产保险股份有限公司').first()).toBeVisible();
  await expect(page.getByText('领取全程无需支付，不会索取任何银行卡或支付信息')).toBeVisible();
  await expect(page.getByText(/不设犹豫期/)).toBeVisible();
  // The insurer's hotline, inside its sentence: a link 24px tall.
  const hotline = page
    .getByTestId('gift-footer')
    .locator('p')
    .filter({ hasText: '保险公司客服电话' });
  await targetAtLeast(hotline.getByRole('link'), 1, 24);
  await shoot(page, 'landing');

  // Not before the consent, and the consent not before every document is opened (issue 24):
  // each tap says which are unread, and nothing moves.
  const consent = page.getByRole('checkbox', { name: '我已逐页阅读上述内容并同意' });
  await expect(page.getByRole('button', { name: /^《.+》\s*未阅读$/ })).toHaveCount(3);
  await claimButton(page).click();
  await expect(toastWith(page, '请先点击阅读《')).toBeVisible();
  await expect(page).toHaveURL(/\/Insurance\/ayb(\.html)?\?id=120$/);
  await consent.click({ force: true });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('alert')).toHaveText(/^请先点击阅读《.+》《.+》《.+》后再勾选$/);

  // A document full screen; back closes it and marks it read.
  await page.getByRole('button', { name: /《投保须知》/ }).click();
  const doc = page.getByRole('dialog', { name: '投保须知' });
  await expect(doc).toBeVisible();
  await shoot(page, 'document');
  await page.goBack();
  await expect(doc).toBeHidden();
  await expect(page.getByRole('button', { name: /《投保须知》\s*已阅读/ })).toBeVisible();

  // One opened, two still unread: still refused, and said which.
  await consent.click({ force: true });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('alert')).toHaveText(/^请先点击阅读《[^》]+》《[^》]+》后再勾选$/);
  await expect(page.getByRole('alert')).not.toContainText('投保须知');
  await claimButton(page).click();
  await expect(page).toHaveURL(/\/Insurance\/ayb(\.html)?\?id=120$/);
  await shoot(page, 'landing-unread');

  // Every document opened: the consent is taken, and the claim goes on.
  await agreeToGift(page);
  await expect(consent).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await claimButton(page).click();
  await expect(page).toHaveURL(/\/Insurance\/ayb\/login(\.html)?\?id=120$/);
  await expect(page).toHaveTitle('赠险用户注册');
  await shoot(page, 'login');

  // The sign-in's agreement: a 24px box, its two documents 24px tall; 首页 for a link opened here.
  const agree = phoneForm(page).agree;
  await targetAtLeast(agree, 24, 24);
  for (const name of ['《用户服务协议》', '《隐私政策》']) {
    await targetAtLeast(page.getByRole('link', { name, exact: true }), 1, 24);
  }
  await targetAtLeast(page.getByRole('link', { name: '首页', exact: true }), 44, 44);

  const phone = freshPhone();
  if (inWechat()) {
    // Either way of signing in waits for the agreement (copy.md): nothing leaves before it.
    const wechat = page.getByRole('button', { name: '微信授权登录' });
    await wechat.click();
    await expect(toastWith(page, '请先阅读并同意相关协议')).toBeVisible();
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/Insurance\/ayb\/login(\.html)?\?id=120$/);
    await shoot(page, 'login-agreement-asked');
    await agree.check();
    await wechat.click();
    await loginByWechat(page);
    await expect(page).toHaveURL(/\/Insurance\/ayb\/login(\.html)?\?id=120$/);
  } else {
    await loginByPhone(page, phone, { submit: '下一步' });
  }
  await fillSelf(page, person);
  await shoot(page, 'form');
  await activate(page).click();

  await expect(page).toHaveURL(/\/Insurance\/ayb\/successful(\.html)?\?id=120&policyNo=/);
  await expect(page).toHaveTitle('领取成功');
  await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
  const policyNo = (await policyNoShown(page).textContent()) ?? '';
  expect(policyNo).toMatch(/^\S+$/);
  await expect(page.getByTestId('cover-start')).toHaveText(/零时$/);
  await expect(page.getByTestId('cover-end')).toHaveText(/二十四时$/);
  await targetAtLeast(page.getByRole('link', { name: '返回首页', exact: true }), 44, 44);
  await shoot(page, 'successful');

  // A reload asks for the claim again and shows the same policy.
  await page.reload();
  await expect(policyNoShown(page)).toHaveText(policyNo);

  await page.getByRole('link', { name: '关注公众号', exact: true }).click();
  await expect(page.getByRole('heading', { name: '关注公众号 查收您的保单' })).toBeVisible();
  await expect(page.getByRole('img', { name: /公众号二维码/ })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(inWechat() ? 3 : 4);
  await shoot(page, 'official');
  await page.goBack();

  await page.getByRole('link', { name: '我的保单', exact: true }).click();
  if (inWechat()) {
    // A messaging-app account finds its policies once a phone is bound to it.
    await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
    await loginByPhone(page, phone, { submit: '绑定并继续' });
  }
  const card = page.getByTestId('policy-card').filter({ hasText: policyNo });
  await expect(card).toBeVisible();
  await expect(card).toContainText(GIFT.name);
  await shoot(page, 'policies');
});

test('claimed: the landing says 您已领取; a second claim for the same person shows the policy already issued', async ({
  page,
}) => {
  const person = buyerBornOn('1985-03-08');
  await page.goto(landing());
  await landingShown(page, { firstVisit: true });
  await signIn(page);
  await page.reload();
  await agreeAndClaim(page, { firstVisit: false });
  await fillSelf(page, person);
  await activate(page).click();
  await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
  const policyNo = (await policyNoShown(page).textContent()) ?? '';

  // The landing opened again knows the claim (the server's claimed): 您已领取, the policy and its
  // details; no 立即领取, only a claim for family (gift 120 allows a spouse or a parent).
  await page.goto(landing());
  const claimed = page.getByTestId('gift-claimed');
  await expect(claimed.getByRole('heading', { name: '您已领取' })).toBeVisible(FIRST_PAINT);
  await dismissEntryNotice(page);
  await expect(claimed).toContainText(policyNo);
  await expect(claimed.getByRole('link', { name: '领取详情' })).toHaveAttribute(
    'href',
    `/Insurance/ayb/successful.html?id=120&policyNo=${policyNo}`,
  );
  await expect(claimButton(page)).toHaveCount(0);
  // Said on the first screen, under the gift's name.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(claimed.getByRole('heading', { name: '您已领取' })).toBeInViewport();
  await shootFold(page, 'landing-claimed');
  await shoot(page, 'landing-claimed');

  // 为家人领取 is a new claim: the form starts for family and says what was claimed; the same
  // person again (本人) is told the policy already issued.
  await agreeToGift(page);
  await page.getByRole('button', { name: '为家人领取', exact: true }).click();
  await expect(page).toHaveURL(/\/Insurance\/ayb\/login(\.html)?\?id=120$/);
  await expect(page.getByRole('radio', { name: '配偶' })).toBeChecked();
  await expect(page.getByTestId('gift-claimed')).toContainText(policyNo);
  await shoot(page, 'form-claimed-before');
  await page
    .locator('label')
    .filter({ hasText: /^本人$/ })
    .click();
  await fillSelf(page, person);
  await activate(page).click();
  await expect(page.getByRole('heading', { name: '已领取过本保障' })).toBeVisible();
  await expect(policyNoShown(page)).toHaveText(policyNo);
  await expect(page.getByRole('link', { name: '查看电子保单' })).toHaveAttribute(
    'href',
    `/Policy/policyDetail.html?policyNo=${policyNo}`,
  );
  await shoot(page, 'already-claimed');
});

/** The phone of the finding (issue 22): what shows before any scrolling. */
const PHONE = { width: 390, height: 844 };

/** The first screen only, as the visitor sees it on arrival. */
async function shootFold(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join('test-results', 'screens', 'gift', `${test.info().project.name}-${name}-fold.png`),
  });
}

/** Said on the first screen (wholly inside it, the page not scrolled), before any action. */
async function saidFirst(page: Page, text: string): Promise<void> {
  const said = page.getByText(text, { exact: true });
  await expect(said).toBeVisible(FIRST_PAINT);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(said).toBeInViewport({ ratio: 1 });
}

for (const gift of [
  { id: 1120, tag: '已结束', title: '本次赠险活动已结束', shot: 'ended' },
  { id: 1121, tag: '已领完', title: '本期名额已领完', shot: 'sold-out' },
]) {
  test(`gift ${gift.id} says ${gift.tag} above the fold, with the way to the catalogue and no 免费领取`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(landing(gift.id));
    // Under its name, where an open gift says 免费领取; then the state and the way on.
    await saidFirst(page, gift.tag);
    await saidFirst(page, gift.title);
    const way = page.getByRole('link', { name: '去看看其他保障' });
    await expect(way).toBeInViewport({ ratio: 1 });
    await expect(way).toHaveAttribute('href', '/Home.html');
    await expect(page.getByText('免费领取')).toHaveCount(0);
    await expect(claimButton(page)).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // What the gift was stays on the page for the record, after the state.
    await expect(page.getByText('保障内容')).toBeVisible();
    await shootFold(page, gift.shot);
    await shoot(page, gift.shot);

    // Its header part says the same first.
    await page.goto(`/Insurance/ayb/component/header.html?id=${gift.id}`);
    await saidFirst(page, gift.tag);
    await saidFirst(page, gift.title);
    await expect(page.getByText('免费领取')).toHaveCount(0);
    await shootFold(page, `${gift.shot}-part-header`);

    // Its sign-in step starts no claim: the state in place, no phone, no code, no button.
    await page.goto(`/Insurance/ayb/login.html?id=${gift.id}`);
    await saidFirst(page, gift.title);
    await expect(page).toHaveURL(new RegExp(`/Insurance/ayb/login\\.html\\?id=${gift.id}$`));
    await expect(page.getByText(/免费领取/)).toHaveCount(0);
    await expect(page.getByLabel('手机号')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await shootFold(page, `${gift.shot}-login`);
  });
}

test('every ayb route renders with its title', async ({ page }) => {
  // Nine screens, each shot full length at the phone's density.
  test.slow();
  await page.goto(landing());
  await landingShown(page, { firstVisit: true });
  await expect(page).toHaveTitle('赠险领取');
  await agreeToGift(page);

  const routes: { path: string; title: string; shows: RegExp; shot: string }[] = [
    {
      path: '/Insurance/ayb/login.html?id=120',
      title: '赠险用户注册',
      shows: /凭手机号/,
      shot: 'route-login',
    },
    {
      path: '/Insurance/ayb/successful.html?id=120',
      title: '领取成功',
      shows: /未找到领取记录/,
      shot: 'route-successful',
    },
    {
      path: '/Insurance/ayb/official.html?id=120',
      title: '精选保险',
      shows: /关注公众号 查收您的保单/,
      shot: 'route-official',
    },
    {
      path: '/Insurance/ayb/authcb.html',
      title: '精选保险',
      shows: /授权|登录/,
      shot: 'route-authcb',
    },
    {
      path: '/Insurance/ayb/component/header.html?id=120',
      title: '精选保险',
      shows: /最高保额/,
      shot: 'part-header',
    },
    {
      path: '/Insurance/ayb/component/form.html?id=120',
      title: '精选保险',
      shows: /最后一步 填写信息/,
      shot: 'part-form',
    },
    {
      path: '/Insurance/ayb/component/loginForm.html?id=120',
      title: '精选保险',
      shows: /凭手机号 免费领取/,
      shot: 'part-loginForm',
    },
    {
      path: '/Insurance/ayb/component/footer.html?id=120',
      title: '精选保险',
      shows: /重要信息披露/,
      shot: 'part-footer',
    },
  ];
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByText(route.shows).first()).toBeVisible(FIRST_PAINT);
    await expect(page, route.path).toHaveTitle(route.title);
    await shoot(page, route.shot);
  }
});
