import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PaymentBody } from '../../src/data/pay/types';
import { server } from '../../src/mocks/node';
import { invokeWechatPay } from '../../src/pages/_shared/wechat-pay';
import { productFixture, serveProduct } from '../support/product-fixture';
import { price } from '../support/price';
import { renderApp } from '../support/render';
import {
  H5,
  JSAPI,
  ORDER_ID,
  ok,
  orderFixture,
  refuse,
  serveChannels,
  serveOrder,
} from '../data/pay/fixtures';

vi.mock('../../src/pages/_shared/wechat-pay', () => ({
  invokeWechatPay: vi.fn(),
}));

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.setItem('user_token', 'tok-1');
});

afterEach(() => {
  vi.mocked(invokeWechatPay).mockReset();
  vi.restoreAllMocks();
});

describe('Pay', () => {
  const route = `/ProductNew/Pay?orderId=${ORDER_ID}`;

  test('shows the order and the amount, with the recommended channel preselected', async () => {
    serveOrder();
    serveChannels();
    renderApp({ route });
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /支付宝/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: '选择支付方式' })).toBeInTheDocument();
    expect(screen.getByText('测试守护医疗险')).toBeInTheDocument();
    // Both masked to 张**: the insured's relation says they are the applicant.
    expect(screen.getByText('被保人').nextElementSibling).toHaveTextContent(/^张\*\*（本人）$/);
    expect(screen.getAllByText('136.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('timer')).toHaveTextContent(/支付剩余时间\s*(29:[0-5]\d|30:00)/);
  });

  test('states the amount in one style and when cover starts and ends if paid today', async () => {
    serveOrder();
    serveChannels();
    renderApp({ route });
    await screen.findByRole('radio', { name: /微信支付/ });
    expect(screen.getAllByText(price('¥136.00/年'))).toHaveLength(1);
    expect(screen.getByRole('main')).not.toHaveTextContent('元');
    expect(screen.getByTestId('cover-start')).toHaveTextContent('2026年11月21日零时（按今日支付）');
    expect(screen.getByTestId('cover-end')).toHaveTextContent('2027年11月20日二十四时');
  });

  test('a monthly premium: the month paid now, the year\u2019s twelve payments and how the rest are collected', async () => {
    serveOrder(orderFixture({ premium: 19.9, premiumUnit: '元/月' }));
    serveChannels();
    renderApp({ route });
    await screen.findByRole('radio', { name: /微信支付/ });
    expect(screen.getAllByText(price('¥19.90/月'))).toHaveLength(1);
    expect(screen.getByTestId('monthly-terms')).toHaveTextContent(
      '每年12期，合计¥238.80/年首月支付，次月起每月自动扣款',
    );
  });

  test('an annual premium says nothing of months', async () => {
    serveOrder();
    serveChannels();
    renderApp({ route });
    await screen.findByRole('radio', { name: /微信支付/ });
    expect(screen.queryByTestId('monthly-terms')).not.toBeInTheDocument();
  });

  test('inside the messaging app only WeChat Pay is offered; elsewhere the configured H5 channels', async () => {
    serveOrder();
    serveChannels();
    const first = renderApp({ route });
    await screen.findByRole('radio', { name: /微信支付/ });
    // Every channel the server lists (in its order) works in a phone's browser.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'alipay',
      'wechat',
      'unionpay',
    ]);
    first.unmount();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    renderApp({ route });
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: /支付宝/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /银联/ })).not.toBeInTheDocument();
  });

  test('inside the messaging app, a server offering no WeChat Pay leaves nothing to pay with', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    serveOrder();
    serveChannels([{ code: 'alipay', name: '支付宝', recommended: true }]);
    renderApp({ route });
    expect(await screen.findByText('暂无可用的支付方式，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认支付' })).toBeDisabled();
  });

  test('switching channel, then 确认支付 goes to payment with that channel', async () => {
    serveOrder();
    serveChannels();
    const user = userEvent.setup();
    renderApp({ route });
    await user.click(await screen.findByRole('radio', { name: /支付宝/ }));
    expect(screen.getByRole('radio', { name: /支付宝/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /微信支付/ })).not.toBeChecked();
    // payment starts its own work: give it what it asks for, and hold the answer there.
    serveProduct(productFixture());
    const channels: string[] = [];
    server.use(
      http.post('/rest/api/third_product/payment', async ({ request }) => {
        channels.push(((await request.json()) as PaymentBody).channel);
        return new Promise<Response>(() => {});
      }),
    );
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() =>
      expect(location()).toBe(`/ProductNew/payment?orderId=${ORDER_ID}&channel=alipay`),
    );
    await waitFor(() => expect(channels).toEqual(['alipay']));
  });

  test('at zero the order is expired: said so, with 重新投保 back to the product', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveOrder(orderFixture({ payBefore: new Date(Date.now() + 3000).toISOString() }));
      serveChannels();
      renderApp({ route });
      expect(await screen.findByRole('timer')).toHaveTextContent(/00:0[23]/);
      await act(() => vi.advanceTimersByTimeAsync(3500));
      expect(await screen.findByText('订单已超时')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '重新投保' })).toHaveAttribute(
        'href',
        '/ProductNew?id=901',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  test('an order already past its time shows as expired at once', async () => {
    serveOrder(orderFixture({ payBefore: '2020-01-01T00:00:00+08:00' }));
    serveChannels();
    renderApp({ route });
    expect(await screen.findByText('订单已超时')).toBeInTheDocument();
  });

  test('an already-paid order goes to the result', async () => {
    serveOrder(orderFixture({ status: 'paid', family: 'ProductAnsheng' }));
    serveChannels();
    server.use(
      http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () =>
        ok({ orderId: ORDER_ID, status: 'pending', amount: 136, paidAt: null, policyNo: null }),
      ),
    );
    renderApp({ route });
    await waitFor(() => expect(location()).toBe(`/ProductAnsheng/Pay/Payback?orderId=${ORDER_ID}`));
  });

  test('a cancelled order says so', async () => {
    serveOrder(orderFixture({ status: 'cancelled' }));
    serveChannels();
    renderApp({ route: `/Pay?orderId=${ORDER_ID}` });
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/mine/orders?status=unpaid',
    );
  });

  test('a failed channel load can be retried', async () => {
    serveOrder();
    let calls = 0;
    server.use(
      http.get(`/rest/api/third_product/payment_channel/${ORDER_ID}`, () => {
        calls += 1;
        return calls === 1
          ? refuse('系统繁忙')
          : ok({ channelsInfo: [{ code: 'wechat', name: '微信支付', recommended: true }] });
      }),
    );
    const user = userEvent.setup();
    const { services } = renderApp({ route });
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(services.feedback.fail).toHaveBeenCalledWith('系统繁忙', 3000);
  });

  test('an order of the wrong shape: the failure state, and retry shows the order', async () => {
    serveChannels();
    let malformed = true;
    server.use(
      http.get(`/rest/api/third_product/order/${ORDER_ID}`, () =>
        malformed ? ok({ ...orderFixture(), status: 'refunded' }) : ok(orderFixture()),
      ),
    );
    const user = userEvent.setup();
    renderApp({ route });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('订单信息加载失败')).toBeInTheDocument();
    malformed = false;
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.getByText('测试守护医疗险')).toBeInTheDocument();
  });

  test('channels of the wrong shape can be retried', async () => {
    serveOrder();
    let malformed = true;
    server.use(
      http.get(`/rest/api/third_product/payment_channel/${ORDER_ID}`, () =>
        malformed
          ? ok({ channelsInfo: [{ code: 'paypal', name: 'PayPal' }] })
          : ok({ channelsInfo: [{ code: 'wechat', name: '微信支付', recommended: true }] }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ route });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    malformed = false;
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
  });

  test('without an order id there is nothing to pay', async () => {
    renderApp({ route: '/ProductNew/Pay' });
    expect(await screen.findByText('缺少订单信息')).toBeInTheDocument();
  });
});

describe('payment', () => {
  function servePayment(reply: () => Response, path = '/rest/api/third_product/payment') {
    const bodies: PaymentBody[] = [];
    server.use(
      http.post(path, async ({ request }) => {
        bodies.push((await request.json()) as PaymentBody);
        return reply();
      }),
    );
    return bodies;
  }

  /** Payback, where the payment screen hands over, asks for the result. */
  function servePending() {
    server.use(
      http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () =>
        ok({ orderId: ORDER_ID, status: 'pending', amount: 136, paidAt: null, policyNo: null }),
      ),
    );
  }

  const route = (channel = 'wechat') =>
    `/ProductNew/payment?orderId=${ORDER_ID}&channel=${channel}`;

  test('jsapi: pays with the signed parameters, then Payback whatever the callback said', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    vi.mocked(invokeWechatPay).mockResolvedValue('cancel');
    serveOrder();
    serveProduct(productFixture());
    const bodies = servePayment(() => ok(JSAPI));
    servePending();
    renderApp({ route: route() });
    await waitFor(() => expect(location()).toBe(`/ProductNew/Pay/Payback?orderId=${ORDER_ID}`));
    expect(invokeWechatPay).toHaveBeenCalledTimes(1);
    expect(invokeWechatPay).toHaveBeenCalledWith(JSAPI.mode === 'jsapi' ? JSAPI.jsapi : null);
    expect(bodies).toEqual([
      {
        orderId: ORDER_ID,
        channel: 'wechat',
        client: 'wechat',
        returnUrl: `${window.location.origin}/ProductNew/Pay/Payback?orderId=${ORDER_ID}`,
      },
    ]);
    // The callback's "cancel" is not the result: Payback asks the server.
    expect(await screen.findByText('支付结果确认中…')).toBeInTheDocument();
  });

  test('h5: leaves for the cashier as an absolute URL, back to the family Payback', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14)');
    serveOrder(orderFixture({ family: 'ProductAnsheng' }));
    serveProduct(productFixture({ family: 'ProductAnsheng' }));
    servePending();
    const bodies = servePayment(() => ok(H5));
    const { services } = renderApp({ route: route('alipay') });
    await waitFor(() =>
      expect(services.openExternal).toHaveBeenCalledWith(
        `${window.location.origin}/sandbox/cashier?orderId=${ORDER_ID}&channel=alipay`,
        // The cashier comes back to Payback: the history rules go back over it (issue 23).
        { returnsTo: `/ProductAnsheng/Pay/Payback?orderId=${ORDER_ID}` },
      ),
    );
    // The payment entry is replaced by Payback: the browser's back from the cashier lands there.
    await waitFor(() => expect(location()).toBe(`/ProductAnsheng/Pay/Payback?orderId=${ORDER_ID}`));
    expect(bodies).toEqual([
      {
        orderId: ORDER_ID,
        channel: 'alipay',
        client: 'h5',
        returnUrl: `${window.location.origin}/ProductAnsheng/Pay/Payback?orderId=${ORDER_ID}`,
      },
    ]);
    expect(invokeWechatPay).not.toHaveBeenCalled();
  });

  test("the site's own product pays through payment/sign", async () => {
    serveOrder();
    serveProduct(productFixture({ features: { ...productFixture().features, payRoute: 'own' } }));
    servePending();
    const bodies = servePayment(() => ok(H5), '/rest/api/abao_product/payment/sign');
    const { services } = renderApp({ route: route('alipay') });
    await waitFor(() => expect(services.openExternal).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
  });

  test('non-zero: a fail toast with the server message, and back to Pay', async () => {
    serveOrder();
    serveChannels();
    serveProduct(productFixture());
    servePayment(() => refuse('该订单暂不支持此支付方式'));
    const { services } = renderApp({ route: route('unionpay') });
    await waitFor(() => expect(location()).toBe(`/ProductNew/Pay?orderId=${ORDER_ID}`));
    expect(services.feedback.fail).toHaveBeenCalledWith('该订单暂不支持此支付方式', 3000);
    expect(await screen.findByRole('button', { name: '确认支付' })).toBeInTheDocument();
  });

  test('shows a paying state while the call is on its way, and starts once', async () => {
    serveOrder();
    serveProduct(productFixture());
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    servePending();
    const bodies = servePayment(() => ok(H5));
    server.use(
      http.post('/rest/api/third_product/payment', async ({ request }) => {
        bodies.push((await request.json()) as PaymentBody);
        await gate;
        return ok(H5);
      }),
    );
    const { services } = renderApp({ route: route('alipay') });
    // The call is held at the server: the screen says it is under way.
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByText('正在发起支付…')).toBeInTheDocument();
    expect(screen.getByText(price('¥136.00'))).toBeInTheDocument();
    release();
    await waitFor(() => expect(services.openExternal).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
  });

  test('inside the messaging app, a link naming another channel goes back to Pay', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    serveOrder();
    serveChannels();
    const bodies = servePayment(() => ok(H5));
    renderApp({ route: route('alipay') });
    await waitFor(() => expect(location()).toBe(`/ProductNew/Pay?orderId=${ORDER_ID}`));
    expect(bodies).toEqual([]);
  });

  test('an unknown channel goes back to Pay to choose one', async () => {
    serveOrder();
    serveChannels();
    renderApp({ route: route('bitcoin') });
    await waitFor(() => expect(location()).toBe(`/ProductNew/Pay?orderId=${ORDER_ID}`));
  });
});

describe('invokeWechatPay', () => {
  type Callback = (response: { err_msg: string }) => void;
  const params = JSAPI.mode === 'jsapi' ? JSAPI.jsapi : null!;

  function fakeWindow(answer?: string) {
    const doc = new EventTarget();
    const invoke = vi.fn((_name: string, _params: unknown, callback: Callback) => {
      if (answer) callback({ err_msg: answer });
    });
    const win = { document: doc } as unknown as Window & { WeixinJSBridge?: unknown };
    return { win, doc, invoke, bridge: { invoke } };
  }

  const real = async () =>
    (
      await vi.importActual<typeof import('../../src/pages/_shared/wechat-pay')>(
        '../../src/pages/_shared/wechat-pay',
      )
    ).invokeWechatPay;

  test.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
  ])('the bridge answers %s -> %s', async (answer, expected) => {
    const pay = await real();
    const { win, invoke, bridge } = fakeWindow(answer);
    win.WeixinJSBridge = bridge;
    await expect(pay(params, win)).resolves.toBe(expected);
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  test('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const pay = await real();
    const { win, doc, invoke, bridge } = fakeWindow('get_brand_wcpay_request:ok');
    const result = pay(params, win);
    expect(invoke).not.toHaveBeenCalled();
    win.WeixinJSBridge = bridge;
    doc.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(result).resolves.toBe('ok');
  });

  test('gives up (fail) when the bridge never comes', async () => {
    vi.useFakeTimers();
    try {
      const pay = await real();
      const { win } = fakeWindow();
      const result = pay(params, win);
      vi.advanceTimersByTime(10_000);
      await expect(result).resolves.toBe('fail');
    } finally {
      vi.useRealTimers();
    }
  });
});
