import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  agreeToGift,
  addressOf,
  buyerBornOn,
  catalogueShown,
  CONSENT_PAGE,
  detailShown,
  dismissEntryNotice,
  ENTRY_NOTICE,
  expect,
  freshPhone,
  inWechat,
  loginByPhone,
  loginByWechat,
  MEDICAL,
  recordApiCalls,
  recordNavigations,
  ACCOUNT_API,
  scrollToEnd,
  signIn,
  test,
  type Buyer,
} from './support';

/**
 * Back and forward beyond the funnel (issue 23), in both profiles, counting history entries:
 * - the product detail's sheets: one entry each, Back closes them before it leaves the product,
 *   their own close pops the entry; a document opened from the sheet and Back keep the place the
 *   visitor had on the page; the catalogue keeps its place too; the trial's date wheel is a sheet;
 * - the gift: Back from 领取成功 goes to the gift's landing without its answered notice, and never
 *   to the claim form, a consent page or a callback;
 * - sign-in and logout (the messaging app's authorisation): Back after logout lands on no consent
 *   page, no callback, and no signed-in member centre;
 * - every address that is shared or advertised, opened as the first page of a tab, has a way home.
 */

const length = (page: Page) => page.evaluate(() => history.length);
/**
 * Where in the tab's history the visitor is (the Navigation API's index of the site's entry shown):
 * Back lowers it, a sheet's own entry raises it by one. (history.length also counts the entries
 * ahead, until the next navigation drops them.)
 */
const position = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { navigation: { currentEntry: { index: number } } }).navigation
        .currentEntry.index,
  );
/** How many of the site's entries are ahead of the one shown (what Forward would walk). */
const ahead = (page: Page) =>
  page.evaluate(() => {
    const { navigation } = globalThis as unknown as {
      navigation: { currentEntry: { index: number }; entries(): unknown[] };
    };
    return navigation.entries().length - 1 - navigation.currentEntry.index;
  });
const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The entry shown is a sheet's or a dialog's own (ui/history-layer). */
const onLayerEntry = (page: Page) =>
  page.evaluate(() => Boolean((history.state as Record<string, unknown> | null)?.__layer));
const noDialog = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0);

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({
    path: join('test-results', 'screens', 'history', test.info().project.name, `${name}.png`),
    fullPage,
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

test.describe('the product detail and its sheets', () => {
  test('the documents sheet: Back closes it first; 关闭 pops its entry; a document and Back keep the place', async ({
    page,
  }) => {
    await page.goto('/Home.html?category=2');
    await catalogueShown(page);
    const start = await position(page);
    await page.locator(`[data-product-id="${MEDICAL.id}"] a`).click();
    await detailShown(page, MEDICAL.name);
    expect(await position(page)).toBe(start + 1);

    const documents = page.getByRole('button', { name: '保险条款及重要文件' });
    const sheet = page.getByRole('dialog', { name: '保险条款及重要文件' });
    const at = await scrolledTo(page, documents);

    // Opened: one entry, the same address; Back closes the sheet and stays on the product, at the
    // same place, one entry back as before.
    await documents.click();
    await expect(sheet).toBeVisible();
    await shoot(page, 'documents-sheet');
    expect(await position(page)).toBe(start + 2);
    expect(addressOf(page)).toBe(`/ProductNew.html?id=${MEDICAL.id}`);
    await page.goBack();
    await expect(sheet).toBeHidden();
    await detailShown(page, MEDICAL.name);
    expect(await position(page)).toBe(start + 1);
    expect(addressOf(page)).toBe(`/ProductNew.html?id=${MEDICAL.id}`);
    await placeKept(page, at);

    // Opened again and closed with 关闭: its entry is popped, so the next Back leaves the product.
    await documents.click();
    await expect(sheet).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => position(page)).toBe(start + 1);
    expect(await onLayerEntry(page)).toBe(false);
    await placeKept(page, at);
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html?category=2');
    await page.goForward();
    await detailShown(page, MEDICAL.name);
    await noDialog(page);

    // A document from the sheet takes the sheet's entry: Back is the product, where it was left.
    const place = await scrolledTo(page, documents);
    await documents.click();
    await sheet
      .getByRole('link', { name: /保险条款/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ProductNew\/provisions\.html\?id=105&doc=terms$/);
    await expect(page.getByRole('heading', { level: 1, name: '保险条款' })).toBeVisible();
    expect(await position(page)).toBe(start + 2);
    // Nothing ahead of the document: the sheet's entry is gone, not waiting as a Forward.
    expect(await ahead(page)).toBe(0);
    await page.goBack();
    await detailShown(page, MEDICAL.name);
    await noDialog(page);
    expect(await position(page)).toBe(start + 1);
    await placeKept(page, place);
    await shoot(page, 'back-from-document');
    await page.goBack();
    await catalogueShown(page);
  });

  test('the retention sheet: Back is 再看看; 残忍离开 takes its entry, so Back from home is the product', async ({
    page,
  }) => {
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await length(page);
    await page.locator('[data-product-id="101"] a').click();
    await detailShown(page, '安心家庭综合保障计划');
    const home = page.getByRole('button', { name: '首页', exact: true });
    const sheet = page.getByRole('dialog', { name: '确定要离开吗？' });

    await home.click();
    await expect(sheet).toBeVisible();
    expect(await length(page)).toBe(start + 2);
    await shoot(page, 'retention-sheet');
    await page.goBack();
    await expect(sheet).toBeHidden();
    await detailShown(page, '安心家庭综合保障计划');

    // Asked once per product: the way home now goes home, one entry on.
    await home.click();
    await catalogueShown(page);
    expect(await length(page)).toBe(start + 2);
    await page.goBack();
    await detailShown(page, '安心家庭综合保障计划');
    await noDialog(page);

    // Another product asks; 残忍离开 goes home in the sheet's place.
    await page.goto('/Home');
    await catalogueShown(page);
    const again = await length(page);
    await page.locator('[data-product-id="102"] a').click();
    await detailShown(page, '护家定期寿险');
    await home.click();
    await sheet.getByRole('button', { name: '残忍离开' }).click();
    await catalogueShown(page);
    expect(await length(page)).toBe(again + 2);
    await page.goBack();
    await detailShown(page, '护家定期寿险');
    await noDialog(page);
    await page.goBack();
    await catalogueShown(page);
  });

  test('the trial’s birth-date wheel is a sheet: Back closes it, then leaves the trial', async ({
    page,
  }) => {
    await page.goto('/ProductNew.html?id=101');
    await detailShown(page, '安心家庭综合保障计划');
    await page.getByRole('link', { name: '保费测算', exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/ProductNew/trail.html?id=101');
    const start = await length(page);
    await page.getByRole('button', { name: /被保人出生日期/ }).click();
    const picker = page.locator('.adm-picker');
    await expect(picker).toBeVisible();
    expect(await length(page)).toBe(start + 1);
    await page.goBack();
    await expect(picker).toBeHidden();
    expect(addressOf(page)).toBe('/ProductNew/trail.html?id=101');
    await page.goBack();
    await detailShown(page, '安心家庭综合保障计划');
  });

  test('the catalogue keeps its place: a product opened far down, then Back', async ({ page }) => {
    await page.goto('/Home.html?category=2');
    await catalogueShown(page);
    await scrollToEnd(page);
    // The last card that opens a detail (a partner's product opens its page elsewhere).
    const card = page
      .locator('[data-product-id]')
      .filter({ has: page.locator('a') })
      .last();
    const at = await scrolledTo(page, card);
    const id = await card.getAttribute('data-product-id');
    await card.locator('a').first().click();
    await expect(page).toHaveURL(new RegExp(`id=${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await catalogueShown(page);
    await placeKept(page, at);
    await expect(card).toBeInViewport();
    await shoot(page, 'catalogue-back');
  });
});

test.describe('the gift', () => {
  const GIFT = { id: 120, name: '出行无忧意外险(赠)' } as const;
  const landing = `/Insurance/ayb.html?id=${GIFT.id}`;

  async function fillSelf(page: Page, person: Buyer): Promise<void> {
    await expect(page.getByRole('heading', { name: '最后一步 填写信息' })).toBeVisible();
    await page.getByLabel('姓名').fill(person.name);
    await page.getByLabel('身份证号').fill(person.idCard);
    const mobile = page.getByLabel('手机号');
    if ((await mobile.inputValue()) === '') await mobile.fill(person.mobile);
  }

  test('Back from 领取成功: the landing without its answered notice, then where the visitor came from', async ({
    page,
  }) => {
    await page.goto('/Home');
    await catalogueShown(page);
    const fromHome = await length(page);
    await page.goto(landing);
    await dismissEntryNotice(page);
    const start = await length(page);
    expect(start).toBe(fromHome + 1);

    // Each document opened and closed (an entry pushed and popped), then the consent.
    await agreeToGift(page);
    await page.getByRole('button', { name: '立即领取', exact: true }).click();
    await expect(page).toHaveURL(/\/Insurance\/ayb\/login\.html\?id=120$/);
    if (inWechat()) {
      // The sign-in's agreement first, as for the SMS form.
      await page
        .getByRole('checkbox', { name: '我已阅读并同意《用户服务协议》《隐私政策》' })
        .check();
      await page.getByRole('button', { name: '微信授权登录' }).click();
      await loginByWechat(page);
      await expect(page).toHaveURL(/\/Insurance\/ayb\/login\.html\?id=120$/);
    } else {
      await loginByPhone(page, freshPhone(), { submit: '下一步' });
    }
    // The sign-in round trip (the consent page, the callback) replaced its entries.
    expect(await length(page)).toBe(start + 1);
    await fillSelf(page, buyerBornOn('1991-04-12'));
    await page.getByRole('button', { name: '激活保障', exact: true }).click();
    await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
    const policyNo = (await page.getByTestId('gift-policy-no').textContent()) ?? '';
    // 领取成功 replaced the claim form.
    expect(await length(page)).toBe(start + 1);

    // The landing knows the claim: 您已领取 with its policy, no 立即领取 of it again (gift 120 can
    // still be claimed for family: 为家人领取, with its documents unread and unticked).
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe(landing);
    await expect(page.getByRole('heading', { level: 1, name: GIFT.name })).toBeVisible();
    const claimed = page.getByTestId('gift-claimed');
    await expect(claimed.getByRole('heading', { name: '您已领取' })).toBeVisible();
    await expect(claimed).toContainText(policyNo);
    await expect(page.getByRole('button', { name: '立即领取', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '为家人领取', exact: true })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: '我已逐页阅读上述内容并同意' }),
    ).not.toBeChecked();
    await noDialog(page);
    await expect(page.getByText(ENTRY_NOTICE)).toHaveCount(0);
    await shoot(page, 'gift-back-to-landing');

    // Forward is the finished claim again, never the form.
    await page.goForward();
    await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe(landing);
    await noDialog(page);
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
  });
});

test.describe('sign-in and logout', () => {
  test('after logout, Back lands on no consent page, no callback and no signed-in member centre', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await position(page);
    const mine = page.getByRole('link', { name: '我的', exact: true });
    const memberCard = page.getByRole('region', { name: '会员卡' });

    // 我的 -> sign in (the authorisation and its consent page inside the messaging app, the phone
    // elsewhere) -> the member centre, one entry on from home.
    await mine.click();
    if (inWechat()) await loginByWechat(page);
    else await loginByPhone(page, freshPhone());
    await expect(memberCard).toBeVisible();
    expect(addressOf(page)).toBe('/Members/login.html');
    expect(await position(page)).toBe(start + 1);

    // Home and 我的 again: the member centre is an entry further back now.
    await page.getByRole('link', { name: '首页', exact: true }).click();
    await catalogueShown(page);
    await mine.click();
    await expect(memberCard).toBeVisible();
    expect(await position(page)).toBe(start + 3);

    // 退出登录: the confirmation is an entry of its own, Back closes it and keeps the visitor in.
    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
    await expect(confirm).toBeVisible();
    expect(await position(page)).toBe(start + 4);
    await page.goBack();
    await expect(confirm).toBeHidden();
    await expect(memberCard).toBeVisible();
    expect(await position(page)).toBe(start + 3);
    await page.getByRole('button', { name: '退出登录' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    // The confirmation's entry popped, home took the member centre's.
    expect(await position(page)).toBe(start + 3);
    const signInPages = visited.length;

    // Back: home (where 我的 was tapped), then the earlier member centre, signed out now: what a
    // signed-out visitor sees, no sign-in started; then home, where the visitor started.
    await page.goBack();
    await catalogueShown(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '您已退出登录' })).toBeVisible();
    expect(addressOf(page)).toBe('/Members/login.html');
    await expect(memberCard).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await shoot(page, 'signed-out-back');
    await page.goBack();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');

    // Nowhere on the way back: a consent page, a callback, /Authorize or /Login.
    const after = visited.slice(signInPages);
    expect(after.filter((path) => path === CONSENT_PAGE)).toEqual([]);
    expect(after.filter((path) => /AuthBack|authBack|authcb|Authorize|Login/.test(path))).toEqual(
      [],
    );

    // Forward walks the same entries: the member centre is still the signed-out view.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: '您已退出登录' })).toBeVisible();
    // Its 登录 signs in again in its place, and comes back to the member centre.
    await page.getByRole('link', { name: '登录', exact: true }).click();
    if (inWechat()) await loginByWechat(page);
    else await loginByPhone(page, freshPhone());
    await expect(memberCard).toBeVisible();
    expect(await position(page)).toBe(start + 1);
  });
});

/**
 * The app replaces the entries of /Authorize and of the callback as it leaves them, but a browser
 * or the messaging app can keep one (the consent page opened as a new entry, say). Made here as such
 * an entry would be, an entry of its own: a page of the site's that runs nothing (its icon), its
 * address rewritten, a page loaded after it, then Back, which loads the kept address afresh as a
 * page reached from the history.
 */
async function backOnto(page: Page, address: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((to) => history.replaceState(null, '', to), address);
  await page.goto('/ProductNew.html?id=105');
  await detailShown(page, MEDICAL.name);
  await page.goBack();
}

test.describe("the sign-in's own steps reached by Back", () => {
  test('/Authorize: signed out, it offers the two ways in and leaves for no consent page; signed in, it goes on', async ({
    page,
  }) => {
    const visited = recordNavigations(page);
    const consentPages = () => visited.filter((address) => address.startsWith(CONSENT_PAGE));
    await page.goto('/Home.html');
    await catalogueShown(page);
    await backOnto(page, '/Authorize.html?redirect=%2FMembers%2Flogin');
    await expect(page.getByRole('alert')).toHaveText('您已取消微信授权');
    await expect(page.getByRole('button', { name: '重新授权' })).toBeVisible();
    await expect(page.getByRole('link', { name: '使用手机号登录' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '微信授权登录' })).toBeAttached();
    expect(addressOf(page)).toBe('/Authorize.html?redirect=%2FMembers%2Flogin');
    expect(consentPages()).toEqual([]);
    await shoot(page, 'authorize-by-back');
    // Back again: home, where the visitor was before.
    await page.goBack();
    await catalogueShown(page);

    // Signed in, the same entry goes on to where the visitor was going, in its place.
    await signIn(page);
    await backOnto(page, '/Authorize.html?redirect=%2FPolicy');
    await expect.poll(() => addressOf(page)).toBe('/Policy.html');
    await page.goBack();
    await catalogueShown(page);
    expect(consentPages()).toEqual([]);
  });

  test('a callback: no stop, its code never exchanged again; signed out, home', async ({
    page,
  }) => {
    const exchanges = recordApiCalls(page, ACCOUNT_API.wechatLogin);
    await page.goto('/Members.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await backOnto(page, '/Policy/wechat/authBack.html?code=spent&state=old');
    await expect.poll(() => addressOf(page)).toBe('/Home.html');
    await catalogueShown(page);
    expect(exchanges).toHaveLength(0);
    // It took the callback's entry: Back is the page before it.
    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/Members.html');
  });
});

/** Every address that is shared or advertised, and what it shows once loaded. */
const SHAREABLE: { name: string; url: string; shows: string | RegExp; home?: string }[] = [
  { name: 'poster', url: '/Active/Poster/medical-2026', shows: '留下联系方式，顾问帮您测算保费' },
  { name: 'poster-ended', url: '/Active/Poster/autumn-2025', shows: '活动已结束' },
  { name: 'poster-maker', url: '/Active/Poster/page', shows: '冬季家庭保障月' },
  { name: 'flow-p1', url: '/Active/InformationFow', shows: '小病靠社保，大病有保障' },
  { name: 'flow-p2', url: '/Active/InformationFow/p2', shows: '爸妈年纪大了，还能买医疗险吗？' },
  { name: 'flow-p3', url: '/Active/InformationFow/p3', shows: '家庭保障，从一份规划开始' },
  { name: 'shortvideo', url: '/Active/shortvideo', shows: '给爸妈的意外保障' },
  { name: 'articles', url: '/Active/Articles', shows: '保险知识' },
  { name: 'article', url: '/Active/Articles/301', shows: '给父母买保险，先弄清这三件事' },
  {
    name: 'article-page',
    url: '/Active/Articles/302/article',
    shows: '百万医疗险怎么选？看懂免赔额、报销比例和续保',
  },
  {
    name: 'article-p1',
    url: '/Active/Articles/304/articles/p1',
    shows: '领取一份家庭保障规划建议',
  },
  { name: 'article-p6', url: '/Active/Articles/301/articles/p6', shows: '为父母做一份保障规划' },
  { name: 'series', url: '/Active/Articles/401/articles/page', shows: '家庭保障入门课' },
  {
    name: 'invite',
    url: '/Active/CustomizedInv',
    shows: /请在微信客户端打开链接|微信授权登录后参与/,
  },
  { name: 'boot', url: '/BootPage', shows: '加入客户服务群，获取保单整理与理赔协助服务' },
  { name: 'boot-new', url: '/BootPage/new', shows: '加入客户服务群，获取保单整理与理赔协助服务' },
  { name: 'boot1', url: '/BootPage1?id=parents', shows: '为父母的保障答疑，子女和长辈都可以加入' },
  { name: 'boot1-new', url: '/BootPage1/new', shows: '加入客户服务群，获取保单整理与理赔协助服务' },
  // The customisation service's landings, as its ads and messages link them.
  { name: 'service-v2', url: '/Active/CustomizedV2/family2026', shows: '家庭保险方案定制服务' },
  { name: 'service', url: '/Active/MadeSpecial/familyfree', shows: '家庭保险方案定制服务' },
  { name: 'gift', url: '/Insurance/ayb?id=120', shows: '出行无忧意外险(赠)' },
  { name: 'gift-ended', url: '/Insurance/ayb?id=1120', shows: '本次赠险活动已结束' },
  // The gift's sign-in step, as a link to it shows it (an ended gift's: said in place).
  { name: 'gift-login-ended', url: '/Insurance/ayb/login?id=1120', shows: '本次赠险活动已结束' },
  { name: 'product', url: '/ProductNew?id=105', shows: '守护百万医疗险(2026版)' },
  // A plan is its family's alone (issue 24): its link opened in a fresh tab asks to sign in, and
  // still has its way home.
  { name: 'plan', url: '/Proposal?id=P7K3QX2M', shows: '登录后查看计划书', home: '返回首页' },
  {
    name: 'plan-preview',
    url: '/Proposal/Preview?id=P7K3QX2M',
    shows: '登录后查看计划书',
    home: '返回首页',
  },
];

test.describe('a shared address opened as the first page of a tab has a way home', () => {
  for (const screen of SHAREABLE) {
    test(`${screen.url}`, async ({ page }) => {
      await page.goto(screen.url);
      await expect(page.getByText(screen.shows).first()).toBeVisible();
      // Nothing of the site's behind it: Back would leave the site.
      expect(await length(page)).toBe(2);
      if (screen.name.startsWith('gift') && !screen.name.endsWith('ended')) {
        await dismissEntryNotice(page);
      }
      const home =
        screen.name === 'product'
          ? page.getByRole('button', { name: '首页', exact: true })
          : page.getByRole('link', { name: screen.home ?? '首页', exact: true });
      await expect(home).toBeVisible();
      await expect(home).toBeInViewport();
      // A thumb's target: the whole top-left corner, at least 44px tall and wide.
      const box = await home.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
      await shoot(page, `first-${screen.name}`);
      const address = addressOf(page);
      await home.click();
      if (screen.name === 'product') {
        await page
          .getByRole('dialog', { name: '确定要离开吗？' })
          .getByRole('button', { name: '残忍离开' })
          .click();
      }
      await catalogueShown(page);
      expect(addressOf(page)).toBe('/Home.html');

      // Back from home is the landing again, as it was: no sheet, no notice.
      await page.goBack();
      await expect.poll(() => addressOf(page)).toBe(address);
      await expect(page.getByText(screen.shows).first()).toBeVisible();
      await noDialog(page);
    });
  }
});
