import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in real Chromium against the demo build (the sandbox answers /rest/api/* in the
 * browser through msw's service worker). Browsers are never downloaded: Debian's
 * chromium-headless-shell is used where it is installed (.ci/run installs it), else Debian's
 * chromium, or whatever E2E_CHROME_PATH points at.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const CI = !!process.env.CI;
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build, on the next port. */
const PRODUCTION_PORT = PORT + 1;
process.env.E2E_PRODUCTION_ORIGIN = `http://localhost:${PRODUCTION_PORT}`;
// Without Debian's nginx (a developer's machine) the builds are served by vite preview, and the
// tests of the server's own headers skip themselves; CI installs nginx (.ci/run).
process.env.E2E_NGINX = existsSync('/usr/sbin/nginx') ? '1' : '';

// WeChat 8.0 on iOS 17, as the messaging app's in-app browser sends it.
const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
// Chrome on a Pixel 5 (Android 13).
const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.6478.122 Mobile Safari/537.36';

/**
 * Chromium's old headless shell: the same Chromium build as Debian's browser without the browser
 * around it (no UI, no profile services), which is what Playwright itself runs headless. The full
 * browser in headless mode took a third longer per test on a 2-core machine (history-pages.spec,
 * android-chrome, idle: 161 s against 106 s), most of it in starting each context and its first
 * page. The bench keeps the full browser (CHROME_PATH): its figures are a phone's.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const E2E_CHROME =
  process.env.E2E_CHROME_PATH ||
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : process.env.CHROME_PATH || '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Ceilings, not waits: a test goes on as soon as what it waits for is there. They are set for a
  // busy 2-core machine (the unit suite running beside this one), where a first screen took more
  // than 7 s and the longest journeys more than 60 s (docs/testing.md).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${root}/playwright-report` }]],
  outputDir: `${root}/test-results`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test's trace: every action with the page's DOM before and after it, the network and
    // the console. Without the trace's film of screenshots: at the profiles' pixel ratios it cost a
    // quarter of the suite's time (history-pages.spec: 270 s with it, 204 s without, idle). In CI
    // it is recorded only for a retry (the first try of a failed test), as recording every passed
    // test cost the suite another tenth (history-pages.spec, android-chrome, headless shell: 109 s
    // against 100 s); the first failure keeps its error and screenshot. A flaky test is hunted
    // with `--retries=0` off CI, where every failure keeps its trace (docs/testing.md).
    trace: {
      mode: CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROME,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'iphone-wechat',
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: IOS_WECHAT_UA,
      },
    },
    {
      name: 'android-chrome',
      use: {
        viewport: { width: 393, height: 851 },
        screen: { width: 393, height: 851 },
        deviceScaleFactor: 2.75,
        isMobile: true,
        hasTouch: true,
        userAgent: ANDROID_CHROME_UA,
      },
    },
  ],
  // Both builds are served by the project's own nginx config (deploy/nginx, tests/e2e/nginx.mjs):
  // the journeys run on the demo build under the real headers and Content-Security-Policy, and
  // production.spec.ts checks the production build. `npm test` builds both first; a bare
  // `npm run test:e2e` on a fresh clone builds them here.
  webServer: [
    {
      command: `(test -f dist-demo/index.html || npm run build:demo) && node tests/e2e/nginx.mjs dist-demo ${PORT} --sandbox`,
      cwd: root,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `(test -f dist/index.html || npm run build) && node tests/e2e/nginx.mjs dist ${PRODUCTION_PORT}`,
      cwd: root,
      url: `http://localhost:${PRODUCTION_PORT}/`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
