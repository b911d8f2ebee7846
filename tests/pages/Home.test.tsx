import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { clearFaults, resetDb, server, setFault } from '../../src/mocks/node';
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

test('a link-out product asks for its jump link and leaves for it', async () => {
  const user = userEvent.setup();
  const { services } = renderApp({ route: '/Home' });
  const name = await screen.findByText('安居家庭财产险');
  const button = name.closest('button')!;
  expect(within(button).getByText('合作产品')).toBeInTheDocument();
  await user.click(button);
  await waitFor(() =>
    expect(services.openExternal).toHaveBeenCalledWith(
      'https://partner.example.com/h5/home-property?channel=jingxuan',
    ),
  );
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
