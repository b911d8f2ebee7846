import { test as base, expect, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY, type Fault, type FaultRule } from '../../src/mocks/faults';

/**
 * Shared pieces of the end-to-end specs. The demo build answers /rest/api/* from msw's service
 * worker, so page.route never sees API calls: faults go through `window.__sandbox`, and API calls
 * are counted from the page's request events (service-worker answers still show up there).
 */

/** External hosts the sandbox's link-out products point at (src/mocks/fixtures/catalogue.ts). */
export const EXTERNAL_HOSTS = ['partner.example.com', 'dental.example.net', 'elder.example.org'];

export const test = base.extend<{ noNetwork: void }>({
  // There is no network here: stop the statistics script at once, and answer the link-out hosts
  // with a tiny page so a test can see that the browser got there.
  noNetwork: [
    async ({ context }, use) => {
      await context.route(/^https?:\/\/([^/]*\.)?cnzz\.com\//, (route) => route.abort());
      for (const host of EXTERNAL_HOSTS) {
        await context.route(`https://${host}/**`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><title>${host}</title><h1>${host}</h1>`,
          }),
        );
      }
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

/** The sandbox is up once start-up has exposed its controls (the worker is running by then). */
export async function sandboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__sandbox);
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

/**
 * Signs the visitor in on the page already open, without the log-in screens: a token the sandbox
 * really issued (`window.__sandbox.signIn`), stored where the app keeps it. The auth guard reads it
 * on the next route change. Builds whose sandbox cannot issue tokens get a placeholder token.
 */
export async function signIn(page: Page, phone = DEMO_PHONE): Promise<string> {
  await sandboxReady(page);
  return page.evaluate((number) => {
    const sandbox = window.__sandbox as unknown as { signIn?: (phone: string) => string };
    const token = sandbox.signIn?.(number) ?? 'e2e-token';
    localStorage.setItem('user_token', token);
    return token;
  }, phone);
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

/** The quote the trial shows once it has one: premium text (e.g. '¥2726'), unit and age. */
export async function shownQuote(
  page: Page,
): Promise<{ premium: string; unit: string; age: number }> {
  const area = quoteArea(page);
  await expect(area).toHaveAttribute('aria-busy', 'false');
  await expect(area.getByText(/^按被保人\d+周岁测算$/)).toBeVisible();
  const premium = (await area.locator('strong').innerText()).trim();
  const text = await area.innerText();
  const age = Number(text.match(/按被保人(\d+)周岁测算/)?.[1]);
  const unit = text.match(/元\/[年月]|元(?!\/)/)?.[0] ?? '';
  return { premium, unit, age };
}
