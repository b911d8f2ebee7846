import {
  API,
  addressOf,
  cards,
  catalogueShown,
  expect,
  recordApiCalls,
  recordNavigations,
  scrollToEnd,
  tab,
  test,
} from './support';

/**
 * The catalogue a visitor lands on (issue 2, "Screens"). Fixture facts used here
 * (src/mocks/fixtures/catalogue.ts): 家庭保障 has 4 products (104 links out), 健康险 has 12 (so a
 * second page at 10 a page; 115 is off the shelf and sits on page 2), 老年险 3, 赠险 2.
 */

const CATEGORY_NAMES = ['家庭保障', '健康险', '老年险', '赠险'];

test.describe('catalogue', () => {
  test('opening / shows the catalogue with the first category chosen', async ({ page }) => {
    const categoryCalls = recordApiCalls(page, API.categories);
    const productCalls = recordApiCalls(page, API.products);
    await page.goto('/');
    await catalogueShown(page);

    await expect(page.getByRole('tab')).toHaveText(CATEGORY_NAMES);
    await expect(tab(page, '家庭保障')).toHaveAttribute('aria-selected', 'true');
    for (const other of CATEGORY_NAMES.slice(1)) {
      await expect(tab(page, other)).toHaveAttribute('aria-selected', 'false');
    }
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '101');
    await expect(cards(page).first()).toContainText('安心家庭综合保障计划');
    await expect(page.getByText('没有更多了')).toBeVisible();
    await expect(page.getByTestId('card-skeletons')).toHaveCount(0);

    // `/` stays `/`, the first category is not written into the URL, the title is the default.
    expect(addressOf(page)).toBe('/');
    await expect(page).toHaveTitle('精选保险');

    expect(categoryCalls).toHaveLength(1);
    expect(productCalls).toHaveLength(1);
    const query = new URL(productCalls[0].url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      productCategoryId: '1',
      pageCount: '1',
      pageSize: '10',
    });
  });

  test('scrolling to the end loads page 2, then says there is no more', async ({ page }) => {
    const productCalls = recordApiCalls(page, API.products);
    await page.goto('/Home?category=2');
    await catalogueShown(page);
    await expect(tab(page, '健康险')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(10);
    expect(productCalls).toHaveLength(1);

    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).last()).toHaveAttribute('data-product-id', '116');
    const pages = productCalls.map((r) => new URL(r.url()).searchParams.get('pageCount'));
    expect(pages).toEqual(['1', '2']);

    // Two screens down, the back-to-top button takes the visitor back up.
    const up = page.getByRole('button', { name: '回到顶部' });
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight > window.innerHeight * 2,
    );
    if (scrollable) {
      await expect(up).toBeVisible();
      await up.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(up).toBeHidden();
    }
  });

  test('switching category updates the URL and the cards, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/Home');
    await catalogueShown(page);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '101');

    await tab(page, '老年险').click();
    await expect(page).toHaveURL(/\/Home\.html\?category=3$/);
    await expect(tab(page, '老年险')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '家庭保障')).toHaveAttribute('aria-selected', 'false');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '117');

    await page.reload();
    await catalogueShown(page);
    expect(addressOf(page)).toBe('/Home.html?category=3');
    await expect(tab(page, '老年险')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '117');
    await expect(page).toHaveTitle('首页');

    await tab(page, '赠险').click();
    await expect(page).toHaveURL(/\/Home\.html\?category=4$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '120');

    // Back to the first category: the parameter goes away again.
    await tab(page, '家庭保障').click();
    await expect(page).toHaveURL(/\/Home\.html$/);
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toHaveAttribute('data-product-id', '101');
  });

  test('a product card opens its family detail screen', async ({ page }) => {
    // The detail screens belong to later issues and may still send the visitor on (or home):
    // what is checked here is that the card leads to the right address.
    const visited = recordNavigations(page);
    await page.goto('/');
    await catalogueShown(page);
    const link = page.locator('[data-product-id="103"] a');
    await expect(link).toHaveAttribute('href', '/Product.html?id=103');

    await link.click();
    await expect.poll(() => visited).toContain('/Product.html?id=103');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await catalogueShown(page);

    // The other two families: 109 is a ProductAnsheng product, 105 a ProductNew one.
    await tab(page, '健康险').click();
    await expect(page.locator('[data-product-id="109"] a')).toHaveAttribute(
      'href',
      '/ProductAnsheng.html?id=109',
    );
    await expect(page.locator('[data-product-id="105"] a')).toHaveAttribute(
      'href',
      '/ProductNew.html?id=105',
    );
    await page.locator('[data-product-id="105"] a').click();
    await expect.poll(() => visited).toContain('/ProductNew.html?id=105');
  });

  test('an off-shelf product opens the off-shelf notice', async ({ page }) => {
    await page.goto('/?category=2');
    await catalogueShown(page);
    await scrollToEnd(page);
    const off = page.locator('[data-product-id="115"]');
    await expect(off).toContainText('已下架');
    await expect(off.locator('a')).toHaveAttribute('href', '/ProductGuide.html?id=115');

    await off.locator('a').click();
    await expect(page).toHaveURL(/\/ProductGuide\.html\?id=115$/);
    await expect(page).toHaveTitle('产品下架通知');
    await expect(page.getByRole('heading', { name: '该产品已下架' })).toBeVisible();

    await page.getByRole('link', { name: '查看其他产品' }).click();
    await expect(page).toHaveURL(/\/Home\.html$/);
    await catalogueShown(page);
  });

  test('a link-out product asks for its link and sends the browser there', async ({ page }) => {
    const jumpCalls = recordApiCalls(page, API.jumpLink);
    await page.goto('/');
    await catalogueShown(page);
    const product = page.locator('[data-product-id="104"]');
    await expect(product).toContainText('合作产品');
    // A link-out product is a button, not a link into the site.
    await expect(product.locator('a')).toHaveCount(0);

    await product.getByRole('button').click();
    await page.waitForURL('https://partner.example.com/h5/home-property?channel=jingxuan');
    await expect(page.getByRole('heading', { name: 'partner.example.com' })).toBeVisible();
    expect(jumpCalls).toHaveLength(1);
    expect(new URL(jumpCalls[0].url()).searchParams.get('productId')).toBe('104');
  });
});
