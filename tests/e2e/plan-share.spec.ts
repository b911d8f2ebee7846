import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  addressOf,
  DEMO_PHONE,
  expect as baseExpect,
  inWechat,
  sandboxSaved,
  signIn,
  test,
} from './support';

/**
 * A plan shared through a copy made for sharing (issue 24), in both profiles: its family makes the
 * share on the preview (the link https, inside the messaging app the card handed to the JS-SDK),
 * a friend opens the link signed out in a fresh browser and reads the family's roles, ages and
 * figures with nothing that names them; the family revokes it on the plan after a confirmation,
 * and the link is refused from then on. Screens are saved, full page, under
 * test-results/screens/plan-share/.
 *
 * Each browser context runs its own sandbox (the demo build's backend lives in the page, kept in
 * IndexedDB). A fresh context is a fresh browser for the visitor, but the server is one: so the
 * friend's context starts with the sandbox's saved database copied over, and nothing else (no
 * token, no storage of the family's).
 */

// Every step is a full page load, a first screen of its own (the plan's ceiling, proposal.spec.ts).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREENS = fileURLToPath(new URL('../../test-results/screens/plan-share/', import.meta.url));
const PLAN = 'P7K3QX2M';
/**
 * What only the demo family holds: its form of address, its advisor, its summary's and gaps'
 * words on income and mortgage, a birth date, the account's phone, its people's names.
 */
const SECRETS = [
  '张先生',
  '李明远',
  '房贷',
  '年收入',
  '万元',
  '1988-03-15',
  DEMO_PHONE,
  '张伟',
  '张子涵',
];

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

/** None of the family's secrets in the page's text or its title. */
async function nothingOfTheFamily(page: Page): Promise<void> {
  const text = (await page.locator('body').innerText()) ?? '';
  const title = await page.title();
  for (const secret of SECRETS) {
    expect(text, `the page shows ${secret}`).not.toContain(secret);
    expect(title, `the title shows ${secret}`).not.toContain(secret);
  }
}

/** A row of the sandbox's saved database (what a fresh context will start from). */
function savedRow(page: Page, collection: string, id: string): Promise<unknown> {
  return page.evaluate(
    async ([name, key]) => {
      const open = indexedDB.open('sandbox');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        const get = db.transaction('snapshot').objectStore('snapshot').get('db');
        const snapshot = await new Promise<{ collections?: Record<string, { id: unknown }[]> }>(
          (resolve, reject) => {
            get.onsuccess = () => resolve(get.result);
            get.onerror = () => reject(get.error);
          },
        );
        return (snapshot?.collections?.[name] ?? []).find((r) => String(r.id) === key) ?? null;
      } finally {
        db.close();
      }
    },
    [collection, id] as const,
  );
}

/**
 * A fresh browser for a friend, with this profile's device, whose sandbox starts from the server
 * state the family's browser saved: IndexedDB's `sandbox` database only; no localStorage, no
 * sessionStorage, no cookies. Its pages are held to the same Content-Security-Policy watch and
 * the same no-network rule as the test's own.
 */
async function friendsBrowser(
  browser: Browser,
  family: Page,
  violations: string[],
): Promise<BrowserContext> {
  const state = await family.context().storageState({ indexedDB: true });
  // Playwright saves each origin's IndexedDB databases with `indexedDB: true`; its types leave
  // the field out, so it is named here.
  type Saved = (typeof state.origins)[number] & { indexedDB?: { name: string }[] };
  const origins = (state.origins as Saved[])
    .map((origin) => ({
      origin: origin.origin,
      localStorage: [],
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === 'sandbox'),
    }))
    .filter((origin) => origin.indexedDB.length > 0);
  expect(origins.length, 'the sandbox database to carry over').toBe(1);
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    screen: use.screen,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: use.locale,
    timezoneId: use.timezoneId,
    storageState: { cookies: [], origins },
  });
  await context.route(/^https?:\/\/([^/]*\.)?cnzz\.com\//, (route) => route.abort());
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    }),
  );
  return context;
}

test.describe('a plan shared through a link (issue 24)', () => {
  test('made by its family, opened signed out in a fresh browser with nothing personal, revoked, then refused', async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations: string[] = [];
    await page.goto('/doc/privacy');
    await signIn(page, DEMO_PHONE);

    // The preview: not shared yet; no image, since its QR code needs the share's link.
    await page.goto(`/Proposal/Preview?id=${PLAN}`);
    const panel = page.getByRole('region', { name: '分享给好友' });
    await expect(panel.getByTestId('share-state')).toHaveText('尚未分享');
    await expect(page.getByRole('region', { name: '分享图片' })).toContainText(
      '生成分享链接后，这里会出现带二维码的分享图片',
    );
    await shoot(page, 'preview-not-shared');

    // Made by the server, then shown: the card, the https link, the image with its QR code.
    await panel.getByRole('button', { name: '生成分享链接' }).click();
    const card = panel.getByTestId('share-card');
    await expect(card).toBeVisible();
    const link = (await card.getAttribute('data-share-link'))!;
    expect(link).toMatch(/^https:\/\/[^/]+\/Proposal\/Shared\?key=[0-9a-f]{32}$/);
    expect(new URL(link).host).toBe(new URL(page.url()).host);
    const key = new URL(link).searchParams.get('key')!;
    await expect(panel.getByRole('textbox', { name: '分享链接' })).toHaveValue(link);
    await expect(card).toHaveAttribute('data-share-title', '一份家庭保障计划书，分享给你参考');
    const image = page.getByRole('img', { name: /一份家庭保障计划书/ });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const drawn = JSON.parse((await image.getAttribute('data-lines')) ?? '[]') as string[];
    for (const secret of SECRETS) expect(drawn.join('\n')).not.toContain(secret);
    await shoot(page, 'preview-shared');
    await image.screenshot({
      path: `${SCREENS}image-${test.info().project.name}.png`,
    });
    if (inWechat()) {
      // The card handed to the JS-SDK is the share's, https, its picture on the site.
      await expect(panel).toContainText('点击右上角「···」，选择「发送给朋友」即可分享');
      await expect
        .poll(() => page.evaluate(() => window.__sandbox?.sharedCards()?.appMessage?.link ?? ''))
        .toBe(link);
      const handed = await page.evaluate(() => window.__sandbox!.sharedCards()!);
      expect(handed.appMessage).toMatchObject({
        title: '一份家庭保障计划书，分享给你参考',
        desc: '本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案，点击查看',
        imgUrl: expect.stringMatching(/^https:\/\/[^/]+\/share-card\.png$/),
      });
      expect(handed.timeline?.link).toBe(link);
    } else {
      await expect(panel).toContainText('复制链接后，粘贴到聊天中发送给好友');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await panel.getByRole('button', { name: '复制链接' }).click();
      await expect(page.getByText('链接已复制，可粘贴发送给好友')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
    await sandboxSaved(page, 'planShares', key);

    // A friend: another browser, signed out, opens the link.
    const friend = await friendsBrowser(browser, page, violations);
    const friendPage = await friend.newPage();
    friendPage.on('pageerror', (error) => errors.push(error.message));
    const path = new URL(link).pathname + new URL(link).search;
    await friendPage.goto(path);
    await expect(friendPage.getByRole('heading', { level: 1, name: '来自好友分享' })).toBeVisible();
    expect(await friendPage.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await expect(friendPage.getByTestId('preview-member')).toHaveCount(3);
    await expect(friendPage.getByTestId('preview-member').first()).toContainText(
      '本人 · 男 · 38岁',
    );
    await expect(friendPage.getByRole('region', { name: '保障缺口分析' })).toContainText(
      '重疾建议 50万 · 已有 10万 · 缺口 40万',
    );
    await expect(friendPage.getByRole('button', { name: '立即投保' })).toHaveCount(0);
    await expect(friendPage.getByRole('link', { name: '看看适合我的保障' })).toBeVisible();
    await nothingOfTheFamily(friendPage);
    if (inWechat()) {
      await expect
        .poll(() =>
          friendPage.evaluate(() => window.__sandbox?.sharedCards()?.appMessage?.link ?? ''),
        )
        .toBe(link);
    }
    await shoot(friendPage, 'shared');
    await friend.close();

    // The family revokes it on the plan: asked first; cancelled, nothing changes.
    await page.goto(`/Proposal?id=${PLAN}`);
    const planPanel = page.getByRole('region', { name: '分享给好友' });
    await expect(planPanel.getByTestId('share-state')).toHaveText(
      /^已分享 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} 生成$/,
    );
    await shoot(page, 'plan-shared');
    await planPanel.getByRole('button', { name: '撤销分享' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('撤销分享？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(planPanel.getByTestId('share-card')).toBeVisible();
    await planPanel.getByRole('button', { name: '撤销分享' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定撤销' }).click();
    await expect(planPanel.getByTestId('share-state')).toHaveText('分享已撤销，原链接已失效。');
    await expect(planPanel.getByRole('button', { name: '生成分享链接' })).toBeEnabled();
    expect(addressOf(page)).toBe(`/Proposal.html?id=${PLAN}`);
    await shoot(page, 'plan-revoked');
    await expect
      .poll(
        async () =>
          ((await savedRow(page, 'planShares', key)) as { revokedAt: number | null })?.revokedAt ??
          null,
      )
      .not.toBeNull();

    // Then refused: the friend's link in a fresh browser again.
    const later = await friendsBrowser(browser, page, violations);
    const laterPage = await later.newPage();
    laterPage.on('pageerror', (error) => errors.push(error.message));
    await laterPage.goto(path);
    await expect(laterPage.getByRole('heading', { level: 1, name: '分享已失效' })).toBeVisible();
    await expect(laterPage.getByRole('alert')).toContainText('该分享已被分享人撤销');
    const way = laterPage.getByRole('navigation', { name: '接下来去哪儿' });
    await expect(way.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(laterPage.getByTestId('preview-member')).toHaveCount(0);
    await nothingOfTheFamily(laterPage);
    await shoot(laterPage, 'shared-revoked');
    await way.getByRole('link', { name: '返回首页' }).click();
    await expect.poll(() => addressOf(laterPage)).toMatch(/^\/Home(\.html)?$/);
    await later.close();

    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(errors).toEqual([]);
  });
});
