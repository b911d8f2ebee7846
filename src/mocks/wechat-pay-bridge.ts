import { completeCashier, fetchCashier, yuan } from './cashier-client';
import type { CashierResult } from './payments';

/**
 * A stand-in for the messaging app's WeixinJSBridge, for the sandbox in a browser that only
 * claims to be the messaging app (the end-to-end 'iphone-wechat' profile, a desktop browser with
 * a MicroMessenger user agent). Without it nothing could answer the JS-SDK pay call.
 *
 * - invoke('getBrandWCPayRequest', params, callback): shows an in-page pay sheet for the payToken
 *   in params.package (`prepay_id=<payToken>`): the amount, 确认支付 / 取消 / 失败. The choice is
 *   posted to the sandbox cashier, then the sheet goes and the callback gets err_msg
 *   `get_brand_wcpay_request:ok | :cancel | :fail`, as the real bridge answers. Back while the
 *   sheet is up closes it with `:cancel` (the app's own sheet takes the back key; it never stays
 *   over the page Back went to).
 * - invoke of anything else (wx.config's preVerifyJSAPI, the share settings) answers `<name>:ok`
 *   so wx.ready fires; getNetworkType answers fail, which keeps the JS-SDK from sending its
 *   usage report to open.weixin.qq.com.
 * - invoke('updateAppMessageShareData' | 'updateTimelineShareData', card) also records the card
 *   (`shared`), so tests and QA can see which card each screen set.
 * - on('menu:setfont', listener) hears the app's font setting: `{ fontScale }` (per cent of the
 *   standard), told at once when one is set for this tab (setAppFontScale, kept in sessionStorage
 *   so it outlives navigations, as the app's setting does) and again whenever it is changed. Any
 *   other on(...) accepts its listener and never calls it: nothing here shares or goes to
 *   background.
 *
 * Installed by startSandbox only when the user agent says MicroMessenger and no real bridge
 * exists; 'WeixinJSBridgeReady' is dispatched as the real app does, for code that waits for it.
 */

export interface BridgeResult {
  err_msg: string;
}

type BridgeCallback = (result: BridgeResult) => void;

/** A share card as the JS-SDK handed it to the bridge. */
export interface RecordedShareCard {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

export interface SharedCards {
  appMessage: RecordedShareCard | null;
  timeline: RecordedShareCard | null;
  /** Every card set, oldest first, as `[call name, card]`. */
  history: [string, RecordedShareCard][];
}

export interface FakeWeixinJSBridge {
  invoke(name: string, params?: Record<string, unknown>, callback?: BridgeCallback): void;
  on(name: string, callback?: (...args: unknown[]) => void): void;
  /** The share cards set so far. */
  readonly shared: SharedCards;
  /** Marks the fake, so tests and QA can tell it from the real one. */
  readonly sandbox: true;
  /** Tells the page's 'menu:setfont' listeners the app's font scale, as the app does. */
  setFont(fontScale: number): void;
}

/** The messaging app's font scale for this tab, as the sandbox's QA controls set it. */
const FONT_SCALE_KEY = 'sandbox:app-font-scale';

function storedFontScale(): number | null {
  try {
    const value = Number(sessionStorage.getItem(FONT_SCALE_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

type WindowWithBridge = Window & { WeixinJSBridge?: unknown };

const PAY_CALL = 'getBrandWCPayRequest';
const PAY_MSG = 'get_brand_wcpay_request';
export const PAY_SHEET_ID = 'sandbox-wechat-pay-sheet';

const ERR_SUFFIX: Record<CashierResult, string> = {
  paid: 'ok',
  cancelled: 'cancel',
  failed: 'fail',
};

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  Object.assign(node.style, style);
  // textContent, never innerHTML: the product name comes from data.
  if (text !== undefined) node.textContent = text;
  return node;
}

const BUTTONS: { result: CashierResult; label: string; style: Partial<CSSStyleDeclaration> }[] = [
  {
    result: 'paid',
    label: '确认支付',
    style: { background: '#07c160', color: '#fff', border: 'none' },
  },
  {
    result: 'cancelled',
    label: '取消',
    style: { background: '#fff', color: '#333', border: '1px solid #ccc' },
  },
  {
    result: 'failed',
    label: '失败',
    style: { background: '#fff', color: '#e53935', border: '1px solid #e53935' },
  },
];

/** The sheet; resolves with the visitor's choice once the sandbox has recorded it. */
function showPaySheet(doc: Document, payToken: string): Promise<CashierResult> {
  return new Promise((resolve) => {
    const overlay = el(doc, 'div', {
      position: 'fixed',
      inset: '0',
      background: 'rgba(0,0,0,0.5)',
      zIndex: '2147483647',
      display: 'flex',
      alignItems: 'flex-end',
      fontFamily: '-apple-system, "PingFang SC", "Microsoft YaHei", sans-serif',
    });
    overlay.id = PAY_SHEET_ID;
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', '微信支付');
    const sheet = el(doc, 'div', {
      width: '100%',
      background: '#fff',
      borderRadius: '12px 12px 0 0',
      padding: '0 16px 24px',
      boxSizing: 'border-box',
      textAlign: 'center',
      color: '#333',
    });
    const banner = el(
      doc,
      'div',
      {
        margin: '0 -16px',
        padding: '8px 16px',
        background: '#fff7e6',
        color: '#ad4e00',
        fontSize: '13px',
      },
      '沙箱收银台（模拟支付，不会扣款）',
    );
    const title = el(doc, 'p', { margin: '16px 0 4px', fontSize: '15px' }, '微信支付');
    const detail = el(
      doc,
      'p',
      { margin: '0', color: '#888', fontSize: '13px' },
      '正在加载支付信息…',
    );
    const amount = el(doc, 'p', { margin: '8px 0 16px', fontSize: '30px', fontWeight: '600' }, '');
    sheet.append(banner, title, detail, amount);

    const buttons = BUTTONS.map(({ result, label, style }) => {
      const button = el(
        doc,
        'button',
        {
          display: 'block',
          width: '100%',
          marginTop: '10px',
          padding: '12px 0',
          borderRadius: '6px',
          fontSize: '16px',
          cursor: 'pointer',
          ...style,
        },
        label,
      );
      button.type = 'button';
      button.addEventListener('click', () => {
        view?.removeEventListener('popstate', onBack);
        for (const b of buttons) b.disabled = true;
        completeCashier(payToken, result)
          // The sandbox refused (e.g. the order lapsed): to the page that is a failed payment.
          .then((reply) => (reply.code === 0 ? result : 'failed'))
          .catch((): CashierResult => 'failed')
          .then((outcome) => {
            overlay.remove();
            resolve(outcome);
          });
      });
      return button;
    });
    sheet.append(...buttons);
    overlay.append(sheet);
    doc.body.append(overlay);
    // The app's sheet is its own: the page's back (Android's back key) dismisses it, as 取消 does,
    // without a word to the cashier (the visitor chose nothing). It never stays over another page.
    const view = doc.defaultView;
    function onBack() {
      overlay.remove();
      resolve('cancelled');
    }
    view?.addEventListener('popstate', onBack, { once: true });

    fetchCashier(payToken)
      .then((reply) => {
        if (reply.code === 0 && reply.payload) {
          detail.textContent = reply.payload.productName;
          amount.textContent = yuan(reply.payload.amount);
        } else {
          detail.textContent = reply.message || '支付单不存在';
        }
      })
      .catch(() => {
        detail.textContent = '网络异常，请稍后再试';
      });
  });
}

function payTokenOf(params: Record<string, unknown> | undefined): string {
  const pkg = typeof params?.package === 'string' ? params.package : '';
  return pkg.startsWith('prepay_id=') ? pkg.slice('prepay_id='.length) : '';
}

const SHARE_CALLS: Record<string, 'appMessage' | 'timeline'> = {
  updateAppMessageShareData: 'appMessage',
  updateTimelineShareData: 'timeline',
};

function recordedCard(params: Record<string, unknown> | undefined): RecordedShareCard {
  const text = (key: string) => (typeof params?.[key] === 'string' ? (params[key] as string) : '');
  const card: RecordedShareCard = {
    title: text('title'),
    link: text('link'),
    imgUrl: text('imgUrl'),
  };
  if (typeof params?.desc === 'string') card.desc = params.desc;
  return card;
}

export function createWechatPayBridge(doc: Document = document): FakeWeixinJSBridge {
  const shared: SharedCards = { appMessage: null, timeline: null, history: [] };
  const fontListeners: ((event: { fontScale: number }) => void)[] = [];
  return {
    sandbox: true,
    shared,
    setFont(fontScale) {
      for (const listener of fontListeners) setTimeout(() => listener({ fontScale }), 0);
    },
    invoke(name, params, callback) {
      const answer = (result: BridgeResult) => setTimeout(() => callback?.(result), 0);
      const slot = SHARE_CALLS[name];
      if (slot) {
        const card = recordedCard(params);
        shared[slot] = card;
        shared.history.push([name, card]);
      }
      if (name === PAY_CALL) {
        const payToken = payTokenOf(params);
        if (!payToken) {
          answer({ err_msg: `${PAY_MSG}:fail` });
          return;
        }
        void showPaySheet(doc, payToken).then((result) =>
          answer({ err_msg: `${PAY_MSG}:${ERR_SUFFIX[result]}` }),
        );
        return;
      }
      answer({ err_msg: name === 'getNetworkType' ? `${name}:fail` : `${name}:ok` });
    },
    on(name, listener) {
      if (name !== 'menu:setfont' || !listener) return;
      fontListeners.push(listener);
      const scale = storedFontScale();
      if (scale !== null) setTimeout(() => listener({ fontScale: scale }), 0);
    },
  };
}

/** Installs the fake when the page claims to be in the messaging app and has no bridge. */
export function installWechatPayBridge(win: Window = window): boolean {
  const target = win as WindowWithBridge;
  if (!/MicroMessenger/i.test(win.navigator.userAgent) || target.WeixinJSBridge !== undefined) {
    return false;
  }
  target.WeixinJSBridge = createWechatPayBridge(win.document);
  win.document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  return true;
}

/**
 * Sets the messaging app's font scale (per cent; 100 is the standard) for this tab and tells the
 * page at once, as the app does when its visitor changes it. Outside the messaging app, nothing.
 */
export function setAppFontScale(fontScale: number, win: Window = window): void {
  try {
    win.sessionStorage.setItem(FONT_SCALE_KEY, String(fontScale));
  } catch {
    // Refused storage: told this once, not after the next navigation.
  }
  const bridge = (win as WindowWithBridge).WeixinJSBridge as
    Partial<FakeWeixinJSBridge> | undefined;
  if (bridge?.sandbox === true) bridge.setFont?.(fontScale);
}

/** The cards the installed stand-in recorded, or null when the page has the real bridge or none. */
export function sharedCards(win: Window = window): SharedCards | null {
  const bridge = (win as WindowWithBridge).WeixinJSBridge as
    Partial<FakeWeixinJSBridge> | undefined;
  return bridge?.sandbox === true && bridge.shared ? bridge.shared : null;
}
