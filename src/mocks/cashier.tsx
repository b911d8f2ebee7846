import { useEffect, useState, type CSSProperties } from 'react';
import { completeCashier, fetchCashier, safeReturn, yuan } from './cashier-client';
import type { CashierResult, CashierView } from './payments';

/**
 * The sandbox cashier: the page a provider's H5 payment would show (PaymentStart mode 'h5' sends
 * the browser to /sandbox/cashier?payToken=...&return=...). Start-up renders it in place of the
 * app (src/app/main.tsx), after the sandbox worker is running, so its calls reach the sandbox.
 * Plain inline styles: it must not depend on the app's styles, which it does not load.
 */

export interface CashierProps {
  /** The page's query; location.search when absent (tests pass their own). */
  search?: string;
  /** Leaves the page; location.assign when absent. */
  navigate?: (url: string) => void;
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; view: CashierView }
  | { state: 'error'; message: string };

const ACTIONS: { result: CashierResult; label: string; style: CSSProperties }[] = [
  {
    result: 'paid',
    label: '确认支付',
    style: { background: '#07c160', color: '#fff', border: '1px solid #07c160' },
  },
  {
    result: 'cancelled',
    label: '取消支付',
    style: { background: '#fff', color: '#333', border: '1px solid #ccc' },
  },
  {
    result: 'failed',
    label: '模拟支付失败',
    style: { background: '#fff', color: '#e53935', border: '1px solid #e53935' },
  },
];

const page: CSSProperties = {
  minHeight: '100vh',
  margin: 0,
  background: '#f5f5f5',
  fontFamily: '-apple-system, "PingFang SC", "Microsoft YaHei", sans-serif',
  color: '#333',
};
const banner: CSSProperties = {
  padding: '10px 16px',
  background: '#fff7e6',
  borderBottom: '1px solid #ffd591',
  color: '#ad4e00',
  fontSize: 14,
  textAlign: 'center',
};
const card: CSSProperties = {
  margin: 16,
  padding: '24px 16px',
  background: '#fff',
  borderRadius: 8,
  textAlign: 'center',
};
const button: CSSProperties = {
  display: 'block',
  width: '100%',
  margin: '12px 0 0',
  padding: '12px 0',
  borderRadius: 6,
  fontSize: 16,
  cursor: 'pointer',
};
const muted: CSSProperties = { color: '#888', fontSize: 13, margin: '6px 0' };

export function Cashier({
  search = location.search,
  navigate = (url) => location.assign(url),
}: CashierProps) {
  const query = new URLSearchParams(search);
  const payToken = query.get('payToken') ?? '';
  const returnParam = query.get('return');
  const [load, setLoad] = useState<Load>(
    payToken ? { state: 'loading' } : { state: 'error', message: '缺少支付单号' },
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!payToken) return;
    let live = true;
    fetchCashier(payToken)
      .then((reply) => {
        if (!live) return;
        setLoad(
          reply.code === 0 && reply.payload
            ? { state: 'ready', view: reply.payload }
            : { state: 'error', message: reply.message || '支付单不存在' },
        );
      })
      .catch(() => live && setLoad({ state: 'error', message: '网络异常，请稍后再试' }));
    return () => {
      live = false;
    };
  }, [payToken]);

  const back = safeReturn(
    returnParam ?? (load.state === 'ready' ? load.view.returnUrl : null),
    location.origin,
  );

  async function act(result: CashierResult) {
    setBusy(true);
    setNotice(null);
    try {
      const reply = await completeCashier(payToken, result);
      if (reply.code === 0) {
        navigate(back);
        return;
      }
      setNotice(reply.message);
    } catch {
      setNotice('网络异常，请稍后再试');
    }
    setBusy(false);
  }

  const backButton = (
    <button type="button" style={{ ...button, ...ACTIONS[1].style }} onClick={() => navigate(back)}>
      返回商户
    </button>
  );

  return (
    <div style={page}>
      <div role="note" style={banner}>
        沙箱收银台（模拟支付，不会扣款）
      </div>
      <main style={card}>
        {load.state === 'loading' && <p style={muted}>正在加载支付信息…</p>}
        {load.state === 'error' && (
          <>
            <p role="alert">{load.message}</p>
            {backButton}
          </>
        )}
        {load.state === 'ready' && (
          <>
            <p style={muted}>{load.view.productName}</p>
            <p style={{ fontSize: 32, fontWeight: 600, margin: '8px 0' }}>
              {yuan(load.view.amount)}
            </p>
            <p style={muted}>订单号：{load.view.orderId}</p>
            <p style={muted}>支付方式：{load.view.channelName}</p>
            {notice && (
              <p role="alert" style={{ color: '#e53935' }}>
                {notice}
              </p>
            )}
            {load.view.status === 'pending' && !notice ? (
              ACTIONS.map((action) => (
                <button
                  key={action.result}
                  type="button"
                  disabled={busy}
                  style={{ ...button, ...action.style, opacity: busy ? 0.6 : 1 }}
                  onClick={() => void act(action.result)}
                >
                  {action.label}
                </button>
              ))
            ) : (
              <>
                {!notice && <p role="alert">该笔支付已结束</p>}
                {backButton}
              </>
            )}
          </>
        )}
      </main>
    </div>
  );
}
