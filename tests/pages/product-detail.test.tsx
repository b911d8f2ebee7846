import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { productFixture, serveProduct } from '../support/product-fixture';
import { price } from '../support/price';
import { everythingInView } from '../support/in-view';
import { renderApp } from '../support/render';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The product's rich content loads its sanitiser as it comes near: here, at once.
  everythingInView();
});

const location = () => screen.getByTestId('location').textContent;

describe('the detail screen', () => {
  test('shows header, plans, key facts, exclusions, claims, FAQs and content', async () => {
    serveProduct(productFixture());
    renderApp({ route: '/ProductNew?id=901' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('fact-insurer').parentElement).toHaveTextContent(
      '承保公司：测试人寿保险股份有限公司',
    );
    expect(screen.getByText('一般医疗保险金')).toBeInTheDocument();
    for (const text of [
      '出生满28天至65周岁',
      '15天',
      '30天',
      '1-4类',
      '全国（港澳台除外）',
      '保证续保20年',
      '测试人寿〔2026〕医疗保险001号',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The claims window is one of the facts.
    const facts = screen.getByRole('region', { name: '投保须知要点' });
    expect(within(facts).getByText('报案时限').nextElementSibling).toHaveTextContent('48小时内');
    // The exclusions heading is followed by the product's own list.
    const exclusions = screen.getByRole('region', { name: '责任免除（重要）' });
    expect(
      within(exclusions).getByText('因下列情形之一导致保险事故的，保险公司不承担保险责任：'),
    ).toBeInTheDocument();
    expect(
      within(exclusions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['投保前已患疾病', '被保险人故意犯罪']);
    // One currency sign: ¥136/年起.
    expect(screen.getByText(price('¥136/年起'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '责任免除（重要）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /阅读免责条款/ })).toHaveAttribute(
      'href',
      '/ProductNew/provisions?id=901&doc=exclusions',
    );
    expect(screen.getByText('提交材料')).toBeInTheDocument();
    expect(screen.getByText('可以给父母买吗？')).toBeInTheDocument();
    // The rich content, once its sanitiser has loaded.
    expect(await screen.findByText('安心保障')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('产品详情'));
  });

  test('without an exclusions list, no lead promises one', async () => {
    serveProduct(productFixture({ exclusions: [] }));
    renderApp({ route: '/ProductNew?id=901' });
    const exclusions = await screen.findByRole('region', { name: '责任免除（重要）' });
    expect(within(exclusions).queryByRole('list')).not.toBeInTheDocument();
    expect(exclusions).not.toHaveTextContent('下列情形');
    expect(within(exclusions).getByRole('link', { name: /阅读免责条款/ })).toBeInTheDocument();
  });

  test('a free product says 免费领取 once per price, never ¥0, and its button leads to its gift claim', async () => {
    const base = productFixture();
    serveProduct(
      productFixture({
        priceFrom: 0,
        priceUnit: '免费领取',
        plans: base.plans.map((plan) => ({ ...plan, premiumFrom: 0, premiumUnit: '免费领取' })),
      }),
    );
    renderApp({ route: '/ProductNew?id=901' });
    const name = await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' });
    expect(within(name.closest('header')!).getAllByText('免费领取')).toHaveLength(1);
    expect(screen.getByTestId('footer-premium')).toHaveTextContent(/^免费领取$/);
    expect(document.body).not.toHaveTextContent(/¥\s*0(?![.\d])/);
    // A free product is claimed as a gift.
    expect(screen.getByRole('link', { name: '立即领取' })).toHaveAttribute(
      'href',
      '/Insurance/ayb?id=901',
    );
    expect(screen.queryByRole('link', { name: '立即投保' })).not.toBeInTheDocument();
  });

  test('switching plan changes the coverage table and the footer premium, and is kept for the trial', async () => {
    serveProduct(productFixture());
    const user = userEvent.setup();
    renderApp({ route: '/ProductNew?id=901' });
    await screen.findByRole('tab', { name: '基础版' });
    expect(screen.getByTestId('footer-premium')).toHaveTextContent('136');
    // The bar names the plan its premium is for: the header's price is the product's lowest.
    expect(screen.getByTestId('footer-premium-label')).toHaveTextContent(/^基础版保费$/);
    expect(screen.queryByText('质子重离子医疗保险金')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '尊享版' }));
    expect(screen.getByRole('tab', { name: '尊享版' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('质子重离子医疗保险金')).toBeInTheDocument();
    expect(screen.getByTestId('footer-premium')).toHaveTextContent('468');
    expect(screen.getByTestId('footer-premium-label')).toHaveTextContent(/^尊享版保费$/);
    expect(JSON.parse(sessionStorage.getItem('trial:901')!)).toMatchObject({ planId: 2 });
  });

  test.each([
    ['ProductNew', '/ProductNew/notify?id=901'],
    ['Product', '/Insured?id=901'],
    ['ProductAnsheng', '/ProductAnsheng/Insured?id=901'],
  ] as const)('on /%s the buy button leads to %s, the trial to its trail', async (family, next) => {
    serveProduct(productFixture({ family }));
    renderApp({ route: `/${family}?id=901` });
    expect(await screen.findByRole('link', { name: '立即投保' })).toHaveAttribute('href', next);
    expect(screen.getByRole('link', { name: '保费测算' })).toHaveAttribute(
      'href',
      `/${family}/trail?id=901`,
    );
  });

  test('product HTML goes through DOMPurify', async () => {
    serveProduct(
      productFixture({
        content:
          '<p>正文</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">点我</a><iframe src="https://evil.example"></iframe>',
      }),
    );
    renderApp({ route: '/ProductNew?id=901' });
    const body = (await screen.findByText('正文')).parentElement!;
    expect(body.querySelector('script, iframe')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(body).getByText('点我').getAttribute('href')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test('an off-shelf product sends the visitor to /ProductGuide', async () => {
    serveProduct(productFixture({ status: 'off' }));
    renderApp({ route: '/Product?id=901' });
    await waitFor(() => expect(location()).toBe('/ProductGuide?id=901'));
    expect(await screen.findByText('该产品已下架')).toBeInTheDocument();
  });

  test('a failed load offers a retry; a product reply with a non-zero code shows its message', async () => {
    let attempt = 0;
    server.use(
      http.get('/rest/api/product/detail/901', () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json({ code: 5001, message: '产品服务繁忙，请稍后再试', payload: null })
          : HttpResponse.json({ code: 0, message: 'ok', payload: productFixture() });
      }),
    );
    const { services } = renderApp({ route: '/ProductNew?id=901' });
    expect(await screen.findByText('产品信息加载失败')).toBeInTheDocument();
    expect(services.feedback.toast).toHaveBeenCalledWith('产品服务繁忙，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' }),
    ).toBeInTheDocument();
  });

  test('a product of the wrong shape (no plans) offers a retry, which shows it', async () => {
    let attempt = 0;
    server.use(
      http.get('/rest/api/product/detail/901', () => {
        attempt += 1;
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          payload: attempt === 1 ? { ...productFixture(), plans: [] } : productFixture(),
        });
      }),
    );
    renderApp({ route: '/ProductNew?id=901' });
    expect(await screen.findByText('产品信息加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' }),
    ).toBeInTheDocument();
  });

  test('no id: a clear message and a way home', async () => {
    renderApp({ route: '/ProductNew' });
    expect(await screen.findByText('没有找到这个产品')).toBeInTheDocument();
  });

  test('a product that does not exist: the same message and the way home, no retry, no toast', async () => {
    const { services } = renderApp({ route: '/ProductNew?id=99999' });
    expect(await screen.findByText('没有找到这个产品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('extra query parameters from shared links do not matter', async () => {
    serveProduct(productFixture());
    renderApp({ route: '/ProductNew?id=901&from=singlemessage&isappinstalled=0' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' }),
    ).toBeInTheDocument();
  });
});

describe('documents', () => {
  test('the documents sheet lists every document; one opens full-screen and back returns', async () => {
    serveProduct(productFixture());
    const user = userEvent.setup();
    const { navigate } = renderApp({ route: '/ProductNew?id=901' });
    await user.click(await screen.findByRole('button', { name: /保险条款及重要文件/ }));
    // The sheet's code comes with the first tap.
    const sheet = await screen.findByRole('dialog', { name: '保险条款及重要文件' });
    const items = within(sheet).getAllByRole('link');
    expect(items.map((a) => a.textContent?.replace('›', '').trim())).toEqual([
      '保险条款',
      '投保须知重要',
      '免责条款重要',
      '健康告知',
      '保单样本',
    ]);
    await user.click(within(sheet).getByRole('link', { name: /免责条款/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '免责条款' })).toBeInTheDocument();
    expect(screen.getByText('投保前已患疾病')).toBeInTheDocument();
    await act(async () => navigate(-1));
    expect(
      await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' }),
    ).toBeInTheDocument();
  });

  test('provisions lists the documents; a document opens and its back button returns to the list', async () => {
    serveProduct(productFixture({ family: 'Product' }));
    const user = userEvent.setup();
    renderApp({ route: '/Product/provisions?id=901' });
    await user.click(await screen.findByRole('link', { name: /保险条款/ }));
    expect(await screen.findByText('第一条 合同构成')).toBeInTheDocument();
    expect(location()).toBe('/Product/provisions?id=901&doc=terms');
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/Product/provisions?id=901'));
    expect(
      screen.getByRole('heading', { level: 1, name: '保险条款及重要文件' }),
    ).toBeInTheDocument();
  });

  test('a document opened directly goes back to the list', async () => {
    serveProduct(productFixture());
    const user = userEvent.setup();
    renderApp({ route: '/ProductNew/provisions?id=901&doc=notice' });
    expect(await screen.findByText('犹豫期15天')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/ProductNew/provisions?id=901'));
  });

  test.each(['/ProductNew/popupprovisions?id=901', '/Insurance/component/popupList?id=901'])(
    '%s shows the sheet over the detail screen; closing it leaves the detail',
    async (route) => {
      serveProduct(productFixture());
      const user = userEvent.setup();
      renderApp({ route });
      const sheet = await screen.findByRole('dialog', { name: '保险条款及重要文件' });
      expect(screen.getByRole('heading', { level: 1, name: '测试守护医疗险' })).toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(location()).toBe('/ProductNew?id=901'));
    },
  );

  test('notify shows 投保须知 and continues to the insured-entry screen', async () => {
    serveProduct(productFixture());
    renderApp({ route: '/ProductNew/notify?id=901' });
    expect(await screen.findByText('犹豫期15天')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我已阅读，继续投保' })).toHaveAttribute(
      'href',
      '/ProductNew/Insured?id=901',
    );
  });
});

describe('parts', () => {
  test.each([
    ['/ProductNew/ProHeader?id=901', '测试守护医疗险'],
    ['/Product/ProContent?id=901', '安心保障'],
    ['/ProductAnsheng/Footer?id=901', '立即投保'],
  ])('%s renders that piece alone', async (route, text) => {
    serveProduct(productFixture());
    renderApp({ route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('常见问题')).not.toBeInTheDocument();
  });

  test('module routes go to their parent', async () => {
    serveProduct(productFixture());
    renderApp({ route: '/ProductNew/assets/judgeProductFeature?id=901' });
    await waitFor(() => expect(location()).toBe('/ProductNew?id=901'));
  });
});

describe('the retention sheet', () => {
  test('the way home asks once per product; 再看看 stays; the answered sheet leaves no step behind', async () => {
    serveProduct(productFixture());
    const user = userEvent.setup();
    const { navigate } = renderApp({ route: '/ProductNew?id=901', history: ['/Home'] });
    await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' });

    await user.click(screen.getByRole('button', { name: '首页' }));
    const sheet = await screen.findByRole('dialog', { name: '确定要离开吗？' });
    expect(within(sheet).getByText('保额高')).toBeInTheDocument();
    expect(location()).toBe('/ProductNew?id=901');
    await user.click(within(sheet).getByRole('button', { name: '再看看' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Asked once: the second tap goes home.
    await user.click(screen.getByRole('button', { name: '首页' }));
    await waitFor(() => expect(location()).toBe('/Home'));

    // Back is back: no sheet, no extra history entry.
    await act(async () => navigate(-1));
    await waitFor(() => expect(location()).toBe('/ProductNew?id=901'));
    await act(async () => navigate(-1));
    await waitFor(() => expect(location()).toBe('/Home'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('残忍离开 goes home', async () => {
    serveProduct(productFixture());
    const user = userEvent.setup();
    renderApp({ route: '/ProductNew?id=901' });
    await screen.findByRole('heading', { level: 1, name: '测试守护医疗险' });
    await user.click(screen.getByRole('button', { name: '首页' }));
    await user.click(await screen.findByRole('button', { name: '残忍离开' }));
    await waitFor(() => expect(location()).toBe('/Home'));
  });

  test('the part route previews the sheet', async () => {
    serveProduct(productFixture());
    renderApp({ route: '/Insurance/component/flashBack?id=901' });
    expect(await screen.findByRole('dialog', { name: '确定要离开吗？' })).toBeInTheDocument();
  });
});
