import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { personalDataIn } from '../../src/lib/personal';
import { API, catalogueShown, expect, inWechat, setFault, test } from './support';

/**
 * Field reports (issue 26), in both profiles.
 *
 * On the demo build the reporter's beacons go through msw's service worker (Chromium hands a
 * page's beacons and keepalive fetches to its worker like any other request), which has the page's
 * own sandbox answer them: a report sent while the page lives arrives in the sandbox, and /Test
 * lists it. A report sent as the page goes away is another matter there: the worker asks the
 * going page to answer it, and mostly that page never does, so the sandbox cannot show that a
 * report survives a close (tests/e2e/nginx.mjs takes the few the worker lets through).
 *
 * So that is shown on the production build, which has no worker, as a visitor's browser has none:
 * its API origin (itg, for localhost) is mapped by the browser's host resolver to a stand-in
 * collector, an HTTPS server of this test's, and what arrives there has really crossed the network
 * after the page was gone. (Playwright's own routing does not see those: a closed page's requests
 * are no longer the page's.)
 */

interface Sent {
  path: string;
  body: string;
  /** Sent on by the sandbox's service worker (the page had gone), not by the page itself. */
  fromWorker: boolean;
  status: number | null;
}

const FIELD = /^\/rest\/api\/field\/(errors|vitals)$/;

/** Every field report the browser sent, and what answered it. */
function recordReports(context: BrowserContext): Sent[] {
  const sent: Sent[] = [];
  const seen = new Map<Request, Sent>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST' || !FIELD.test(pathname)) return;
    const entry: Sent = {
      path: pathname,
      body: request.postData() ?? '',
      fromWorker: request.serviceWorker() !== null,
      status: null,
    };
    seen.set(request, entry);
    sent.push(entry);
  });
  context.on('requestfinished', async (request) => {
    const entry = seen.get(request);
    if (entry) entry.status = (await request.response())?.status() ?? null;
  });
  return sent;
}

const answered = (sent: Sent[], path: string, fromWorker = false) =>
  sent.filter(
    (entry) => entry.path === path && entry.fromWorker === fromWorker && entry.status !== null,
  );

/**
 * The page is hidden and shown again, as when the visitor switches to another app and back. A
 * headless browser never hides a page that stays open, so the test sets what a switch sets.
 */
async function switchAwayAndBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The reporter is there once the web-vitals code it loads (every page view, in the sandbox) is. */
async function reporterLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/web-vitals-/.test(entry.name)),
      ),
    )
    .toBe(true);
}

const device = () => (inWechat() ? 'iphone · 微信' : 'android');

const SECRETS = ['13800138000', '110101199003071234', '张三', 'ORD202611270001', 'mobile='];

function sweep(sent: Sent[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const { body } of sent) {
    expect(personalDataIn(body), body).toEqual([]);
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  }
}

test('a visit’s errors and vitals reach the sandbox, /Test lists them, and no report carries personal data', async ({
  page,
  context,
}) => {
  const sent = recordReports(context);
  await page.goto('/doc/privacy');
  // The home banners fail (a quiet call: nothing is told, the place collapses).
  await setFault(page, 'GET', API.banners, { status: 503 });
  await page.goto('/Home.html?from=ad&mobile=13800138000');
  await catalogueShown(page);
  await reporterLoaded(page);
  // A screen's code throws with personal data in its words, and a promise nobody waits for fails.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('投保人张三 13800138000 的身份证 110101199003071234 无效');
    });
    void Promise.reject(new Error('订单 ORD202611270001 未找到'));
  });
  // An interaction, for INP.
  await page.getByRole('tab').nth(1).tap();
  await expect.poll(() => answered(sent, '/rest/api/field/errors').length).toBeGreaterThan(0);
  await switchAwayAndBack(page);
  await expect.poll(() => answered(sent, '/rest/api/field/vitals').length).toBe(1);
  // What the page sent, the sandbox answered.
  const fromPage = () => sent.filter((entry) => !entry.fromWorker);
  await expect.poll(() => fromPage().every((entry) => entry.status !== null)).toBe(true);
  expect(fromPage().map((entry) => entry.status)).toEqual(fromPage().map(() => 200));

  await page.goto('/Test');
  const vitals = page.getByTestId('field-vitals').getByRole('listitem');
  await expect(vitals).toHaveCount(1);
  await expect(vitals).toContainText(`/Home（home）· ${device()} · `);
  await expect(vitals).toContainText(/TTFB \d+ ms/);
  await expect(vitals).toContainText(/FCP \d+ ms/);
  await expect(vitals).toContainText(/LCP \d+ ms/);
  const errors = page.getByTestId('field-errors');
  await expect(errors.getByRole('listitem')).toHaveCount(3);
  await expect(errors).toContainText('http 503 /rest/api/active/banners');
  await expect(errors).toContainText(/error \/Home（home）.* Error: … # … # …/);
  await expect(errors).toContainText(/rejection \/Home（home）.* Error: … ORD# …/);
  await page.screenshot({
    path: `test-results/screens/${test.info().project.name}/test-field-reports.png`,
    fullPage: true,
  });
  sweep(sent);
});

/** The itg API as the production build calls it (localhost's host rule), served by this test. */
const ITG_API = 'itg-api.jingxuanbx.cn';
const PRODUCTION = process.env.E2E_PRODUCTION_ORIGIN ?? '';

interface Collector {
  port: number;
  /** The field reports received, as parsed bodies, with their path. */
  received: { path: string; body: string }[];
  close(): Promise<void>;
}

const PRODUCT = {
  id: 101,
  name: '安心家庭综合保障计划',
  description: '一家人的医疗、意外与重疾保障',
  price: 299,
  priceUnit: '元/年起',
  tags: ['全家可保'],
  jump: false,
  status: 'on',
  family: 'ProductNew',
};

const WX_CONFIG = {
  appId: 'wx0000000000000000',
  timestamp: 1_790_000_000,
  nonceStr: 'nonce',
  signature: '0'.repeat(40),
  jsApiList: ['updateAppMessageShareData'],
};

/**
 * An HTTPS server standing in for the itg API: the catalogue's first calls are answered (so the
 * home screen has no error of its own) and the field reports are taken, 204, as the assumed
 * endpoint does. Its certificate is made for the run by openssl (Debian's, in CI's image).
 */
async function startCollector(): Promise<Collector | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'field-collector-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (spawnSync('openssl', ['version']).status !== 0) return null;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${ITG_API}`,
    ],
    { stdio: 'ignore' },
  );
  const received: Collector['received'] = [];
  const server: Server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const headers = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'token, content-type',
      };
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const { pathname } = new URL(request.url ?? '/', `https://${ITG_API}`);
        if (request.method === 'OPTIONS') {
          response.writeHead(204, headers).end();
        } else if (pathname.startsWith('/rest/api/field/')) {
          received.push({ path: pathname, body });
          response.writeHead(204, headers).end();
        } else {
          const payload =
            pathname === API.categories
              ? [{ id: 1, name: '家庭保障' }]
              : pathname === API.products
                ? [PRODUCT]
                : pathname === API.wxConfig
                  ? WX_CONFIG
                  : [];
          response.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(
            JSON.stringify({
              code: 0,
              message: 'ok',
              payload,
              meta: { pagination: { current_page: 1, total_pages: 1 } },
            }),
          );
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const production = test.extend<object, { collector: Collector | null }>({
  collector: [
    // Playwright reads what a fixture needs from its first parameter's pattern: nothing here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const collector = await startCollector();
      await use(collector);
      await collector?.close();
    },
    { scope: 'worker' },
  ],
  // The browser resolves the itg API's host to the collector, and takes its certificate.
  launchOptions: [
    async ({ launchOptions, collector }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          ...(collector
            ? [
                `--host-resolver-rules=MAP ${ITG_API}:443 127.0.0.1:${collector.port}`,
                '--ignore-certificate-errors',
              ]
            : []),
        ],
      });
    },
    { scope: 'worker' },
  ],
  ignoreHTTPSErrors: true,
});

/** The collector, or the test skipped where there is no openssl to make its certificate. */
function needed(collector: Collector | null): Collector {
  production.skip(!collector, 'openssl makes the stand-in API’s certificate (.ci/run installs it)');
  return collector!;
}

interface ErrorsBody {
  view: string;
  errors: { kind: string; route: string; message?: string; file?: string; reason?: string }[];
}

const errorsOf = (collector: Collector) =>
  collector.received
    .filter((entry) => entry.path === '/rest/api/field/errors')
    .map((entry) => JSON.parse(entry.body) as ErrorsBody);

const throwSoon = (page: Page, message: string) =>
  page.evaluate(
    (text) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          throw new Error(text);
        });
        setTimeout(resolve);
      }),
    message,
  );

production.describe('on the production build (no service worker), at the API', () => {
  production.skip(!PRODUCTION, 'the production build is served on the next port');

  production(
    'a report sent as the page closes right after an error arrives',
    async ({ page, collector: maybe }) => {
      const collector = needed(maybe);
      // The collector serves a worker's tests one after another: this test's reports only.
      collector.received.length = 0;
      await page.goto(`${PRODUCTION}/Home.html`);
      await catalogueShown(page);
      // A first error, and its report, while the page lives: the reporter is up.
      await throwSoon(page, 'while the page lived');
      await expect
        .poll(() => errorsOf(collector).flatMap((body) => body.errors.map((e) => e.message)))
        .toContain('while the page lived');
      // The next one waits for others to go with it (3 s): the page is closed before that.
      await throwSoon(page, 'thrown just before the page closed');
      await page.close();
      await expect
        .poll(() => errorsOf(collector).flatMap((body) => body.errors))
        .toContainEqual(
          expect.objectContaining({
            kind: 'error',
            route: '/Home',
            message: 'thrown just before the page closed',
          }),
        );
      const last = errorsOf(collector).at(-1)!;
      expect(last).toMatchObject({ device: inWechat() ? 'iphone' : 'android', wechat: inWechat() });
      for (const { body } of collector.received) expect(personalDataIn(body), body).toEqual([]);
    },
  );

  production(
    'a missing chunk is reported, the failure that reloads the page too',
    async ({ page, context, collector: maybe }) => {
      const collector = needed(maybe);
      collector.received.length = 0;
      await page.goto(`${PRODUCTION}/Home.html`);
      await catalogueShown(page);
      await throwSoon(page, 'the reporter is up');
      await expect.poll(() => errorsOf(collector).length).toBeGreaterThan(0);
      const views = new Set(errorsOf(collector).map((body) => body.view));
      // The terms screen's chunk is gone (as release.spec.ts R7): one reload, then the error screen.
      await context.route(/\/assets\/agency_agreement-[^/]+\.js$/, (route) =>
        route.fulfill({ status: 404, body: 'not found' }),
      );
      await page.getByRole('link', { name: '保险代理平台服务协议' }).click();
      await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
      const chunkReports = () =>
        errorsOf(collector).filter((body) =>
          body.errors.some(
            (e) =>
              e.kind === 'chunk' &&
              e.route === '/doc/agency_agreement' &&
              e.reason === 'error' &&
              /^\/assets\/agency_agreement-[\w-]+\.js$/.test(e.file ?? ''),
          ),
        );
      // One from the page view the failure reloaded (sent as it went), one from the reloaded one.
      await expect
        .poll(() => chunkReports().map((body) => views.has(body.view)))
        .toEqual([true, false]);
    },
  );
});
