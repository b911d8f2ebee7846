import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COPY } from '../../src/config/copy';
import { loginActions } from '../../src/data/login/slice';
import { server } from '../../src/mocks/node';
import { SUCCESS_PAUSE_MS } from '../../src/pages/_funnel/PaybackScreen';
import { productFixture, serveProduct } from '../support/product-fixture';
import { price } from '../support/price';
import { renderApp } from '../support/render';
import {
  JSAPI,
  ORDER_ID,
  info,
  ok,
  orderFixture,
  refuse,
  serveOrder,
  servePaymentInfo,
  serveThirdInfo,
} from '../data/pay/fixtures';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI';

const location = () => screen.getByTestId('location').textContent;
/** A light screen to leave to and come back from. */
const ERROR_TITLE = COPY.error.title;

beforeEach(() => {
  localStorage.setItem('user_token', 'tok-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What the success screen asks for after a paid result. */
function serveSuccess(policyNo = '81052026112000001') {
  serveOrder(orderFixture({ status: 'paid', policyNo }));
  serveProduct(productFixture());
}

describe('Payback', () => {
  const route = `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`;

  test('pending -> polling every 2 s -> paid -> 支付成功 -> InsuranceSuccess (a new entry)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = servePaymentInfo([info('pending'), info('pending'), info('paid')]);
    serveSuccess();
    const { navigate } = renderApp({
      route,
      history: ['/ProductNew/payment?orderId=x&channel=alipay'],
    });
    // Before the first answer the screen already says the result is being confirmed.
    expect(await screen.findByText('支付结果确认中…')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(log).toHaveLength(2));
    expect(screen.getByText('支付结果确认中…')).toBeInTheDocument();
    expect(screen.queryByText('支付成功')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(log).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_PAUSE_MS));
    await waitFor(() =>
      expect(location()).toBe(`/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}`),
    );
    expect(await screen.findByText('81052026112000001')).toBeInTheDocument();
    // A new entry, Payback behind it (which Back skips once the purchase is finished:
    // pages/_shared/journey-history.ts), so that a cashier ahead of Payback is dropped.
    act(() => void navigate(-1));
    await waitFor(() => expect(location()).toBe(route));
  });

  test('inside the messaging app the result is the wechat variant', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    servePaymentInfo([info('paid')]);
    serveSuccess();
    const user = userEvent.setup();
    renderApp({ route });
    await user.click(await screen.findByRole('button', { name: '查看投保结果' }));
    await waitFor(() =>
      expect(location()).toBe(`/ProductNew/InsuranceSuccess/wechat?orderId=${ORDER_ID}`),
    );
  });

  test('polling stops after 60 s: the manual button stays, and 重新支付 is offered beside it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = servePaymentInfo([info('pending')]);
    renderApp({ route });
    expect(await screen.findByText('正在向支付机构确认支付结果，请稍候')).toBeInTheDocument();
    // While the page asks by itself, no way to pay again: the payment may be on its way.
    expect(screen.queryByRole('link', { name: '重新支付' })).not.toBeInTheDocument();
    for (let i = 0; i < 32; i += 1) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByText('如您已完成支付，请点击下方按钮刷新支付结果；如未支付，可重新支付'),
    ).toBeInTheDocument();
    // Back from the cashier without paying: the same order, paid again from Pay.
    expect(screen.getByRole('link', { name: '重新支付' })).toHaveAttribute(
      'href',
      `/ProductNew/Pay?orderId=${ORDER_ID}`,
    );
    const asked = log.length;
    expect(asked).toBeLessThanOrEqual(31);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(log).toHaveLength(asked);
    expect(screen.getByRole('button', { name: '刷新支付结果' })).toBeEnabled();
  });

  test('polling stops when the screen goes away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = servePaymentInfo([info('pending')]);
    const { unmount } = renderApp({ route });
    await screen.findByText('支付结果确认中…');
    await waitFor(() => expect(log).toHaveLength(1));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(log).toHaveLength(1);
  });

  test('failed -> 支付未完成, 重新支付 keeps the order, 查看订单 lists unpaid ones', async () => {
    servePaymentInfo([info('failed')]);
    serveOrder();
    server.use(
      http.get(`/rest/api/third_product/payment_channel/${ORDER_ID}`, () => refuse('渠道维护中')),
    );
    const user = userEvent.setup();
    renderApp({ route: `/Pay/Payback?orderId=${ORDER_ID}` });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(screen.queryByText('支付成功')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/mine/orders?status=unpaid',
    );
    await user.click(screen.getByRole('link', { name: '重新支付' }));
    await waitFor(() => expect(location()).toBe(`/Pay?orderId=${ORDER_ID}`));
  });

  test('cancelled is not completed either; the family Pay route keeps the order id', async () => {
    servePaymentInfo([info('cancelled')]);
    renderApp({ route: `/ProductAnsheng/Pay/Payback?orderId=${ORDER_ID}` });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新支付' })).toHaveAttribute(
      'href',
      `/ProductAnsheng/Pay?orderId=${ORDER_ID}`,
    );
  });

  test('the manual button asks third_payment_info, then payment_info', async () => {
    const log: string[] = [];
    servePaymentInfo([info('pending'), info('paid')], log);
    serveThirdInfo({ orderId: ORDER_ID, transactionId: '4200001234', status: 'paid' }, log);
    serveSuccess();
    const user = userEvent.setup();
    renderApp({ route });
    await screen.findByText('支付结果确认中…');
    await waitFor(() => expect(log).toEqual(['payment_info']));
    await user.click(screen.getByRole('button', { name: '刷新支付结果' }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(log.slice(0, 3)).toEqual(['payment_info', 'third_payment_info', 'payment_info']);
  });

  test('a failed question shows the query failure with the manual button', async () => {
    server.use(
      http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () => refuse('查询失败')),
    );
    const { services } = renderApp({ route });
    expect(await screen.findByText('支付结果查询失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新支付结果' })).toBeInTheDocument();
    expect(services.feedback.fail).toHaveBeenCalledWith('查询失败', 3000);
  });
});

describe('a payment retried after 支付未完成 (issue 23)', () => {
  const productPayback = `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`;
  const feePayback = `/Active/CustomizedV2/family2026/Payback?orderId=${ORDER_ID}`;

  test('the result screen arrived at again is asked again: 支付成功 without a reload', async () => {
    const log = servePaymentInfo([info('failed'), info('paid')]);
    serveSuccess();
    const { navigate } = renderApp({ route: productPayback });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(log).toHaveLength(1);
    // Paid elsewhere, then the same address again (a new history entry of the same screen).
    act(() => void navigate(productPayback));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(log).toHaveLength(2);
  });

  test('the service’s fee, in the messaging app: 失败, 重新支付, paid in the sheet -> the server’s 支付成功, the button never left busy', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const invoke = vi.fn(
      (_name: string, _params: unknown, done: (response: { err_msg: string }) => void) =>
        done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    Object.assign(window, { WeixinJSBridge: { invoke } });
    const log = servePaymentInfo([info('failed'), info('paid')]);
    server.use(http.post('/rest/api/abao_product/payment/sign', () => ok(JSAPI)));
    const user = userEvent.setup();
    try {
      renderApp({ route: feePayback });
      expect(await screen.findByText('支付未完成')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '重新支付' }));
      // The sheet said ok: the result is the server's, asked again on the way back.
      expect(await screen.findByText('支付成功')).toBeInTheDocument();
      expect(screen.getByText(/下一步：请填写您的基本信息/)).toBeInTheDocument();
      expect(invoke).toHaveBeenCalledTimes(1);
      expect(log).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(window, 'WeixinJSBridge');
    }
  });

  test('the service’s fee, failed again: 支付未完成 once more, with 重新支付 ready, not busy', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    Object.assign(window, {
      WeixinJSBridge: {
        invoke: (_name: string, _params: unknown, done: (response: { err_msg: string }) => void) =>
          done({ err_msg: 'get_brand_wcpay_request:fail' }),
      },
    });
    const log = servePaymentInfo([info('failed')]);
    server.use(http.post('/rest/api/abao_product/payment/sign', () => ok(JSAPI)));
    const user = userEvent.setup();
    try {
      renderApp({ route: feePayback });
      expect(await screen.findByText('支付未完成')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '重新支付' }));
      await waitFor(() => expect(log).toHaveLength(2));
      const again = await screen.findByRole('button', { name: '重新支付' });
      await waitFor(() => expect(again).toBeEnabled());
      expect(again).not.toHaveAttribute('aria-busy');
      expect(screen.getByText('支付未完成')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'WeixinJSBridge');
    }
  });

  test('a page the browser kept while the visitor paid at the provider asks again when shown', async () => {
    // 支付未完成 asks nothing more by itself: only the page shown again asks the server anew.
    const log = servePaymentInfo([info('failed'), info('paid')]);
    serveSuccess();
    renderApp({ route: productPayback });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(log).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(log).toHaveLength(2);
  });
});

describe('Payback with replies of the wrong shape', () => {
  const route = `/ProductNew/Pay/Payback?orderId=${ORDER_ID}`;

  test('the query failure with the manual button, which then shows the result', async () => {
    let malformed = true;
    server.use(
      http.get(`/rest/api/third_product/payment_info/${ORDER_ID}`, () =>
        malformed ? ok({ orderId: ORDER_ID, status: 'done' }) : ok(info('paid')),
      ),
    );
    serveThirdInfo({ orderId: ORDER_ID, transactionId: '4200001234', status: 'paid' });
    serveSuccess();
    const user = userEvent.setup();
    renderApp({ route });
    expect(await screen.findByText('支付结果查询失败')).toBeInTheDocument();
    malformed = false;
    await user.click(screen.getByRole('button', { name: '刷新支付结果' }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
  });
});

describe('InsuranceSuccess', () => {
  test('the wechat variant offers the official account (FollowOfficial)', async () => {
    serveSuccess();
    const user = userEvent.setup();
    renderApp({ route: `/ProductNew/InsuranceSuccess/wechat?orderId=${ORDER_ID}` });
    expect(await screen.findByRole('heading', { name: '投保成功' })).toBeInTheDocument();
    expect(await screen.findByText('81052026112000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '复制保单号' })).not.toBeInTheDocument();
    // What happens next, with the product's own cooling-off period once it is known.
    expect(screen.getByText('电子保单短信送达')).toBeInTheDocument();
    expect(await screen.findByText(/15天为犹豫期/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '关注公众号' }));
    await waitFor(() => expect(location()).toBe(`/FollowOfficial/${ORDER_ID}`));
    expect(await screen.findByText('长按识别二维码关注「精选保险」')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '「精选保险」公众号二维码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    // The way on: the visitor's paid orders, and home.
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/mine/orders?status=paid',
    );
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
  });

  test('the cover dates, the premium paid and next steps all come from the order and the product', async () => {
    serveSuccess();
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('cover-start')).toHaveTextContent(/^2026年11月21日零时$/);
    expect(screen.getByTestId('cover-end')).toHaveTextContent('2027年11月20日二十四时');
    expect(screen.getByText(price('¥136.00/年'))).toBeInTheDocument();
    // The product's claims window (48小时内) and its cooling-off period (15天).
    expect(await screen.findByText(/请在48小时内联系保险公司报案/)).toBeInTheDocument();
    // Where the claims line and the documents are: the policy's 理赔报案.
    expect(screen.getByRole('link', { name: /^理赔报案/ })).toHaveAttribute(
      'href',
      '/Policy/policyDetail?policyNo=81052026112000001',
    );
    expect(screen.getByText(/15天为犹豫期/)).toBeInTheDocument();
  });

  test('月交: the month paid, what the year comes to and that the next months are debited', async () => {
    serveOrder(
      orderFixture({
        status: 'paid',
        policyNo: '81052026112000001',
        premium: 12.27,
        premiumUnit: '元/月',
      }),
    );
    serveProduct(productFixture());
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    const terms = await screen.findByTestId('monthly-terms', {}, { timeout: 5000 });
    // The premium paid: a month's.
    expect(terms.parentElement).toHaveTextContent(/^¥12\.27\/月/);
    expect(terms).toHaveTextContent('每年12期，合计¥147.24/年');
    expect(terms).toHaveTextContent('首月支付，次月起每月自动扣款');
  });

  test('a product without a cooling-off period is not promised one; unknown, nothing is said', async () => {
    const base = productFixture();
    serveOrder(orderFixture({ status: 'paid', policyNo: '81052026112000001' }));
    serveProduct(
      productFixture({
        keyFacts: { ...base.keyFacts, coolingOff: '无（一年期产品）', coolingOffDays: 0 },
      }),
    );
    const first = renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    expect(await screen.findByText('退保须知')).toBeInTheDocument();
    expect(screen.getByText(/本产品不设犹豫期/)).toBeInTheDocument();
    expect(screen.queryByText(/犹豫期内申请退保/)).not.toBeInTheDocument();
    first.unmount();

    serveProduct(
      productFixture({ keyFacts: { ...base.keyFacts, coolingOffDays: null, claimReport: '' } }),
    );
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    expect(await screen.findByText(/发生保险事故后请及时联系保险公司报案/)).toBeInTheDocument();
    expect(screen.queryByText(/犹豫期/)).not.toBeInTheDocument();
    expect(screen.queryByText('退保须知')).not.toBeInTheDocument();
  });

  test('the unwechat variant shows the policy number, a copy button and my orders', async () => {
    serveSuccess();
    // After setup: user-event installs a clipboard of its own.
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    expect(await screen.findByTestId('policy-no')).toHaveTextContent('81052026112000001');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute(
      'href',
      '/mine/orders?status=paid',
    );
    expect(screen.queryByRole('link', { name: '关注公众号' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制保单号' }));
    expect(writeText).toHaveBeenCalledWith('81052026112000001');
  });

  test('without the clipboard API the copy falls back to the selection copy', async () => {
    serveSuccess();
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    try {
      await user.click(await screen.findByRole('button', { name: '复制保单号' }));
      // Where the policy is found later: 我的保单, where the policies are (not 我的订单).
      expect(screen.getByText(/登录后在「我的保单」中可随时查看保单/)).toBeInTheDocument();
      expect(execCommand).toHaveBeenCalledWith('copy');
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });

  test('the base route picks its variant by the browser', async () => {
    serveSuccess();
    renderApp({ route: `/ProductNew/InsuranceSuccess?orderId=${ORDER_ID}&from=singlemessage` });
    await waitFor(() =>
      expect(location()).toBe(
        `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}&from=singlemessage`,
      ),
    );
  });

  test('the base route inside the messaging app goes to the wechat variant', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    serveSuccess();
    renderApp({ route: `/ProductNew/InsuranceSuccess?orderId=${ORDER_ID}` });
    await waitFor(() =>
      expect(location()).toBe(`/ProductNew/InsuranceSuccess/wechat?orderId=${ORDER_ID}`),
    );
  });

  test('an order the server still holds unpaid is not shown as a success', async () => {
    serveOrder();
    serveProduct(productFixture());
    renderApp({ route: `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}` });
    expect(await screen.findByText('该订单尚未支付完成')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '投保成功' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      `/ProductNew/Pay?orderId=${ORDER_ID}`,
    );
  });
});

describe('InsuranceSuccess reads the order from the server on every visit', () => {
  const route = `/ProductNew/InsuranceSuccess/unwechat?orderId=${ORDER_ID}`;

  test('a policy issued since the last visit shows its number, never the earlier 生成中', async () => {
    serveProduct(productFixture());
    let policyNo: string | null = null;
    let hold: Promise<void> = Promise.resolve();
    const loads = { count: 0 };
    server.use(
      http.get(`/rest/api/third_product/order/${ORDER_ID}`, async () => {
        loads.count += 1;
        await hold;
        return ok(orderFixture({ status: 'paid', policyNo }));
      }),
    );
    const user = userEvent.setup();
    const { navigate } = renderApp({ route });
    // Paid, the insurer still issuing: said so, with a way to ask again.
    expect(await screen.findByTestId('policy-no')).toHaveTextContent('保单号生成中');
    policyNo = '81052026112000001';
    await user.click(screen.getByRole('button', { name: '刷新保单号' }));
    await waitFor(() => expect(screen.getByTestId('policy-no')).toHaveTextContent(policyNo!));
    expect(loads.count).toBe(2);

    // Away and back, with the order still in memory: the number now is the server's answer to
    // this visit, and the earlier state is not shown while it is asked for.
    act(() => void navigate('/Error'));
    await screen.findByRole('heading', { level: 1, name: ERROR_TITLE });
    policyNo = '81052026112000009';
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    act(() => void navigate(route));
    await waitFor(() => expect(loads.count).toBe(3));
    expect(screen.queryByTestId('policy-no')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '投保成功' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('policy-no')).toHaveTextContent('81052026112000009');
  });

  test('after logout the screen sends the visitor to sign in, and shows nothing of the order', async () => {
    serveSuccess();
    const { store, navigate } = renderApp({ route });
    expect(await screen.findByTestId('policy-no')).toHaveTextContent('81052026112000001');
    act(() => void navigate('/Error'));
    await screen.findByRole('heading', { level: 1, name: ERROR_TITLE });
    act(() => void store.dispatch(loginActions.loggedOut()));
    await waitFor(() => expect(store.getState().common.confirmDetial).toBeNull());
    act(() => void navigate(route));
    await waitFor(() => expect(location()).toBe(`/Login?redirect=${encodeURIComponent(route)}`));
    expect(screen.queryByText('投保成功')).not.toBeInTheDocument();
    expect(screen.queryByText('保单号生成中')).not.toBeInTheDocument();
  });

  test('a cancelled order is not a success; a failed load says so and asks again', async () => {
    serveProduct(productFixture());
    let fail = true;
    server.use(
      http.get(`/rest/api/third_product/order/${ORDER_ID}`, () =>
        fail ? refuse('系统繁忙') : ok(orderFixture({ status: 'cancelled' })),
      ),
    );
    const user = userEvent.setup();
    renderApp({ route });
    expect(await screen.findByText('订单信息加载失败')).toBeInTheDocument();
    expect(screen.queryByText('投保成功')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(screen.queryByText('投保成功')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/mine/orders');
  });

  test('paid a moment ago but the order not yet: still being confirmed, paying again not offered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    servePaymentInfo([info('paid')]);
    serveProduct(productFixture());
    let orderPaid = false;
    server.use(
      http.get(`/rest/api/third_product/order/${ORDER_ID}`, () =>
        ok(orderFixture(orderPaid ? { status: 'paid', policyNo: '81052026112000001' } : {})),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ route: `/ProductNew/Pay/Payback?orderId=${ORDER_ID}` });
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_PAUSE_MS));
    await waitFor(() => expect(location()).toBe(route));
    expect(await screen.findByText('支付结果确认中…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去支付' })).not.toBeInTheDocument();
    orderPaid = true;
    await user.click(screen.getByRole('button', { name: '刷新投保结果' }));
    expect(await screen.findByTestId('policy-no')).toHaveTextContent('81052026112000001');
  });

  test('without an order number there is nothing to confirm', async () => {
    renderApp({ route: '/ProductNew/InsuranceSuccess/unwechat' });
    expect(await screen.findByText('缺少订单信息')).toBeInTheDocument();
    expect(screen.queryByText('投保成功')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      '/mine/orders?status=paid',
    );
  });
});
