import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearFaults, resetDb, server, setFault } from '../../src/mocks/node';
import { partnerOf } from '../../src/pages/_home/HomeScreen';
import { renderApp } from '../support/render';

beforeEach(() => {
  resetDb();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearFaults();
  vi.restoreAllMocks();
});

test('shows skeletons, then the categories and the first category’s products', async () => {
  renderApp({ route: '/Home' });
  expect(screen.getByLabelText('加载中')).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['家庭保障', '健康险', '老年险', '赠险']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  const cards = await screen.findAllByTestId('product-card');
  expect(cards.length).toBeGreaterThan(0);
  expect(screen.getByText('安心家庭综合保障计划')).toBeInTheDocument();
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
});

test('/ shows the home page too', async () => {
  renderApp({ route: '/' });
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('switching category keeps it in the URL and loads that list', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/Home' });
  await user.click(await screen.findByRole('tab', { name: '健康险' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Home?category=2'));
  expect(await screen.findByText('守护百万医疗险(2026版)')).toBeInTheDocument();
  expect(screen.queryByText('安心家庭综合保障计划')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '健康险' })).toHaveAttribute('aria-selected', 'true');
});

test('a category from the URL is chosen on load, an unknown one falls back to the first', async () => {
  const first = renderApp({ route: '/Home?category=3' });
  expect(await screen.findByText('银龄防癌医疗险')).toBeInTheDocument();
  first.unmount();
  renderApp({ route: '/Home?category=99' });
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('prices have one sign (¥19.90/月起), and a free product says 免费领取 once', async () => {
  const first = renderApp({ route: '/Home?category=2' });
  await screen.findAllByTestId('product-card');
  const cards = screen.getAllByTestId('product-card');
  for (const card of cards) {
    const price = within(card).getByTestId('product-price').textContent ?? '';
    expect(price).toMatch(/^¥\d+(\.\d{2})?\/(年|月)起/);
    expect(price).not.toContain('元');
  }
  first.unmount();

  renderApp({ route: '/Home?category=4' });
  const gift = (await screen.findByText('出行无忧意外险(赠)')).closest('li')!;
  expect(within(gift).getAllByText('免费领取')).toHaveLength(1);
  expect(gift).not.toHaveTextContent('¥');
});

test('cards lead to the family’s detail screen, and off-shelf products to the notice', async () => {
  renderApp({ route: '/Home?category=2' });
  const card = await screen.findByText('守护百万医疗险(2026版)');
  const link = card.closest('a')!;
  expect(link.getAttribute('href')).toMatch(/^\/(Product|ProductAnsheng|ProductNew)\?id=\d+$/);
});

test('an off-shelf product opens /ProductGuide', async () => {
  const { store } = renderApp({ route: '/Home?category=2' });
  await screen.findAllByTestId('product-card');
  // The off-shelf product is on page 2 of 健康险.
  store.dispatch({ type: 'home/productsRequested', payload: { categoryId: 2, page: 2 } });
  const off = await screen.findByText('畅享重疾险(2023版)');
  const link = off.closest('a')!;
  expect(link.getAttribute('href')).toMatch(/^\/ProductGuide\?id=\d+$/);
  expect(within(link).getByText('已下架')).toBeInTheDocument();
  await userEvent.click(link);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ProductGuide'));
  expect(await screen.findByText('该产品已下架')).toBeInTheDocument();
});

/** The sandbox's stand-in for the partner's page, as its jump link names it. */
const PARTNER_PAGE = `${location.origin}/sandbox/partner.html?${new URLSearchParams({
  partner: '合璟财产保险股份有限公司',
  product: '安居家庭财产险',
}).toString()}`;

describe('a partner’s product: the leaving notice first (issue 24)', () => {
  async function tapPartnerProduct() {
    const user = userEvent.setup();
    const view = renderApp({ route: '/Home' });
    const name = await screen.findByText('安居家庭财产险');
    const button = name.closest('button')!;
    expect(within(button).getByText('合作产品')).toBeInTheDocument();
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: '即将离开精选保险' });
    return { ...view, user, sheet };
  }

  test('the sheet names who runs the page (the product data’s partner); 继续前往 leaves for it', async () => {
    const jumpAsked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/product/jump_link')) jumpAsked();
    });
    const { user, sheet, services } = await tapPartnerProduct();
    expect(sheet).toHaveTextContent('您将前往由合璟财产保险股份有限公司运营的页面。');
    expect(sheet).toHaveTextContent('精选保险平台的服务到此为止');
    // Nothing is asked or opened before the visitor says so.
    expect(jumpAsked).not.toHaveBeenCalled();
    await user.click(within(sheet).getByRole('button', { name: '继续前往' }));
    await waitFor(() => expect(services.openExternal).toHaveBeenCalledWith(PARTNER_PAGE));
    expect(services.openExternal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  test('取消 stays on the catalogue: no link asked, nothing opened', async () => {
    const { user, sheet, services } = await tapPartnerProduct();
    await user.click(within(sheet).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Home');
    expect(screen.getByText('安居家庭财产险')).toBeInTheDocument();
    expect(services.openExternal).not.toHaveBeenCalled();
  });

  test('Back closes the sheet and stays', async () => {
    const { services } = await tapPartnerProduct();
    await act(async () => {
      const arrived = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await arrived;
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('安居家庭财产险')).toBeInTheDocument();
    expect(services.openExternal).not.toHaveBeenCalled();
  });

  test('without a partner in the product data, the insurer is named', () => {
    const item = {
      id: 1,
      name: 'x',
      description: '',
      price: 1,
      priceUnit: '',
      tags: [],
      jump: true,
      status: 'on' as const,
      family: 'Product' as const,
    };
    expect(partnerOf({ ...item, partner: '某合作平台有限公司', insurer: '某保险公司' })).toBe(
      '某合作平台有限公司',
    );
    expect(partnerOf({ ...item, insurer: '某保险公司' })).toBe('某保险公司');
    expect(partnerOf(item)).toBe('合作机构');
  });
});

test('a failed catalogue shows the error state, an info toast, and retry recovers', async () => {
  setFault('GET', '/rest/api/products/categories', {
    code: 500100,
    message: '服务繁忙，请稍后再试',
    times: 1,
  });
  const user = userEvent.setup();
  const { services } = renderApp({ route: '/Home' });
  expect(await screen.findByText('分类加载失败')).toBeInTheDocument();
  expect(services.feedback.info).toHaveBeenCalledWith('服务繁忙，请稍后再试');
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('a failing product list is not re-requested in a loop', async () => {
  setFault('GET', '/rest/api/product_types/products', { status: 503 });
  const { store } = renderApp({ route: '/Home' });
  expect(await screen.findByText('产品加载失败')).toBeInTheDocument();
  const dispatched = vi.spyOn(store, 'dispatch');
  await new Promise((r) => setTimeout(r, 150));
  expect(dispatched).not.toHaveBeenCalled();
  clearFaults();
  await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('categories of the wrong shape: the error state, and retry shows the catalogue', async () => {
  let malformed = true;
  server.use(
    http.get('/rest/api/products/categories', () =>
      malformed
        ? HttpResponse.json({ code: 0, message: 'success', payload: [{ id: '1' }] })
        : undefined,
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Home' });
  expect(await screen.findByText('分类加载失败')).toBeInTheDocument();
  malformed = false;
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('a product list of the wrong shape: the error state, and retry shows the products', async () => {
  let malformed = true;
  server.use(
    http.get('/rest/api/product_types/products', () =>
      malformed
        ? HttpResponse.json({ code: 0, message: 'success', payload: [{ id: 1, name: '保险' }] })
        : undefined,
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Home' });
  expect(await screen.findByText('产品加载失败')).toBeInTheDocument();
  malformed = false;
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('安心家庭综合保障计划')).toBeInTheDocument();
});

test('an empty category says so', async () => {
  const { store } = renderApp({ route: '/Home' });
  await screen.findAllByTestId('product-card');
  store.dispatch({
    type: 'home/productsLoaded',
    payload: { categoryId: 1, list: [], pagination: null },
  });
  expect(await screen.findByText('暂无产品')).toBeInTheDocument();
});

test('footer links to the agreements', async () => {
  renderApp({ route: '/Home' });
  expect(await screen.findByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    '/doc/privacy',
  );
  expect(screen.getByRole('link', { name: '保险代理平台服务协议' })).toHaveAttribute(
    'href',
    '/doc/agency_agreement',
  );
});
