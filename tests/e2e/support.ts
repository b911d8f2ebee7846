import { deflateSync } from 'node:zlib';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, type Fault, type FaultRule } from '../../src/mocks/faults';

/**
 * Shared pieces of the end-to-end specs. The demo build answers /rest/api/* from msw's service
 * worker, so page.route never sees API calls: faults go through `window.__sandbox`, and API calls
 * are counted from the page's request events (service-worker answers still show up there).
 */

/**
 * Whether the screenshots saved for people to look at (under test-results/screens/) are taken. On
 * a developer's machine they are; in CI nobody opens them, and at the profiles' device pixel ratio
 * each costs 0.4-0.9 s of a busy 2-core machine (about 400 of them per run): skipped there, unless
 * E2E_SHOTS=1. Playwright's own screenshot of a failure is taken either way.
 */
export const REVIEW_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';
const isReviewShot = (path: unknown) =>
  typeof path === 'string' && /[\\/]?test-results[\\/]screens[\\/]/.test(path);

export const test = base.extend<{
  noNetwork: void;
  cspWatch: void;
  cspExpected: RegExp | null;
  reviewShots: void;
  nothingPending: void;
}>({
  /**
   * A test that ends while its page is still navigating (a sign-in step that moves on by itself, a
   * landing's redirect) left Chromium closing the context in the middle of that navigation, with
   * the sandbox's service worker controlling the page: the close hung past the test's timeout, once
   * in about 400 tests (CI, product.spec "without a token…", issue 28). Each page of a passed test
   * is left for about:blank first, which ends whatever it was loading and lets its worker go; a
   * failed test keeps its page as it stands, for the failure's snapshot.
   */
  nothingPending: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        await page.goto('about:blank', { timeout: 10_000 }).catch(() => {});
      }
    },
    { auto: true },
  ],
  reviewShots: [
    async ({ context }, use) => {
      if (!REVIEW_SHOTS) {
        const skip = (page: Page) => {
          const take = page.screenshot.bind(page);
          page.screenshot = (options) =>
            isReviewShot(options?.path) ? Promise.resolve(Buffer.alloc(0)) : take(options);
        };
        context.pages().forEach(skip);
        context.on('page', skip);
      }
      await use();
    },
    { auto: true },
  ],
  /**
   * What a test feeds hostile content on purpose expects the policy to block (an inline event
   * handler in server HTML, say): those reports are the policy doing its job.
   */
  cspExpected: [null, { option: true }],
  // Every page of every test runs under the server's Content-Security-Policy (tests/e2e/nginx.mjs):
  // whatever it blocked fails the test. Chromium reports each block on the console.
  cspWatch: [
    async ({ context, cspExpected }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (!/Content Security Policy/i.test(text)) return;
          if (cspExpected?.test(text)) return;
          violations.push(text);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // There is no network here: stop the statistics script at once. (The link-out products lead to
  // the sandbox's own partner page, src/mocks/partner.html.)
  noNetwork: [
    async ({ context }, use) => {
      await context.route(/^https?:\/\/([^/]*\.)?cnzz\.com\//, (route) => route.abort());
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Whether this run is the messaging-app (WeChat) profile. */
export function inWechat(): boolean {
  return test.info().project.name === 'iphone-wechat';
}

/**
 * The sandbox is up once start-up has exposed its controls and its worker controls the page. The
 * page's first load in a context can come before the worker it registered has taken control; msw
 * then reloads it, and a control used in between ran in a page being destroyed ("Execution context
 * was destroyed": share-cards.spec, once in CI, issue 28). Once the worker controls the page, no
 * such reload comes.
 */
export async function sandboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__sandbox && !!navigator.serviceWorker?.controller);
}

/**
 * Switches a sandbox fault on. Faults live in sessionStorage, so they outlive reloads and
 * same-origin navigations of this tab; each test has a fresh context, hence fresh faults.
 */
export async function setFault(
  page: Page,
  method: string,
  path: string,
  fault: Fault,
): Promise<void> {
  await sandboxReady(page);
  await page.evaluate(([m, p, f]) => window.__sandbox?.setFault(m, p, f), [
    method,
    path,
    fault,
  ] as const);
}

/**
 * Faults in force from the very first request of the next page load (before any reply could be
 * cached by the request helper's session cache). Seeded once per tab, so clearFaults() followed by
 * a reload or a retry really clears them.
 */
export async function faultsFromStart(page: Page, rules: FaultRule[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:faults-seeded')) return;
      sessionStorage.setItem('e2e:faults-seeded', '1');
      sessionStorage.setItem(key, value);
    },
    [FAULTS_STORAGE_KEY, JSON.stringify(rules)] as const,
  );
}

export async function clearFaults(page: Page): Promise<void> {
  await sandboxReady(page);
  await page.evaluate(() => window.__sandbox?.clearFaults());
}

export async function listFaults(page: Page): Promise<FaultRule[]> {
  await sandboxReady(page);
  return page.evaluate(() => window.__sandbox?.listFaults() ?? []);
}

/** Every request the page makes to this API path (query ignored), as it happens. */
export function recordApiCalls(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Every address (path + query + hash) the main frame shows, history API changes included. */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    seen.push(url.pathname + url.search + url.hash);
  });
  return seen;
}

export const API = {
  categories: '/rest/api/products/categories',
  products: '/rest/api/product_types/products',
  jumpLink: '/rest/api/product/jump_link',
  wxConfig: '/rest/api/wechat/js/config',
  banners: '/rest/api/active/banners',
  /** Followed by the product's id. */
  productDetail: '/rest/api/product/detail/',
  /** Followed by the poster landing's id. */
  poster: '/rest/api/active/poster/',
  /** Followed by the article's id. */
  article: '/rest/api/active/article/',
} as const;

/** The path + query + hash of the page, as the address bar shows it. */
export function addressOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

export const cards = (page: Page) => page.getByTestId('product-card');
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The catalogue has drawn its first page: tabs and at least one card. */
export async function catalogueShown(page: Page): Promise<void> {
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

/** Scrolls to the bottom until the list footer says there is nothing more. */
export async function scrollToEnd(page: Page): Promise<void> {
  const footer = page.getByText('没有更多了');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

// ---------------------------------------------------------------------------------------------
// Product screens (issue 3)

export const PRODUCT_API = {
  detail: (id: number) => `/rest/api/product/detail/${id}`,
  price: '/rest/api/third_product/price',
} as const;

/** The detail screen of this product has drawn: its name as the page heading and the footer. */
export async function detailShown(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByTestId('footer-premium')).toBeVisible();
}

/** The footer's premium of the chosen plan, as shown (e.g. '1280'). */
export const footerPremium = (page: Page) => page.getByTestId('footer-premium');

/** A trial chip (plan, sum insured, term, frequency) inside its labelled group. */
export const chip = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

/** The trial's quote area (role=region, named 保费). */
export const quoteArea = (page: Page) => page.getByRole('region', { name: '保费', exact: true });

/** The sandbox's seeded account (src/mocks/fixtures/accounts.ts). */
export const DEMO_PHONE = '13800138000';
/** The second seeded account (王女士's plan P9D4RT6W; no orders or policies). */
export const SECOND_PHONE = '13600136000';

/**
 * Signs the visitor in on the page already open, without the log-in screens: a token the sandbox
 * really issued (`window.__sandbox.signIn`), stored where the app keeps it. The guard reads it on
 * the next route change; start-up checks it with the server (`GET /rest/api/user/current`), so it
 * must be a real one. Waits until the sandbox has saved the new session to IndexedDB, so a
 * navigation right after (which reloads the sandbox from there) still knows the token.
 */
export async function signIn(page: Page, phone = DEMO_PHONE): Promise<string> {
  await sandboxReady(page);
  const token = await page.evaluate((number) => {
    const issued = window.__sandbox!.signIn(number);
    localStorage.setItem('user_token', issued);
    return issued;
  }, phone);
  await sandboxSaved(page, 'sessions', token);
  return token;
}

/**
 * Waits until the sandbox's saved snapshot (IndexedDB `sandbox`/`snapshot`/`db`, src/mocks/db.ts)
 * holds this row of this collection. The sandbox saves after each change, but asynchronously; a
 * full navigation (reload, the consent page) reloads the sandbox from there.
 */
export async function sandboxSaved(page: Page, collection: string, id: string): Promise<void> {
  await page.waitForFunction(
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
        return (snapshot?.collections?.[name] ?? []).some((r) => String(r.id) === key);
      } finally {
        db.close();
      }
    },
    [collection, id] as const,
    { polling: 50 },
  );
}

// ---------------------------------------------------------------------------------------------
// Accounts (issue 4)

/** The sandbox's fixed answers (src/mocks/fixtures/accounts.ts). */
export const SMS_CODE = '123456';
export const CAPTCHA_ANSWER = '8888';

export const ACCOUNT_API = {
  captchaToken: '/rest/api/captcha/token',
  captcha: '/rest/api/captcha',
  sendCode: '/rest/api/validation/bind',
  validate: '/rest/api/validation/valid',
  currentUser: '/rest/api/user/current',
  oauthCode: '/rest/api/user_center/wechat/oauth/code',
  wechatLogin: '/rest/api/user_center/wechat/login',
  orders: '/rest/api/orders',
} as const;

/**
 * A phone number the sandbox has never seen (139 and eight random digits): its first code needs
 * an image captcha, and no 60-second wait from an earlier test applies to it.
 */
export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The pieces of the shared phone + SMS form (/Login, /Members/register, /Policy/wechat/bind). */
export function phoneForm(page: Page) {
  return {
    phone: page.getByPlaceholder('请输入手机号'),
    captcha: page.getByPlaceholder('请输入图形验证码'),
    captchaImage: page.getByRole('img', { name: '看不清？点击图片换一张' }),
    code: page.getByPlaceholder('请输入短信验证码'),
    // 获取验证码, then `NNs后重发`, then 重新获取.
    send: page.getByRole('button', { name: /^(获取验证码|\d+s后重发|重新获取)$/ }),
    // The sign-in's own agreement (/Members/register asks its own consent instead, naming both).
    agree: page.getByRole('checkbox', { name: /^我已阅读并同意《用户服务协议》《隐私政策》$/ }),
  };
}

/** The antd-mobile toast showing this text (fail toasts last 2 s: check soon after the action). */
/**
 * The toast saying `text`, the newest: antd-mobile draws each toast in a container of its own and
 * the one it replaces fades out beside it for a moment, so the same words can be on the page twice
 * (accounts.spec's 请输入图形验证码 on a busy machine, after the server's captcha round said it).
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('.adm-toast-main').filter({ hasText: text }).last();

/**
 * Asks for an SMS code for `phone` on the phone form open on the page, answering the image captcha
 * (8888) when the server asks for one. Returns once the countdown runs.
 */
export async function requestSmsCode(page: Page, phone: string): Promise<void> {
  const form = phoneForm(page);
  await form.phone.fill(phone);
  await form.send.click();
  const countdown = page.getByRole('button', { name: /^\d+s后重发$/ });
  await expect(countdown.or(form.captcha)).toBeVisible();
  if (await form.captcha.isVisible()) {
    await expect(form.captchaImage).toBeVisible();
    await form.captcha.fill(CAPTCHA_ANSWER);
    await form.send.click();
  }
  await expect(countdown).toBeDisabled();
}

/**
 * Signs in on the phone form open on the page, as a visitor does: phone, code (with a captcha
 * round when asked), agreement, then the submit button (登录 unless told otherwise).
 */
export async function loginByPhone(
  page: Page,
  phone: string,
  // `agree: false`: the screen's own consent was given instead (/Members/register).
  { submit = '登录', agree = true }: { submit?: string; agree?: boolean } = {},
): Promise<void> {
  const form = phoneForm(page);
  await requestSmsCode(page, phone);
  await form.code.fill(SMS_CODE);
  if (agree) await form.agree.check();
  await page.getByRole('button', { name: submit, exact: true }).click();
}

export const CONSENT_PAGE = '/sandbox/wechat-consent.html';

/**
 * On the sandbox's stand-in for the messaging app's consent screen: picks an identity and taps
 * 允许 (or 拒绝).
 */
export async function consent(
  page: Page,
  { identity = '微信用户·小王', allow = true }: { identity?: string; allow?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === CONSENT_PAGE);
  await page.getByRole('radio', { name: identity }).check();
  await page.getByRole('button', { name: allow ? '允许' : '拒绝', exact: true }).click();
}

/** The messaging-app profile: the authorisation, the sandbox consent (允许), back on the site. */
export async function loginByWechat(page: Page, identity = '微信用户·小王'): Promise<void> {
  await consent(page, { identity });
  await expect(page).not.toHaveURL((url) => url.pathname === CONSENT_PAGE);
}

/** Storage keys of this origin, read in the page. */
export async function storageOf(
  page: Page,
): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
  }));
}

/** Moves the sandbox's clock (until the next full page load), e.g. past the 30-day sessions. */
export async function advanceSandboxClock(page: Page, ms: number): Promise<void> {
  await sandboxReady(page);
  await page.evaluate((delta) => window.__sandbox?.advanceClock(delta), ms);
}

/**
 * The buy flow reached this step's route (`/ProductNew/Insured?id=101`): the screen shows at its
 * .html address, or, signed out, the guard sent the visitor to log in (phone or messaging app)
 * with exactly that route as the way back. `visited` comes from recordNavigations.
 */
export async function expectStepReached(
  page: Page,
  visited: string[],
  step: string,
  { signedIn }: { signedIn: boolean },
): Promise<void> {
  const [pathname, query] = step.split('?');
  if (signedIn) {
    await expect.poll(() => addressOf(page)).toBe(`${pathname}.html${query ? `?${query}` : ''}`);
    await expect(page.locator('main')).toBeVisible();
    return;
  }
  const login = () => visited.find((address) => /^\/(Login|Authorize)\.html\?/.test(address));
  await expect.poll(login).toBeTruthy();
  expect(new URL(login()!, 'http://localhost').searchParams.get('redirect')).toBe(step);
  // All the way there: /Authorize leaves for the consent page by itself, and a test that ended on
  // its way saw the context's close hang in that navigation (CI, issue 28).
  if (/^\/Authorize\./.test(login()!)) {
    await expect.poll(() => addressOf(page)).toContain(`${CONSENT_PAGE}?`);
  }
  await page.waitForLoadState('load');
}

/**
 * Seeds the trial's saved choices (sessionStorage `trial:<id>`) before the next page load, as if
 * the visitor had chosen them earlier in this tab. Seeded once per tab: later reloads keep what the
 * screen itself stored.
 */
export async function seedTrialDraft(
  page: Page,
  productId: number,
  draft: {
    planId?: number;
    sumInsured?: number;
    term?: string;
    payFrequency?: 'annual' | 'monthly' | 'single';
    birthDate?: string;
  },
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      const seeded = `e2e:seeded:${key}`;
      if (sessionStorage.getItem(seeded)) return;
      sessionStorage.setItem(seeded, '1');
      sessionStorage.setItem(key, value);
    },
    [`trial:${productId}`, JSON.stringify(draft)] as const,
  );
}

/** A date `years` years before today in Shanghai, YYYY-MM-DD, on the given month and day. */
export function birthDateYearsAgo(years: number, monthDay = '06-15'): string {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(
      new Date(),
    ),
  );
  return `${year - years}-${monthDay}`;
}

/**
 * Chooses the insured's birth year with the real antd-mobile DatePicker, as a visitor does: opens
 * it from the birth-date row, taps the year wheel toward the wanted year (only the rows the wheel
 * shows around the selection can be tapped, so it steps at most three rows at a time), then taps
 * 确定. Month and day stay where the wheel put them. Returns the chosen date as the row shows it.
 */
export async function pickBirthYear(page: Page, year: number): Promise<string> {
  const row = page.getByRole('button', { name: /被保人出生日期/ });
  await row.click();
  const picker = page.locator('.adm-picker');
  await expect(picker).toBeVisible();
  const years = picker.locator('.adm-picker-view-column').first();
  const selected = years.locator('.adm-picker-view-column-item[data-selected="true"]');
  for (let step = 0; step < 40; step++) {
    const current = Number(await selected.innerText());
    if (current === year) break;
    const next = current + Math.max(-3, Math.min(3, year - current));
    await years
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: new RegExp(`^${next}$`) })
      .tap();
    await expect(selected).toHaveText(String(next));
  }
  await expect(selected).toHaveText(String(year));
  await picker.getByRole('button', { name: '确定', exact: true }).tap();
  await expect(picker).toBeHidden();
  await expect(row).toContainText(`${year}-`);
  return (await row.innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';
}

/** The quote the trial shows once it has one: premium text (e.g. '¥2726.00'), unit and age. */
export async function shownQuote(
  page: Page,
): Promise<{ premium: string; unit: string; age: number }> {
  const area = quoteArea(page);
  await expect(area).toHaveAttribute('aria-busy', 'false');
  await expect(area.getByText(/^按被保人\d+周岁测算$/)).toBeVisible();
  // One style (lib/money.ts): a quote to the fen, ¥1280.00/年, ¥106.50/月, ¥8000.00 (paid once).
  const text = (await area.innerText()).replace(/\s+/g, '');
  const price = text.match(/(¥\d+(?:\.\d{2})?)(\/[年月])?/);
  const age = Number(text.match(/按被保人(\d+)周岁测算/)?.[1]);
  return { premium: price?.[1] ?? '', unit: price?.[2] ?? '', age };
}

/** A small solid-colour PNG (RGB, 8 bits), built here: what a visitor's photo upload sends. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// The purchase funnel (issue 5)

export const FUNNEL_API = {
  insured: '/rest/api/third_product/insured',
  healthSubmit: '/rest/api/third_product/submit_health_statement',
  payment: '/rest/api/third_product/payment',
  paymentInfo: (orderId: string) => `/rest/api/third_product/payment_info/${orderId}`,
  trace: '/rest/api/trace/events',
} as const;

/** The GB 11643-1999 (ISO 7064 MOD 11-2) check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * weights[i]!;
  return '10X98765432'[sum % 11]!;
}

/**
 * A valid 18-character resident ID number for someone born on `birthDate` (YYYY-MM-DD): a Beijing
 * region code, a random sequence whose last digit gives the gender (odd: male), the check character.
 */
export function makeIdCard(
  birthDate: string,
  { gender = 'male', region = '110101' }: { gender?: 'male' | 'female'; region?: string } = {},
): string {
  const birth = birthDate.replaceAll('-', '');
  if (!/^\d{8}$/.test(birth) || !/^[1-8]\d{5}$/.test(region)) {
    throw new Error(`makeIdCard: bad birth date ${birthDate} or region ${region}`);
  }
  const order = Math.floor(Math.random() * 50) * 2 + (gender === 'male' ? 1 : 0);
  const first17 = `${region}${birth}${String(Math.floor(Math.random() * 10))}${String(order).padStart(2, '0')}`;
  return first17 + idCheckChar(first17);
}

/** A Chinese name the forms accept (2-3 Han characters), different from run to run. */
export function chineseName(): string {
  const surnames = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨';
  const given = '晓明华芳静磊洋勇艳杰娟涛超秀霞平刚桂英';
  const pick = (chars: string) => chars[Math.floor(Math.random() * chars.length)]!;
  return pick(surnames) + pick(given) + pick(given);
}

/** What the visitor types for one person (the applicant, who is also the insured: 本人). */
export interface Buyer {
  name: string;
  idCard: string;
  mobile: string;
}

export function buyerBornOn(birthDate: string): Buyer {
  return { name: chineseName(), idCard: makeIdCard(birthDate), mobile: freshPhone() };
}

/**
 * The sandbox answers API calls only once its service worker controls the page; `window.__sandbox`
 * is set a moment earlier. Wait for both before relying on a sandbox fetch (sandboxReady does).
 */
export async function sandboxControlling(page: Page): Promise<void> {
  await sandboxReady(page);
}

/** My orders of that phone's user as the sandbox holds them (names masked), newest first. */
export async function sandboxOrders(
  page: Page,
  phone: string,
): Promise<{ orderId: string; productId: number; status: string; policyNo: string | null }[]> {
  await sandboxReady(page);
  return page.evaluate((number) => window.__sandbox!.listOrders(number), phone);
}

/**
 * The sales trail of the last commitment of this tab (a purchase, a gift claim: sessionStorage
 * `trace:last`), as recorded.
 */
export async function lastTrail(page: Page): Promise<{
  traceId: string;
  trail:
    | {
        productId?: number;
        subject?: string;
        orderId?: string;
        events: {
          type: string;
          at: string;
          page: string;
          target?: string;
          durationMs?: number;
          orderId?: string;
        }[];
      }
    | undefined;
}> {
  await sandboxReady(page);
  return page.evaluate(() => {
    const last = JSON.parse(sessionStorage.getItem('trace:last') ?? 'null') as {
      traceId: string;
    } | null;
    if (!last) throw new Error('no trace:last in sessionStorage');
    return { traceId: last.traceId, trail: window.__sandbox!.getTrail(last.traceId) };
  });
}

/** The purchase draft of a product (sessionStorage `draft:<id>`), as the insured screen keeps it. */
export async function purchaseDraft(
  page: Page,
  productId: number,
): Promise<Record<string, unknown>> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>,
    `draft:${productId}`,
  );
}

/** The insured form's applicant fields (the insured's own are hidden while the insured is 本人). */
export function applicantFields(page: Page) {
  return {
    name: page.locator('#applicant-name'),
    idCard: page.locator('#applicant-idCard'),
    mobile: page.locator('#applicant-mobile'),
  };
}

/** copy.md's entry notice, shown once per purchase on the insured-entry screen. */
export const ENTRY_NOTICE = '您已进入投保流程，请仔细阅读保险条款、投保须知等重要信息';

/** The entry notice is up: closes it with 知道了. */
export async function dismissEntryNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog').filter({ hasText: ENTRY_NOTICE });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '知道了' }).click();
  await expect(notice).toBeHidden();
}

/** Fills the applicant (typed as a visitor does) with the insured as 本人. */
export async function fillSelfInsured(page: Page, buyer: Buyer): Promise<void> {
  const fields = applicantFields(page);
  await fields.name.fill(buyer.name);
  await fields.idCard.fill(buyer.idCard);
  await fields.mobile.fill(buyer.mobile);
  const self = page.getByRole('radio', { name: '本人', exact: true });
  if (!(await self.isChecked())) await self.check();
}

/** The health statement: answers every question 否, except the ones (0-based) listed as 是. */
export async function answerHealth(page: Page, yes: number[] = []): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('健康告知');
  const groups = page.locator('main ol').first().getByRole('group');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const answer = groups
      .nth(i)
      .getByRole('button', { name: yes.includes(i) ? '是' : '否', exact: true });
    await answer.click();
    await expect(answer).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('已回答全部问题')).toBeVisible();
  return count;
}

/**
 * A document read before a consent (pages/_shared/ReadThenConsent): its button 《title》未阅读
 * opens it full screen, 关闭 closes it, and the button says 已阅读.
 */
export async function readDocument(page: Page, title: string): Promise<void> {
  // The title and its state are two texts side by side: a space between them in the name.
  const literal = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = (state: string) => new RegExp(`^《${literal}》\\s*${state}$`);
  await page.getByRole('button', { name: named('未阅读') }).click();
  const overlay = page.getByRole('dialog', { name: title });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('button', { name: named('已阅读') })).toBeVisible();
}

/** The gift's consent: each of its documents opened (issue 24), then the box ticked. */
export async function agreeToGift(page: Page): Promise<void> {
  const unread = page.getByRole('button', { name: /^《.+》\s*未阅读$/ });
  await expect(unread.first()).toBeVisible();
  while ((await unread.count()) > 0) {
    const name = await unread.first().innerText();
    await readDocument(page, name.replace(/[《》\s]|未阅读/g, ''));
  }
  await page.getByRole('checkbox', { name: '我已逐页阅读上述内容并同意' }).check();
}

/** The membership's 用户服务协议 opened (issue 24), then agreed to. */
export async function agreeToMembership(
  page: Page,
  { register = false }: { register?: boolean } = {},
): Promise<void> {
  await readDocument(page, '用户服务协议');
  // 手机号注册 signs in too: its one consent names the sign-in's 隐私政策 as well.
  if (register) await readDocument(page, '隐私政策');
  const documents = register ? '《用户服务协议》《隐私政策》' : '《用户服务协议》';
  await page
    .getByRole('checkbox', { name: `我已阅读并同意${documents}，自愿开通免费会员` })
    .check();
}

/** The customisation service's agreement opened on its landing (issue 24), then agreed to. */
export async function agreeToService(page: Page): Promise<void> {
  await readDocument(page, '家庭保险方案定制服务协议');
  // The sentence names the agreement in a button of its own: a space before it in the name.
  await page
    .getByRole('checkbox', { name: /^我已阅读并同意\s?《家庭保险方案定制服务协议》$/ })
    .check();
}

/** The questionnaire's 隐私政策 opened (issue 24), then both uses of the information agreed to. */
export async function agreeToInfoUse(page: Page): Promise<void> {
  await readDocument(page, '隐私政策');
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

/** The confirmation's documents (投保须知, 免责条款) opened and closed, then both consents ticked. */
export async function readDocumentsAndConsent(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  for (const title of ['投保须知', '免责条款', '保险条款']) {
    await page.getByRole('button', { name: new RegExp(`《${title}》`) }).click();
    const overlay = page.getByRole('dialog', { name: title });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(overlay).toHaveCount(0);
  }
  await expect(consent).toBeEnabled();
  await consent.check();
  const sensitive = page.getByRole('checkbox', { name: /敏感个人信息/ });
  if ((await sensitive.count()) > 0) await sensitive.check();
}

/**
 * The sandbox stands in for the payment provider: in the messaging app the fake WeixinJSBridge's
 * in-page sheet (确认支付 / 取消 / 失败), elsewhere the H5 cashier page (确认支付 / 取消支付 /
 * 模拟支付失败). Chooses there, and returns once the choice is made.
 */
export async function payAtProvider(
  page: Page,
  result: 'paid' | 'cancelled' | 'failed' = 'paid',
): Promise<void> {
  if (inWechat()) {
    const sheet = page.getByRole('dialog', { name: '微信支付' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('¥');
    const label = { paid: '确认支付', cancelled: '取消', failed: '失败' }[result];
    await sheet.getByRole('button', { name: label, exact: true }).click();
    await expect(sheet).toHaveCount(0);
    return;
  }
  await expect(page).toHaveURL((url) => /^\/sandbox\/cashier(\.html)?$/.test(url.pathname));
  await expect(page.getByRole('note')).toHaveText('沙箱收银台（模拟支付，不会扣款）');
  const label = { paid: '确认支付', cancelled: '取消支付', failed: '模拟支付失败' }[result];
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page).not.toHaveURL((url) => url.pathname.startsWith('/sandbox/cashier'));
}

// ---------------------------------------------------------------------------------------------
// A purchase, for the specs that need one under way (release.spec.ts)

/** 105's first plan: a ProductNew product with a health statement, paid through third_product/payment. */
export const MEDICAL = { id: 105, name: '守护百万医疗险(2026版)', planId: 10501 } as const;

/** The order number of the address (`?orderId=`). */
export const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('orderId') ?? '';

export const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(提交订单|提交中…)$/ });

/** The result screen's headline (Payback's h1 is a live status). */
export const payResult = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

/**
 * Signed in as a new account (a real sandbox token), the trial's choices of 105 seeded, on 105's
 * insured-entry screen with the entry notice closed and the applicant (本人) filled in.
 */
export async function insuredFilled(page: Page): Promise<{ phone: string; buyer: Buyer }> {
  const birthDate = birthDateYearsAgo(32, '04-18');
  await seedTrialDraft(page, MEDICAL.id, { planId: MEDICAL.planId, birthDate });
  const phone = freshPhone();
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await signIn(page, phone);
  await page.goto(`/ProductNew/Insured?id=${MEDICAL.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '填写投保信息' })).toBeVisible();
  await dismissEntryNotice(page);
  const buyer = buyerBornOn(birthDate);
  await fillSelfInsured(page, buyer);
  return { phone, buyer };
}

/** From the filled insured form to the confirmation, every health answer 否, documents read and consents given. */
export async function toConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect
    .poll(() => addressOf(page))
    .toBe(`/ProductNew/healthStatement.html?id=${MEDICAL.id}`);
  await answerHealth(page);
  await page.getByRole('button', { name: '提交健康告知' }).click();
  await expect.poll(() => addressOf(page)).toBe(`/ProductNew/ProductDetail.html?id=${MEDICAL.id}`);
  await readDocumentsAndConsent(page);
}

/**
 * A landing's lead form, further down the page: its code loads as its place comes near, so the
 * test scrolls there as a visitor does (pages/_campaign/DeferredLeadForm.tsx).
 */
export async function scrollToLeadForm(page: Page): Promise<Locator> {
  const place = page.getByTestId('lead-form-place');
  const form = page.locator('form');
  await expect(place.or(form).first()).toBeAttached();
  // In the page, in one step: the place may give way to the form at any moment.
  await page.evaluate(() =>
    document.querySelector('[data-testid="lead-form-place"]')?.scrollIntoView({ block: 'center' }),
  );
  await expect(form).toBeVisible();
  return form;
}
