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
