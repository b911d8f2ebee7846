import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASHIER_DELAY_KEY, safeReturn, setCashierDelay } from '../../src/mocks/cashier-client';
import { Cashier } from '../../src/mocks/cashier';
import { db, resetClock, setNow, signIn } from '../../src/mocks/node';
import {
  createWechatPayBridge,
  installWechatPayBridge,
  PAY_SHEET_ID,
  type BridgeResult,
} from '../../src/mocks/wechat-pay-bridge';
import { BUYER_PHONE, pay, payBody, payTokenOf, placeOrder, START } from './funnel-helpers';

const RETURN = '/ProductNew/Pay/Payback?orderId=';

/** An order with a payment started on the cashier route; its id and payToken. */
async function startedPayment(client: 'h5' | 'wechat' = 'h5') {
  const token = signIn(BUYER_PHONE);
  const orderId = await placeOrder(token);
  const { reply } = await pay(token, payBody(orderId, { client }));
  return { orderId, payToken: payTokenOf(reply.payload), url: reply.payload };
}

beforeEach(() => setNow(START));
afterEach(() => resetClock());

describe('the sandbox cashier page', () => {
  it('shows the amount, the channel and the sandbox banner, and pays then goes back', async () => {
    const { orderId, payToken, url } = await startedPayment();
    const navigate = vi.fn<(url: string) => void>();
    const search = url?.mode === 'h5' ? url.url.slice(url.url.indexOf('?')) : '';
    render(<Cashier search={search} navigate={navigate} />);

    expect(screen.getByRole('note')).toHaveTextContent('沙箱收银台（模拟支付，不会扣款）');
    const premium = db.orders.get(orderId)?.premium ?? 0;
    expect(await screen.findByText(`¥${premium.toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getByText('支付方式：微信支付')).toBeInTheDocument();
    expect(screen.getByText(`订单号：${orderId}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${RETURN}${orderId}`));
    expect(db.orders.get(orderId)?.status).toBe('paid');
    expect(db.payments.get(payToken)?.status).toBe('paid');
  });

  it('cancels or fails the payment on the other two buttons', async () => {
    for (const [label, status] of [
      ['取消支付', 'cancelled'],
      ['模拟支付失败', 'failed'],
    ] as const) {
      const { orderId, payToken } = await startedPayment();
      const navigate = vi.fn<(url: string) => void>();
      const { unmount } = render(
        <Cashier
          search={`?payToken=${payToken}&return=${encodeURIComponent(RETURN + orderId)}`}
          navigate={navigate}
        />,
      );
      await userEvent.click(await screen.findByRole('button', { name: label }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${RETURN}${orderId}`));
      expect(db.payments.get(payToken)?.status).toBe(status);
      expect(db.orders.get(orderId)?.status).toBe('unpaid');
      unmount();
    }
  });

  it('uses the tab’s confirmation delay, so the result screen can show pending', async () => {
    const { payToken } = await startedPayment();
    setCashierDelay(8000);
    expect(sessionStorage.getItem(CASHIER_DELAY_KEY)).toBe('8000');
    render(<Cashier search={`?payToken=${payToken}&return=%2F`} navigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(db.payments.get(payToken)?.confirmAt).toBe(START + 8000));
  });

  it('tells an unknown or finished payment apart and only offers the way back', async () => {
    const navigate = vi.fn<(url: string) => void>();
    const { unmount } = render(<Cashier search="?payToken=nope&return=%2F" navigate={navigate} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('支付单不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回商户' }));
    expect(navigate).toHaveBeenCalledWith('/');
    unmount();

    const { payToken } = await startedPayment();
    await startedPayment(); // another order: unrelated
    db.payments.update(payToken, { status: 'cancelled' });
    render(<Cashier search={`?payToken=${payToken}`} navigate={navigate} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('该笔支付已结束');
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });

  it('never sends the browser to another origin', () => {
    expect(safeReturn('https://evil.example.com/x', location.origin)).toBe('/');
    expect(safeReturn('//evil.example.com/x', location.origin)).toBe('/');
    expect(safeReturn('/Pay/Payback?orderId=1#top', location.origin)).toBe(
      '/Pay/Payback?orderId=1#top',
    );
  });
});

describe('the fake WeixinJSBridge', () => {
  const invoke = (
    bridge: ReturnType<typeof createWechatPayBridge>,
    name: string,
    params: Record<string, unknown>,
  ) => new Promise<BridgeResult>((resolve) => bridge.invoke(name, params, resolve));

  it('opens a pay sheet for getBrandWCPayRequest and answers as the real bridge does', async () => {
    for (const [label, status, suffix] of [
      ['确认支付', 'paid', 'ok'],
      ['取消', 'cancelled', 'cancel'],
      ['失败', 'failed', 'fail'],
    ] as const) {
      const { orderId, payToken, url } = await startedPayment('wechat');
      const jsapi = url?.mode === 'jsapi' ? url.jsapi : null;
      const answered = invoke(createWechatPayBridge(), 'getBrandWCPayRequest', { ...jsapi });
      const sheet = await screen.findByRole('dialog', { name: '微信支付' });
      expect(sheet).toHaveTextContent('沙箱收银台（模拟支付，不会扣款）');
      const premium = db.orders.get(orderId)?.premium ?? 0;
      await waitFor(() => expect(sheet).toHaveTextContent(`¥${premium.toFixed(2)}`));
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(await answered).toEqual({ err_msg: `get_brand_wcpay_request:${suffix}` });
      expect(document.getElementById(PAY_SHEET_ID)).toBeNull();
      expect(db.payments.get(payToken)?.status).toBe(status);
    }
  });

  it('Back while the sheet is up closes it with cancel, and tells the cashier nothing', async () => {
    const { payToken, url } = await startedPayment('wechat');
    const jsapi = url?.mode === 'jsapi' ? url.jsapi : null;
    const answered = invoke(createWechatPayBridge(), 'getBrandWCPayRequest', { ...jsapi });
    await screen.findByRole('dialog', { name: '微信支付' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await answered).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });
    expect(document.getElementById(PAY_SHEET_ID)).toBeNull();
    // The payment is still open: 去支付 again starts from it.
    expect(db.payments.get(payToken)?.status).toBe('pending');
    // A later Back is nothing to a sheet already answered.
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  it('fails a pay call without a prepay id, and answers other calls ok (getNetworkType fail)', async () => {
    const bridge = createWechatPayBridge();
    expect(await invoke(bridge, 'getBrandWCPayRequest', { package: 'x' })).toEqual({
      err_msg: 'get_brand_wcpay_request:fail',
    });
    expect(await invoke(bridge, 'preVerifyJSAPI', {})).toEqual({ err_msg: 'preVerifyJSAPI:ok' });
    expect(await invoke(bridge, 'getNetworkType', {})).toEqual({ err_msg: 'getNetworkType:fail' });
  });

  it('installs only in the messaging app, only where no bridge exists, and says it is ready', () => {
    const target = window as Window & { WeixinJSBridge?: unknown };
    const agent = vi.spyOn(window.navigator, 'userAgent', 'get');
    try {
      agent.mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1');
      expect(installWechatPayBridge()).toBe(false);
      expect(target.WeixinJSBridge).toBeUndefined();

      agent.mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50(0x18003237) NetType/WIFI');
      const ready = vi.fn();
      document.addEventListener('WeixinJSBridgeReady', ready);
      expect(installWechatPayBridge()).toBe(true);
      expect(target.WeixinJSBridge).toMatchObject({ sandbox: true });
      expect(ready).toHaveBeenCalledTimes(1);
      expect(installWechatPayBridge()).toBe(false);
      document.removeEventListener('WeixinJSBridgeReady', ready);
    } finally {
      agent.mockRestore();
      delete target.WeixinJSBridge;
    }
  });
});
