import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Order, OrderStatus } from '../../src/data/members/types';
import { server } from '../../src/mocks/node';
import { price } from '../support/price';
import { renderApp } from '../support/render';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[] }[] = [];

/** Lets a test say when the list's end comes into view. */
class FakeObserver {
  observed: Element[] = [];
  constructor(readonly callback: Callback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function scrollToEnd() {
  const live = observers.filter((observer) => observer.observed.some((el) => el.isConnected));
  act(() => live.forEach((observer) => observer.callback([{ isIntersecting: true }])));
}

const FAMILIES = ['ProductNew', 'ProductAnsheng', 'Product'] as const;

function order(i: number, status: OrderStatus): Order {
  const family = FAMILIES[Math.floor(i / 3) % 3]!;
  return {
    orderId: `JX20261120${String(i).padStart(4, '0')}`,
    kind: 'product',
    service: null,
    productId: 100 + i,
    productName: `产品${i}`,
    family,
    planName: `方案${i}`,
    premium: 299,
    premiumUnit: '元/年',
    status,
    createdAt: '2026-11-20T21:05:12+08:00',
    insuredName: '张**',
    policyNo: status === 'paid' ? `8105202611200${i}` : null,
  };
}

/** 14 orders: two pages of 全部; statuses cycle unpaid, paid, cancelled. */
const ALL: Order[] = Array.from({ length: 14 }, (_, i) =>
  order(i + 1, (['unpaid', 'paid', 'cancelled'] as const)[i % 3]!),
);

interface Asked {
  status: string | null;
  pageCount: number;
  pageSize: number;
}

interface Options {
  /** Answers a failure to the calls it picks. */
  fault?: (asked: Asked, n: number) => boolean;
  /** Holds every reply until it settles. */
  hold?: Promise<void>;
}

function answerOrders(rows: Order[] = ALL, { fault, hold }: Options = {}): Asked[] {
  const asked: Asked[] = [];
  server.use(
    http.get('/rest/api/orders', async ({ request }) => {
      await hold;
      const params = new URL(request.url).searchParams;
      const query = {
        status: params.get('status'),
        pageCount: Number(params.get('pageCount')),
        pageSize: Number(params.get('pageSize')),
      };
      asked.push(query);
      if (fault?.(query, asked.length)) {
        return HttpResponse.json({ code: 5000, message: '系统繁忙，请稍后再试', payload: null });
      }
      const matching = rows.filter((row) => !query.status || row.status === query.status);
      const start = (query.pageCount - 1) * query.pageSize;
      const page = matching.slice(start, start + query.pageSize);
      return HttpResponse.json({
        code: 0,
        message: 'success',
        payload: page,
        meta: {
          pagination: {
            total: matching.length,
            count: page.length,
            per_page: query.pageSize,
            current_page: query.pageCount,
            total_pages: Math.max(1, Math.ceil(matching.length / query.pageSize)),
          },
        },
      });
    }),
  );
  return asked;
}

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('user_token', 'token-1');
});

afterEach(() => {
  observers.length = 0;
  vi.restoreAllMocks();
});

test('my orders need a token', async () => {
  localStorage.removeItem('user_token');
  renderApp({ route: '/mine/orders' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/Login?redirect=%2Fmine%2Forders'),
  );
});

test('the first page of all orders, with skeletons first and each card’s facts', async () => {
  let release!: () => void;
  const asked = answerOrders(ALL, { hold: new Promise((resolve) => (release = resolve)) });
  renderApp({ route: '/mine/orders' });
  expect(await screen.findByTestId('card-skeletons')).toBeInTheDocument();
  release();
  const cards = await screen.findAllByTestId('order-card');
  expect(cards).toHaveLength(10);
  expect(asked).toEqual([{ status: null, pageCount: 1, pageSize: 10 }]);
  expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

  const paid = within(cards[1]!);
  expect(paid.getByRole('heading', { name: '产品2' })).toBeInTheDocument();
  expect(paid.getByText('方案2')).toBeInTheDocument();
  expect(paid.getByText('已支付')).toBeInTheDocument();
  expect(paid.getByText(price('¥299.00/年'))).toBeInTheDocument();
  expect(paid.getByText('2026-11-20 21:05')).toBeInTheDocument();
  expect(paid.getByText('张**')).toBeInTheDocument();
  expect(paid.getByText('81052026112002')).toBeInTheDocument();
  expect(paid.queryByRole('link', { name: '继续支付' })).not.toBeInTheDocument();

  const cancelled = within(cards[2]!);
  expect(cancelled.getByText('已取消')).toBeInTheDocument();
  expect(cancelled.queryByText('保单号')).not.toBeInTheDocument();
  expect(cancelled.queryByRole('link', { name: '继续支付' })).not.toBeInTheDocument();
});

test('tabs put the status in the URL (replacing the entry) and ask for that status', async () => {
  const asked = answerOrders();
  const user = userEvent.setup();
  const { navigate } = renderApp({ route: '/mine/orders', history: ['/Members/login'] });
  await screen.findAllByTestId('order-card');

  await user.click(screen.getByRole('tab', { name: '待支付' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mine\/orders\?status=unpaid$/),
  );
  await waitFor(() =>
    expect(asked.at(-1)).toEqual({ status: 'unpaid', pageCount: 1, pageSize: 10 }),
  );
  await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
  expect(screen.getByRole('tab', { name: '待支付' })).toHaveAttribute('aria-selected', 'true');
  for (const card of screen.getAllByTestId('order-card')) {
    expect(within(card).getByText('待支付')).toBeInTheDocument();
  }

  await user.click(screen.getByRole('tab', { name: '已取消' }));
  await waitFor(() => expect(asked.at(-1)?.status).toBe('cancelled'));
  await user.click(screen.getByRole('tab', { name: '全部' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mine\/orders$/));
  await waitFor(() => expect(asked.at(-1)).toEqual({ status: null, pageCount: 1, pageSize: 10 }));

  // Tabs replaced the entry: back leaves the screen.
  act(() => void navigate(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Members/login'));
});

test('a status in the URL opens on its tab', async () => {
  const asked = answerOrders();
  renderApp({ route: '/mine/orders?status=paid' });
  await screen.findAllByTestId('order-card');
  expect(asked[0]).toEqual({ status: 'paid', pageCount: 1, pageSize: 10 });
  expect(screen.getByRole('tab', { name: '已支付' })).toHaveAttribute('aria-selected', 'true');
});

test('scrolling to the end loads page 2, then says there is no more', async () => {
  const asked = answerOrders();
  renderApp({ route: '/mine/orders' });
  expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
  expect(screen.queryByText('没有更多了')).not.toBeInTheDocument();
  scrollToEnd();
  await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(14));
  expect(asked).toEqual([
    { status: null, pageCount: 1, pageSize: 10 },
    { status: null, pageCount: 2, pageSize: 10 },
  ]);
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
  await pause();
  expect(asked).toHaveLength(2);
});

test('unpaid orders continue to the pay step of their family', async () => {
  answerOrders();
  renderApp({ route: '/mine/orders?status=unpaid' });
  const links = await screen.findAllByRole('link', { name: '继续支付' });
  const hrefs = Object.fromEntries(
    ALL.filter((row) => row.status === 'unpaid').map((row, i) => [
      row.family,
      links[i]!.getAttribute('href'),
    ]),
  );
  expect(hrefs).toEqual({
    ProductNew: expect.stringMatching(/^\/ProductNew\/Pay\?orderId=JX/),
    ProductAnsheng: expect.stringMatching(/^\/ProductAnsheng\/Pay\?orderId=JX/),
    Product: expect.stringMatching(/^\/Pay\?orderId=JX/),
  });
  const first = ALL.find((row) => row.status === 'unpaid')!;
  expect(links[0]).toHaveAttribute('href', `/ProductNew/Pay?orderId=${first.orderId}`);
});

test('each product order opens what it is: its payment, its policy, its result, the order', async () => {
  const rows: Order[] = [
    order(1, 'unpaid'),
    order(2, 'paid'),
    { ...order(3, 'paid'), policyNo: null },
    order(4, 'cancelled'),
  ];
  answerOrders(rows);
  renderApp({ route: '/mine/orders' });
  const cards = await screen.findAllByTestId('order-card');
  const opens = cards.map((card) => {
    const links = within(card).getAllByRole('link');
    // The card's facts and its button go to the same place.
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(1);
    return [links.at(-1)!.textContent, links[0]!.getAttribute('href')];
  });
  expect(opens).toEqual([
    ['继续支付', `/ProductNew/Pay?orderId=${rows[0]!.orderId}`],
    ['查看保单', `/Policy/policyDetail?policyNo=${rows[1]!.policyNo}`],
    ['查看投保结果', `/ProductNew/InsuranceSuccess/unwechat?orderId=${rows[2]!.orderId}`],
    ['查看订单', `/ProductNew/ProductDetail?orderId=${rows[3]!.orderId}`],
  ]);
  for (const card of cards) {
    expect(card).toHaveAttribute('data-kind', 'product');
    expect(within(card).getByText('保费')).toBeInTheDocument();
    expect(within(card).getByText('被保人')).toBeInTheDocument();
  }
});

test('a service fee is 服务费 with nobody insured, and opens the service, its plan or its progress', async () => {
  const fee = (i: number, status: OrderStatus, proposalId: string | null = null): Order => ({
    ...order(i, status),
    kind: 'service',
    productId: 9001,
    productName: '家庭保险方案定制服务',
    planName: '家庭保险方案定制服务',
    premium: 99,
    premiumUnit: '元',
    insuredName: '',
    policyNo: null,
    service: { id: 'family2026', proposalId },
  });
  const rows = [fee(1, 'unpaid'), fee(2, 'paid', 'P7K3QX2M'), fee(3, 'paid'), fee(4, 'cancelled')];
  answerOrders(rows);
  renderApp({ route: '/mine/orders' });
  const cards = await screen.findAllByTestId('order-card');
  const opens = cards.map((card) => {
    const links = within(card).getAllByRole('link');
    return [links.at(-1)!.textContent, links[0]!.getAttribute('href')];
  });
  expect(opens).toEqual([
    ['继续支付', '/Active/CustomizedV2/family2026'],
    ['查看计划书', '/Proposal?id=P7K3QX2M'],
    ['查看服务进度', '/Active/MadeSpecial/family2026/Form/result'],
    ['查看服务', '/Active/CustomizedV2/family2026'],
  ]);
  for (const card of cards) {
    expect(card).toHaveAttribute('data-kind', 'service');
    expect(within(card).getByText('服务费')).toBeInTheDocument();
    expect(within(card).getByText(price('¥99.00'))).toBeInTheDocument();
    expect(within(card).queryByText('保费')).not.toBeInTheDocument();
    expect(within(card).queryByText('被保人')).not.toBeInTheDocument();
    expect(within(card).queryByText('保单号')).not.toBeInTheDocument();
    // The service's name once: its plan name is the same words.
    expect(within(card).getAllByText('家庭保险方案定制服务')).toHaveLength(1);
  }
});

test('a free service’s fee is 服务费 免费: nothing is claimed (免费领取 is a free product’s)', async () => {
  answerOrders([
    {
      ...order(1, 'paid'),
      kind: 'service',
      productId: 9002,
      productName: '家庭保险方案定制服务',
      planName: '家庭保险方案定制服务',
      premium: 0,
      premiumUnit: '元',
      insuredName: '',
      policyNo: null,
      service: { id: 'familyfree', proposalId: null },
    },
  ]);
  renderApp({ route: '/mine/orders' });
  const [card] = await screen.findAllByTestId('order-card');
  expect(within(card!).getByText('服务费')).toBeInTheDocument();
  expect(within(card!).getByText('免费')).toBeInTheDocument();
  expect(within(card!).queryByText('免费领取')).not.toBeInTheDocument();
});

test('a reply without the kind of an order is of the wrong shape', async () => {
  const { kind: _kind, ...withoutKind } = order(1, 'paid');
  server.use(
    http.get('/rest/api/orders', () =>
      HttpResponse.json({ code: 0, message: 'success', payload: [withoutKind] }),
    ),
  );
  renderApp({ route: '/mine/orders' });
  expect(await screen.findByText('订单加载失败')).toBeInTheDocument();
});

test('an empty tab says so and offers the catalogue', async () => {
  answerOrders(ALL.filter((row) => row.status !== 'unpaid'));
  const user = userEvent.setup();
  renderApp({ route: '/mine/orders?status=unpaid' });
  expect(await screen.findByText('暂无待支付订单')).toBeInTheDocument();
  const browse = screen.getByRole('link', { name: '去逛逛' });
  expect(browse).toHaveAttribute('href', '/Home');
  await user.click(screen.getByRole('tab', { name: '已支付' }));
  expect(await screen.findAllByTestId('order-card')).toHaveLength(5);
});

test('an empty account says 暂无订单 on 全部', async () => {
  answerOrders([]);
  renderApp({ route: '/mine/orders' });
  expect(await screen.findByText('暂无订单')).toBeInTheDocument();
});

test('a failed first page shows an error and waits for the retry', async () => {
  const asked = answerOrders(ALL, { fault: (_query, n) => n === 1 });
  const user = userEvent.setup();
  const { services } = renderApp({ route: '/mine/orders' });
  expect(await screen.findByText('订单加载失败')).toBeInTheDocument();
  expect(services.feedback.toast).toHaveBeenCalledWith('系统繁忙，请稍后再试');
  await pause();
  expect(asked).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
  expect(asked).toHaveLength(2);
});

test('a first page of the wrong shape shows the error, and retry shows the orders', async () => {
  answerOrders(ALL);
  let malformed = true;
  server.use(
    http.get('/rest/api/orders', () =>
      malformed
        ? HttpResponse.json({ code: 0, message: 'success', payload: [{ orderId: 'O1' }] })
        : undefined,
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: '/mine/orders' });
  expect(await screen.findByText('订单加载失败')).toBeInTheDocument();
  malformed = false;
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
});

test('pagination of the wrong shape fails the page too', async () => {
  answerOrders(ALL);
  server.use(
    http.get('/rest/api/orders', () =>
      HttpResponse.json({
        code: 0,
        message: 'success',
        payload: [],
        meta: { pagination: { current_page: '1', total_pages: 3 } },
      }),
    ),
  );
  renderApp({ route: '/mine/orders' });
  expect(await screen.findByText('订单加载失败')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
});

test('a failed next page offers a tap to retry, without a loop', async () => {
  const asked = answerOrders(ALL, { fault: (query, n) => query.pageCount === 2 && n === 2 });
  const user = userEvent.setup();
  renderApp({ route: '/mine/orders' });
  await screen.findAllByTestId('order-card');
  scrollToEnd();
  const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
  expect(screen.getAllByTestId('order-card')).toHaveLength(10);
  await pause();
  expect(asked).toHaveLength(2);
  await user.click(retry);
  await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(14));
  expect(asked.at(-1)).toEqual({ status: null, pageCount: 2, pageSize: 10 });
});
