import { expect, test } from './support';

/**
 * The production build behind the project's nginx config (deploy/nginx, served by
 * tests/e2e/nginx.mjs on the port after the demo's): headers on every kind of response, cache
 * rules, precompressed files, deep links and their .html form, and a missing asset that is a 404.
 */
const ORIGIN = process.env.E2E_PRODUCTION_ORIGIN ?? '';

test.beforeEach(() => {
  test.skip(!process.env.E2E_NGINX, 'needs Debian’s nginx (installed by .ci/run)');
  // Headers do not depend on the device: one profile is enough.
  test.skip(test.info().project.name !== 'android-chrome', 'once, not per device');
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

async function headersOf(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  encoding = 'identity',
) {
  const response = await request.get(ORIGIN + path, {
    headers: { 'Accept-Encoding': encoding },
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

test('every kind of response carries the security headers, and the cache rule of its kind', async ({
  request,
}) => {
  const index = await fetchAsset(request, '/');
  const cases: [string, string, RegExp][] = [
    ['/', 'text/html', /^no-cache$/],
    ['/ProductNew.html?id=101', 'text/html', /^no-cache$/],
    ['/Active/Poster/7', 'text/html', /^no-cache$/],
    ['/favicon.svg', 'image/svg+xml', /^no-cache$/],
    [index.script, 'javascript', /^public, max-age=31536000, immutable$/],
    [index.style, 'text/css', /^public, max-age=31536000, immutable$/],
  ];
  for (const [path, type, cache] of cases) {
    const { status, headers } = await headersOf(request, path);
    expect(status, path).toBe(200);
    expect(headers['content-type'], path).toContain(type);
    expect(headers['cache-control'], path).toMatch(cache);
    expectSecurityHeaders(headers, path);
  }
  // A missing asset is a 404 with the same headers, never the single page.
  const missing = await headersOf(request, '/assets/not-there-1a2b3c.js');
  expect(missing.status).toBe(404);
  expect(missing.body).not.toContain('id="root"');
  expectSecurityHeaders(missing.headers, 'a missing asset');
});

test('the Content-Security-Policy allows what the site loads and nothing else', async ({
  request,
}) => {
  const { headers } = await headersOf(request, '/');
  const policy = Object.fromEntries(
    headers['content-security-policy']!.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(policy['script-src']!.some((source: string) => source.startsWith("'sha256-"))).toBe(true);
  expect(policy['connect-src']).toEqual(
    expect.arrayContaining(["'self'", 'https://api.jingxuanbx.cn']),
  );
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
});

test('precompressed copies are sent as they are: brotli, else gzip', async ({ request }) => {
  // The largest script of the first visit (the build compresses every file of 1 kB and more).
  const html = (await headersOf(request, '/')).body;
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = await Promise.all(
    scripts.map(async (path) => Number((await headersOf(request, path)).headers['content-length'])),
  );
  const script = scripts[sizes.indexOf(Math.max(...sizes))]!;
  const brotli = await headersOf(request, script, 'br, gzip');
  expect(brotli.headers['content-encoding']).toBe('br');
  const gzip = await headersOf(request, script, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
});

test('a deep link and its .html form load and reload on the same screen', async ({ page }) => {
  for (const address of ['/doc/privacy', '/doc/privacy.html?from=singlemessage']) {
    await page.goto(ORIGIN + address);
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page).toHaveURL(/\/doc\/privacy\.html/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page).toHaveTitle('隐私政策');
  }
});

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${where}`).toBe(value);
  }
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
  expect(headers['permissions-policy'], where).toContain('camera=()');
  // Plain http on the loopback: HSTS is for https only (deploy/nginx/site.conf).
  expect(headers['strict-transport-security'], where).toBeUndefined();
}

/** The entry script and stylesheet index.html names. */
async function fetchAsset(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = (await headersOf(request, path)).body;
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  // The shell's CSS is inline; the stylesheets index.html names are the catalogue's, preloaded.
  const style = /(\/assets\/[^"\s]+\.css)/.exec(html)?.[1];
  if (!script || !style) throw new Error('index.html names no entry script or stylesheet');
  return { script, style };
}
