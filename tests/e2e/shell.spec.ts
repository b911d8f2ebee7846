import {
  addressOf,
  catalogueShown,
  CONSENT_PAGE,
  expect,
  inWechat,
  recordNavigations,
  signIn,
  tab,
  test,
} from './support';

/** The shell (issue 2, "The shell"): the `.html` rule, titles, history, the auth rule, not-found. */

test.describe('address bar and titles', () => {
  test('/Home becomes /Home.html titled 首页, and a reload shows the same screen', async ({
    page,
  }) => {
    await page.goto('/Home');
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    await expect(page).toHaveTitle('首页');

    await page.reload();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html');
    await expect(page).toHaveTitle('首页');
    await expect(tab(page, '家庭保障')).toHaveAttribute('aria-selected', 'true');
  });

  test('/ keeps its address and the default title', async ({ page }) => {
    await page.goto('/');
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/');
    await expect(page).toHaveTitle('精选保险');
  });

  test('the query string and the hash are kept', async ({ page }) => {
    // What the messaging app appends to a shared link.
    await page.goto('/Home?category=2&from=singlemessage&isappinstalled=0#list');
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html?category=2&from=singlemessage&isappinstalled=0#list');
    await expect(tab(page, '健康险')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/ProductGuide?id=115#top');
    await expect(page.getByRole('heading', { name: '该产品已下架' })).toBeVisible();
    expect(addressOf(page)).toBe('/ProductGuide.html?id=115#top');
    await expect(page).toHaveTitle('产品下架通知');
  });

  test('back and forward move between two screens', async ({ page }) => {
    await page.goto('/Home');
    await catalogueShown(page);

    await page.getByRole('link', { name: '隐私政策' }).click();
    await expect(page).toHaveURL(/\/doc\/privacy\.html$/);
    await expect(page).toHaveTitle('隐私政策');
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/Home\.html$/);
    await catalogueShown(page);
    await expect(page).toHaveTitle('首页');

    await page.goForward();
    await expect(page).toHaveURL(/\/doc\/privacy\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page).toHaveTitle('隐私政策');

    // A reload of the .html address of a screen other than home shows that screen again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    expect(addressOf(page)).toBe('/doc/privacy.html');
  });

  test('/doc/privacy shows the privacy policy', async ({ page }) => {
    await page.goto('/doc/privacy');
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    expect(addressOf(page)).toBe('/doc/privacy.html');
    await expect(page).toHaveTitle('隐私政策');
    // What the site actually collects is covered.
    for (const topic of ['手机号码', '身份证号码', '健康', '微信', '统计']) {
      await expect(page.getByText(topic).first()).toBeAttached();
    }
  });
});

test.describe('auth rule', () => {
  for (const path of ['/Insured', '/mine/orders', '/Pay?orderId=A1001']) {
    test(`${path} without a token goes to log in, with the way back`, async ({ page }) => {
      // Inside the messaging app the way in is its authorisation (/Authorize, then the consent
      // page); elsewhere the phone login.
      const screen = inWechat() ? '/Authorize' : '/Login';
      const visited = recordNavigations(page);
      await page.goto(path);
      const login = () => visited.find((address) => address.startsWith(`${screen}.html?`));
      await expect.poll(login).toBeTruthy();
      const search = new URL(login()!, 'http://localhost').search;
      expect(new URLSearchParams(search).get('redirect')).toBe(path);
      // The raw query carries it encoded.
      expect(search).toBe(`?redirect=${encodeURIComponent(path)}`);
      if (!inWechat()) {
        await expect(page.locator('main')).toBeVisible();
        expect(addressOf(page)).toBe(`/Login.html?redirect=${encodeURIComponent(path)}`);
        return;
      }
      // On to the (sandbox) consent page, which comes back to the callback with a state that
      // carries the way back.
      await expect(page).toHaveURL((url) => url.pathname === CONSENT_PAGE);
      const consentUrl = new URL(page.url());
      expect(new URL(consentUrl.searchParams.get('redirect_uri')!).pathname).toBe(
        '/Policy/wechat/authBack.html',
      );
      const state = consentUrl.searchParams.get('state') ?? '';
      const carried = Buffer.from(state.split('.')[1] ?? '', 'base64url').toString('utf8');
      expect(carried).toBe(path);
    });
  }

  test('with a token an auth route shows without a redirect', async ({ page }) => {
    // A token the sandbox issued: start-up checks it with the server and keeps it.
    await page.goto('/doc/privacy');
    await signIn(page);
    await page.goto('/mine/orders');
    await expect(page.locator('main')).toBeVisible();
    await expect(page).toHaveURL(/\/mine\/orders\.html$/);
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(addressOf(page)).toBe('/mine/orders.html');
  });
});

test.describe('not found', () => {
  test('an unknown path shows 页面不存在, and 返回首页 goes home', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/Home\.html$/);
    await catalogueShown(page);
    await expect(page).toHaveTitle('首页');
  });
});
