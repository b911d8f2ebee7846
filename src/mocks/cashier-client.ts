import type { Reply } from '../api/envelope';
import type { CashierResult, CashierView } from './payments';

/**
 * The two calls of the sandbox cashier, shared by the cashier page (cashier.tsx) and the in-app
 * pay sheet (wechat-pay-bridge.ts). Plain fetch, not the app's request helper: they stand in for a
 * provider's page, which knows nothing of the site's token.
 */

/**
 * sessionStorage key: a confirmation delay (ms) every sandbox payment uses, so an end-to-end test
 * can watch 支付结果确认中… through the real screens (window.__sandbox.setCashierDelay).
 */
export const CASHIER_DELAY_KEY = 'sandbox:cashier-delay';

export function cashierDelay(): number {
  try {
    const value = Number(sessionStorage.getItem(CASHIER_DELAY_KEY) ?? 0);
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function setCashierDelay(ms: number): void {
  try {
    if (ms > 0) sessionStorage.setItem(CASHIER_DELAY_KEY, String(Math.round(ms)));
    else sessionStorage.removeItem(CASHIER_DELAY_KEY);
  } catch {
    // Refused storage: payments confirm at once, which is the normal sandbox behaviour anyway.
  }
}

/** Absolute, because Node's fetch (unit tests) takes no relative URL; the same origin either way. */
const api = (path: string) => new URL(path, location.origin).href;

async function readReply<T>(response: Response): Promise<Reply<T | null>> {
  try {
    return (await response.json()) as Reply<T | null>;
  } catch {
    return { code: response.status || 500, message: '沙箱收银台暂时无法使用', payload: null };
  }
}

export async function fetchCashier(payToken: string): Promise<Reply<CashierView | null>> {
  const response = await fetch(api(`/rest/api/sandbox/cashier/${encodeURIComponent(payToken)}`));
  return readReply<CashierView>(response);
}

export async function completeCashier(
  payToken: string,
  result: CashierResult,
): Promise<Reply<unknown>> {
  const response = await fetch(api('/rest/api/sandbox/cashier/complete'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payToken, result, delayConfirmMs: cashierDelay() }),
  });
  return readReply<unknown>(response);
}

/** A same-origin place to go back to; anything else goes home (no open redirect). */
export function safeReturn(raw: string | null | undefined, origin: string): string {
  if (!raw) return '/';
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** ¥1,234.50 */
export function yuan(amount: number): string {
  return `¥${amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
