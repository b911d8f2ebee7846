import {
  API,
  addressOf,
  cards,
  catalogueShown,
  clearFaults,
  expect,
  faultsFromStart,
  inWechat,
  listFaults,
  recordApiCalls,
  sandboxReady,
  setFault,
  tab,
  test,
} from './support';

/**
 * Failing server calls (issue 2, "The shared request helper" and "Screens"): error states, the
 * status toast, the way home, and no request or redirect loop.
 */

/** Long enough for a loop to show itself: a looping screen re-sends within milliseconds. */
const SETTLE_MS = 2_000;

test.describe('catalogue failures', () => {
  test('a 503 on the categories shows the error state without a loop, and 重新加载 recovers', async ({
    page,
  }) => {
    // From the first request: categories are kept 60 s in the session cache once loaded.
    await faultsFromStart(page, [{ method: 'GET', path: API.categories, status: 503 }]);
    const categoryCalls = recordApiCalls(page, API.categories);
    await page.goto('/Home');
    await expect(page.getByText('分类加载失败')).toBeVisible();
    await expect(page.getByText('服务不可用，服务器暂时过载或维护中')).toBeVisible();
    // Already home: the visitor stays, on the .html address.
    expect(addressOf(page)).toBe('/Home.html');
    await page.waitForTimeout(SETTLE_MS);
    expect(categoryCalls).toHaveLength(1);
    expect(addressOf(page)).toBe('/Home.html');

    await clearFaults(page);
    await page.getByRole('button', { name: '重新加载' }).click();
    await catalogueShown(page);
    await expect(page.getByText('分类加载失败')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(4);
    expect(categoryCalls).toHaveLength(2);
  });

  test('a 503 on the products shows 产品加载失败 without a loop, and 重新加载 recovers', async ({
    page,
  }) => {
    await page.goto('/');
    await catalogueShown(page);
    await setFault(page, 'GET', API.products, { status: 503 });

    const productCalls = recordApiCalls(page, API.products);
    await page.reload();
    await expect(page.getByText('产品加载失败')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
    await page.waitForTimeout(SETTLE_MS);
    expect(productCalls).toHaveLength(1);
    expect(addressOf(page)).toBe('/');

    await clearFaults(page);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(cards(page)).toHaveCount(4);
    expect(productCalls).toHaveLength(2);
  });

  test('page 2 failing shows 加载失败，点击重试 and a tap loads it', async ({ page }) => {
    await page.goto('/?category=2');
    await catalogueShown(page);
    await expect(cards(page)).toHaveCount(10);
    await setFault(page, 'GET', API.products, { status: 500, times: 1 });

    const productCalls = recordApiCalls(page, API.products);
    const retry = page.getByRole('button', { name: '加载失败，点击重试' });
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(retry).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    // The cards already shown stay; nothing re-sends on its own.
    await expect(cards(page)).toHaveCount(10);
    await page.waitForTimeout(SETTLE_MS);
    expect(productCalls).toHaveLength(1);
    expect(await listFaults(page)).toEqual([]);

    await retry.click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('没有更多了')).toBeVisible();
    expect(productCalls.map((r) => new URL(r.url()).searchParams.get('pageCount'))).toEqual([
      '2',
      '2',
    ]);
  });

  test('a lost connection shows the network message', async ({ page }) => {
    await faultsFromStart(page, [{ method: 'GET', path: API.categories, networkError: true }]);
    await page.goto('/');
    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
    await expect(page.getByText('分类加载失败')).toBeVisible();
    expect(addressOf(page)).toBe('/');
  });

  test('a business error code on the products shows the server message', async ({ page }) => {
    await page.goto('/');
    await catalogueShown(page);
    await setFault(page, 'GET', API.products, { code: 5000, message: '产品服务维护中' });
    await tab(page, '健康险').click();
    await expect(page.getByText('产品服务维护中')).toBeVisible();
    await expect(page.getByText('产品加载失败')).toBeVisible();
  });
});

test.describe('messaging app (WeChat)', () => {
  test.beforeEach(() => {
    test.skip(!inWechat(), 'the JS-SDK is only configured inside the messaging app');
  });

  test('every screen asks for the JS-SDK configuration of the entry URL', async ({ page }) => {
    const configCalls = recordApiCalls(page, API.wxConfig);
    await page.goto('/Home?from=singlemessage#share');
    await catalogueShown(page);
    await expect.poll(() => configCalls.length).toBe(1);

    const entry = new URL('/Home?from=singlemessage', page.url()).href;
    const first = new URL(configCalls[0].url());
    expect(first.searchParams.get('page')).toBe(entry);
    // Sent encoded: the page's own query does not leak into the call's query.
    expect([...first.searchParams.keys()]).toEqual(['page']);
    expect(first.search).not.toContain('#');

    // On iOS the signature URL stays the entry URL whatever pushState did since.
    await page.getByRole('link', { name: '隐私政策' }).click();
    await expect(page).toHaveTitle('隐私政策');
    await expect.poll(() => configCalls.length).toBe(2);
    expect(new URL(configCalls[1].url()).searchParams.get('page')).toBe(entry);
  });

  test('/Test reports the messaging-app browser on an iPhone', async ({ page }) => {
    await page.goto('/Test');
    await expect(page.getByTestId('diag-当前环境')).toContainText('沙箱');
    await expect(page.getByTestId('diag-微信内置浏览器')).toHaveText('是');
    await expect(page.getByTestId('diag-iPhone')).toHaveText('是');
    await expect(page.getByTestId('diag-Android')).toHaveText('否');
  });

  test('a 503 on the JS-SDK call from /Test lands on /Home.html without a loop', async ({
    page,
  }) => {
    // /ProductGuide's own call is made and answered before the fault and the count begin: on a
    // busy machine it was still to come when they began, and was counted as /Test's.
    const earlier = recordApiCalls(page, API.wxConfig);
    await page.goto('/ProductGuide');
    await expect.poll(() => earlier.length).toBe(1);
    await earlier[0]!.response();
    await sandboxReady(page);
    await setFault(page, 'GET', API.wxConfig, { status: 503 });

    const configCalls = recordApiCalls(page, API.wxConfig);
    await page.goto('/Test');
    await expect(page).toHaveURL(/\/Home\.html$/);
    await catalogueShown(page);
    await expect(page).toHaveTitle('首页');
    // /Test's call, then home's: home fails too but stays.
    await expect.poll(() => configCalls.length).toBe(2);
    // And no loop: nothing more after a while.
    await page.waitForTimeout(SETTLE_MS);
    expect(configCalls).toHaveLength(2);
    expect(addressOf(page)).toBe('/Home.html');
  });
});

test.describe('own browser (Android)', () => {
  test.beforeEach(() => {
    test.skip(inWechat(), 'outside the messaging app');
  });

  test('no JS-SDK call, and /Test reports an Android phone', async ({ page }) => {
    const configCalls = recordApiCalls(page, API.wxConfig);
    await page.goto('/Test');
    await expect(page.getByTestId('diag-微信内置浏览器')).toHaveText('否');
    await expect(page.getByTestId('diag-Android')).toHaveText('是');
    await expect(page.getByTestId('diag-iPhone')).toHaveText('否');
    await page.goto('/');
    await catalogueShown(page);
    expect(configCalls).toHaveLength(0);
  });
});
