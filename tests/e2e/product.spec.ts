import {
  addressOf,
  birthDateYearsAgo,
  catalogueShown,
  chip,
  detailShown,
  expect,
  footerPremium,
  pickBirthYear,
  PRODUCT_API,
  quoteArea,
  recordApiCalls,
  recordNavigations,
  seedTrialDraft,
  shownQuote,
  signIn,
  expectStepReached,
  test,
} from './support';

/**
 * Product detail, terms and the premium trial (issue 3, "Tests": end-to-end in both device
 * profiles). Fixture facts used here (src/mocks/fixtures/products/, catalogue.ts):
 * - 101 安心家庭综合保障计划 (ProductNew, first card on the home screen): plans 基础版 (from ¥1280,
 *   意外身故及伤残 20万), 升级版 (¥1880, 50万), 尊享版 (¥2680, adults 18-55 only); ages 28 days to
 *   60; premiums climb with age in bands (18-30 and 31-40 price differently).
 * - 102 护家定期寿险 (ProductNew); 103 宝贝成长少儿保障计划 (Product); 109 惠民综合医疗险
 *   (ProductAnsheng); 115 is off the shelf; 116 乐享住院津贴险 (ProductAnsheng) carries hostile
 *   markup in its rich content.
 * - Every product has five documents: 保险条款, 投保须知, 免责条款, 健康告知, 保单样本.
 */

const DOCUMENTS = ['保险条款', '投保须知', '免责条款', '健康告知', '保单样本'];

/** The current year in Shanghai (the browsers' time zone). */
const THIS_YEAR = Number(birthDateYearsAgo(0).slice(0, 4));

test.describe('product journey', () => {
  test('home -> product -> plan -> trial quote by birth date -> exclusions -> buy', async ({
    page,
  }) => {
    const priceCalls = recordApiCalls(page, PRODUCT_API.price);

    // Home -> the first card.
    await page.goto('/');
    await catalogueShown(page);
    await page.locator('[data-product-id="101"] a').click();
    await expect(page).toHaveURL(/\/ProductNew\.html\?id=101$/);
    await detailShown(page, '安心家庭综合保障计划');
    await expect(page).toHaveTitle('产品详情');

    // Plans: the first is chosen; switching changes the coverage table and the footer premium.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['基础版', '升级版', '尊享版']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    const basic = page.getByRole('table', { name: '基础版保障方案' });
    await expect(basic.getByRole('row', { name: /意外身故及伤残/ })).toContainText('20万');
    await expect(footerPremium(page)).toHaveText('1280');

    await page.getByRole('tab', { name: '升级版', exact: true }).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    const upgraded = page.getByRole('table', { name: '升级版保障方案' });
    await expect(upgraded.getByRole('row', { name: /意外身故及伤残/ })).toContainText('50万');
    await expect(upgraded.getByRole('row', { name: /重大疾病医疗/ })).toContainText('600万');
    await expect(basic).toHaveCount(0);
    await expect(footerPremium(page)).toHaveText('1880');

    // The trial: the chosen plan carries over; no quote before a birth date.
    await page.getByRole('link', { name: '保费测算', exact: true }).click();
    await expect(page).toHaveURL(/\/ProductNew\/trail\.html\?id=101$/);
    await expect(chip(page, '保障方案', '升级版')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, '保障方案', '基础版')).toHaveAttribute('aria-pressed', 'false');
    await expect(quoteArea(page)).toContainText('请选择被保人出生日期');
    const buy = page.getByRole('button', { name: '立即投保', exact: true });
    await expect(buy).toBeDisabled();
    await expect(
      page.getByText(/^可投保出生日期：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/),
    ).toBeVisible();

    // Two birth dates in different age bands, both chosen with the real picker.
    const older = await pickBirthYear(page, THIS_YEAR - 35);
    const first = await shownQuote(page);
    expect(first.age).toBeGreaterThanOrEqual(34);
    expect(first.age).toBeLessThanOrEqual(35);
    expect(first.premium).toMatch(/^¥\d+(\.\d{1,2})?$/);
    expect(first.unit).toBe('/年');
    await expect(quoteArea(page)).not.toContainText('元');
    await expect(buy).toBeEnabled();
    // Debounced: one call for one choice.
    expect(priceCalls).toHaveLength(1);
    expect(priceCalls[0].postDataJSON()).toMatchObject({
      productId: 101,
      planId: 10102,
      birthDate: older,
    });

    const younger = await pickBirthYear(page, THIS_YEAR - 25);
    const second = await shownQuote(page);
    expect(second.age).toBeGreaterThanOrEqual(24);
    expect(second.age).toBeLessThanOrEqual(25);
    expect(second.premium).not.toBe(first.premium);
    expect(priceCalls).toHaveLength(2);
    expect(priceCalls[1].postDataJSON()).toMatchObject({ birthDate: younger });

    // Back to the detail screen, then the exclusions in full.
    await page.getByRole('button', { name: '返回详情', exact: true }).click();
    await expect(page).toHaveURL(/\/ProductNew\.html\?id=101$/);
    await detailShown(page, '安心家庭综合保障计划');
    // The plan chosen in the trial is still the chosen one.
    await expect(page.getByRole('tab', { name: '升级版' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const exclusions = page.getByRole('region', { name: '责任免除（重要）' });
    await expect(exclusions).toBeVisible();
    await exclusions.getByRole('link', { name: /阅读免责条款/ }).click();
    await expect(page).toHaveURL(/\/ProductNew\/provisions\.html\?id=101&doc=exclusions$/);
    await expect(page.getByRole('heading', { level: 1, name: '免责条款' })).toBeVisible();
    const items = page.locator('article ol > li');
    expect(await items.count()).toBeGreaterThan(5);
    await expect(items.first()).toBeVisible();
    // Readable on a phone: nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expect(page).toHaveURL(/\/ProductNew\.html\?id=101$/);
    await detailShown(page, '安心家庭综合保障计划');
    // Returning is not leaving: no retention sheet.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The buy button: ProductNew reads 投保须知 next.
    await page.getByRole('link', { name: '立即投保', exact: true }).click();
    await expect(page).toHaveURL(/\/ProductNew\/notify\.html\?id=101$/);
    await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
  });

  test('the trial keeps its choices, bounds the age by plan, and its buy button goes on', async ({
    page,
  }) => {
    // A child chosen earlier in this tab (seeded): 尊享版 is for adults only.
    const child = birthDateYearsAgo(8);
    await seedTrialDraft(page, 101, { planId: 10101, birthDate: child });
    await page.goto('/ProductNew/trail?id=101');
    await expect(chip(page, '保障方案', '基础版')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /被保人出生日期/ })).toContainText(child);
    const childQuote = await shownQuote(page);
    expect([7, 8]).toContain(childQuote.age);
    const buy = page.getByRole('button', { name: '立即投保', exact: true });
    await expect(buy).toBeEnabled();

    // The payment frequency changes the premium and its unit.
    await chip(page, '交费方式', '月交').click();
    await expect(chip(page, '交费方式', '月交')).toHaveAttribute('aria-pressed', 'true');
    await expect(quoteArea(page)).toContainText('/月');
    const monthly = await shownQuote(page);
    expect(monthly.unit).toBe('/月');
    expect(monthly.premium).not.toBe(childQuote.premium);

    // 尊享版: the allowed range narrows to adults and the child no longer qualifies.
    const range = page.getByText(/^可投保出生日期：/);
    const wide = await range.innerText();
    await chip(page, '保障方案', '尊享版').click();
    await expect(quoteArea(page)).toContainText('被保人年龄不符合投保要求');
    await expect(range).not.toHaveText(wide);
    const [, earliest, latest] =
      (await range.innerText()).match(/(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/) ?? [];
    expect(Number(latest?.slice(0, 4))).toBeLessThanOrEqual(THIS_YEAR - 18);
    await expect(buy).toBeDisabled();
    // The picker offers exactly those years, and cancelling it changes nothing.
    await page.getByRole('button', { name: /被保人出生日期/ }).click();
    const years = page.locator('.adm-picker .adm-picker-view-column').first();
    await expect(years.locator('.adm-picker-view-column-item').first()).toHaveText(
      earliest!.slice(0, 4),
    );
    await expect(years.locator('.adm-picker-view-column-item').last()).toHaveText(
      latest!.slice(0, 4),
    );
    await page.locator('.adm-picker').getByRole('button', { name: '取消', exact: true }).click();
    await expect(page.locator('.adm-picker')).toBeHidden();
    await expect(page.getByRole('button', { name: /被保人出生日期/ })).toContainText(child);

    // Back to 基础版: quoted again. The choices survive a reload of the tab.
    await chip(page, '保障方案', '基础版').click();
    await shownQuote(page);
    await page.reload();
    await expect(chip(page, '保障方案', '基础版')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, '交费方式', '月交')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /被保人出生日期/ })).toContainText(child);
    expect((await shownQuote(page)).premium).toBe(monthly.premium);

    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL(/\/ProductNew\/notify\.html\?id=101$/);
    await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
  });

  test('the buy button of the other families goes to their insured-entry route', async ({
    page,
  }) => {
    // Those screens come in later issues; signed in, the route itself shows (no detour to log in).
    for (const [path, name, step] of [
      ['/Product?id=103', '宝贝成长少儿保障计划', '/Insured?id=103'],
      ['/ProductAnsheng?id=109', '惠民综合医疗险', '/ProductAnsheng/Insured?id=109'],
    ] as const) {
      await page.goto(path);
      await detailShown(page, name);
      await signIn(page);
      await page.getByRole('link', { name: '立即投保', exact: true }).click();
      await expectStepReached(page, [], step, { signedIn: true });
    }
  });

  test('without a token the buy button still heads for the insured step, via log-in', async ({
    page,
  }) => {
    // The phone login in a browser, the messaging-app authorisation inside the messaging app
    // (which may then leave the site): either way with the step as the way back.
    const visited = recordNavigations(page);
    await page.goto('/ProductNew/notify?id=102');
    await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
    await page.getByRole('link', { name: '我已阅读，继续投保' }).click();
    await expectStepReached(page, visited, '/ProductNew/Insured?id=102', { signedIn: false });
  });
});

test.describe('retention sheet and history', () => {
  test('opening a product is one history entry, and back always goes back', async ({ page }) => {
    await page.goto('/');
    await catalogueShown(page);
    const before = await page.evaluate(() => history.length);
    await page.locator('[data-product-id="101"] a').click();
    await detailShown(page, '安心家庭综合保障计划');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/(Home\.html)?$/);
    await catalogueShown(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the way home asks once per product; 再看看 stays, 残忍离开 goes home', async ({ page }) => {
    // Straight from a shared link: no history to go back to, the home button is the way out.
    await page.goto('/ProductNew.html?id=101&from=singlemessage');
    await detailShown(page, '安心家庭综合保障计划');
    const home = page.getByRole('button', { name: '首页', exact: true });
    const sheet = page.getByRole('dialog', { name: '确定要离开吗？' });
    await home.click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('安心家庭综合保障计划');
    await sheet.getByRole('button', { name: '再看看' }).click();
    await expect(sheet).toBeHidden();
    await home.click();
    await catalogueShown(page);
    await expect(sheet).toHaveCount(0);

    // Another product asks again; 残忍离开 goes home.
    await page.locator('[data-product-id="102"] a').click();
    await detailShown(page, '护家定期寿险');
    await home.click();
    await sheet.getByRole('button', { name: '残忍离开' }).click();
    await catalogueShown(page);
  });
});

test.describe('documents', () => {
  test('the documents sheet lists five documents; each opens full-screen and back returns', async ({
    page,
  }) => {
    await page.goto('/ProductAnsheng?id=109');
    await detailShown(page, '惠民综合医疗险');
    await page.getByRole('button', { name: /保险条款及重要文件/ }).click();
    const sheet = page.getByRole('dialog', { name: '保险条款及重要文件' });
    await expect(sheet).toBeVisible();
    const links = sheet.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const [i, title] of DOCUMENTS.entries()) await expect(links.nth(i)).toContainText(title);
    // The two a buyer must not miss are marked.
    await expect(links.filter({ hasText: '重要' })).toHaveCount(2);

    await links.filter({ hasText: '保险条款' }).click();
    await expect(page).toHaveURL(/\/ProductAnsheng\/provisions\.html\?id=109&doc=terms$/);
    await expect(page.getByRole('heading', { level: 1, name: '保险条款' })).toBeVisible();
    await page.goBack();
    await detailShown(page, '惠民综合医疗险');
    expect(addressOf(page)).toBe('/ProductAnsheng.html?id=109');

    // The provisions list on its own: a document, then 返回 to the list.
    await page.goto('/Product/provisions?id=103');
    await expect(page.getByRole('heading', { level: 1, name: '保险条款及重要文件' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(5);
    await page.getByRole('link', { name: /免责条款/ }).click();
    await expect(page).toHaveURL(/\/Product\/provisions\.html\?id=103&doc=exclusions$/);
    await expect(page.getByRole('heading', { level: 1, name: '免责条款' })).toBeVisible();
    await expect(page.locator('article li').first()).toBeVisible();
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expect(page).toHaveURL(/\/Product\/provisions\.html\?id=103$/);
    await expect(page.getByRole('heading', { level: 1, name: '保险条款及重要文件' })).toBeVisible();

    // popupprovisions: the same list as a sheet over the detail screen; closing it leaves the detail.
    await page.goto('/ProductNew/popupprovisions?id=101');
    const popup = page.getByRole('dialog', { name: '保险条款及重要文件' });
    await expect(popup.getByRole('link')).toHaveCount(5);
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toHaveCount(0);
    await expect.poll(() => addressOf(page)).toBe('/ProductNew.html?id=101');
    await detailShown(page, '安心家庭综合保障计划');
  });

  test('/ProductNew/notify shows 投保须知 and continues to /ProductNew/Insured', async ({
    page,
  }) => {
    await page.goto('/ProductNew/notify?id=101');
    await expect(page.getByRole('heading', { level: 1, name: '投保须知' })).toBeVisible();
    await expect(page.getByText('安心家庭综合保障计划 · 澄衡人寿保险股份有限公司')).toBeVisible();
    // The notice itself, and the exclusions one tap away.
    await expect(page.getByText('投保条件', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /阅读免责条款/ })).toHaveAttribute(
      'href',
      '/ProductNew/provisions.html?id=101&doc=exclusions',
    );
    await signIn(page);
    await page.getByRole('link', { name: '我已阅读，继续投保' }).click();
    await expectStepReached(page, [], '/ProductNew/Insured?id=101', { signedIn: true });
  });
});

test.describe('guards', () => {
  test('an off-shelf product sends every product screen to /ProductGuide', async ({ page }) => {
    for (const path of [
      '/ProductNew?id=115',
      '/Product/trail?id=115',
      '/ProductAnsheng/provisions?id=115&doc=terms',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '该产品已下架' })).toBeVisible();
      expect(addressOf(page), path).toBe('/ProductGuide.html?id=115');
      await expect(page).toHaveTitle('产品下架通知');
    }
  });

  test.describe('hostile content', () => {
    // The sanitiser meets the markup's inline handler before it drops it; the policy blocks it there.
    test.use({ cspExpected: /inline event handler/ });

    test('hostile markup in product 116 is shown harmless', async ({ page }) => {
      const framed: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname === 'phishing.example.com') framed.push(request.url());
      });
      page.on('dialog', (dialog) => void dialog.dismiss());

      for (const path of ['/ProductAnsheng?id=116', '/ProductAnsheng/ProContent?id=116']) {
        await page.goto(path);
        const content = page.getByRole('region', { name: '产品详情', exact: true });
        // The sanitiser loads as the section comes near, as a visitor scrolls down to it.
        await content.scrollIntoViewIfNeeded();
        // The harmless parts of the same markup are there.
        await expect(content.getByRole('heading', { name: '限时福利' })).toBeVisible();
        await expect(content.getByText('投保即送在线问诊服务')).toBeVisible();
        await expect(content.locator('script, iframe, object, embed')).toHaveCount(0);
        await expect(content.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
        const link = content.getByText('点击领取福利');
        await expect(link).toBeVisible();
        expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
        await link.click();
        // Anything that could have run has had its chance by now.
        await page.waitForTimeout(300);
        expect(
          await page.evaluate(() => (window as { __hostile?: unknown }).__hostile),
        ).toBeUndefined();
      }
      expect(framed).toEqual([]);
    });
  });
});
