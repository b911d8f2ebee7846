import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { signIn } from './accounts';
import { setCashierDelay } from './cashier-client';
import { advanceClock, resetClock } from './clock';
import { completePayment, getTrail, listOrders, listPolicies, writePlan } from './controls';
import { loadDb, resetDb } from './db';
import { clearFaults, listFaults, persistFaultsIn, setFault } from './faults';
import { handlers } from './handlers';
import { installWechatPayBridge, setAppFontScale, sharedCards } from './wechat-pay-bridge';

/** What end-to-end tests reach through `page.evaluate(() => window.__sandbox...)`. */
export interface SandboxControls {
  setFault: typeof setFault;
  clearFaults: typeof clearFaults;
  listFaults: typeof listFaults;
  resetDb: typeof resetDb;
  /** A phone token for that number (created if new), to start a journey signed in. */
  signIn: typeof signIn;
  /**
   * Moves the sandbox's clock (captcha, SMS code, state, session and order expiry, payment
   * confirmation) until the next reload.
   */
  advanceClock: typeof advanceClock;
  resetClock: typeof resetClock;
  /** Pays, cancels or fails the order's open payment, as the cashier would; throws on a refusal. */
  completePayment: typeof completePayment;
  /** My orders of that phone's user, masked as the list call answers them. */
  listOrders: typeof listOrders;
  /** The policies of that phone's user, masked as the list call answers them. */
  listPolicies: typeof listPolicies;
  /** A sales trail as recorded (GET trace/events). */
  getTrail: typeof getTrail;
  /**
   * Every cashier payment in this tab confirms that many ms late (0: at once), so the pay
   * result screen's 支付结果确认中… can be seen. Kept in sessionStorage, so it outlives the
   * navigation to the cashier and back.
   */
  setCashierDelay: typeof setCashierDelay;
  /** The share cards set through the stand-in WeixinJSBridge (null outside the messaging app). */
  sharedCards: typeof sharedCards;
  /**
   * The messaging app's font setting for this tab (per cent of the standard), told to the page
   * through the stand-in WeixinJSBridge's 'menu:setfont' now and on every page after.
   */
  setAppFontScale: typeof setAppFontScale;
  /**
   * The planner has written this plan now: a customisation service's plan reads 计划书将在通话后出具
   * until its booked call has ended by the sandbox clock, or until this is called.
   */
  writePlan: typeof writePlan;
}

declare global {
  interface Window {
    __sandbox?: SandboxControls;
  }
}

/**
 * The browser has no `onUnhandledRequest: 'error'` to catch an API call the sandbox lacks; without
 * this the dev server would answer it with index.html. A 404 envelope says plainly what is missing.
 */
const notImplemented = http.all('/rest/api/*', ({ request }) => {
  const { pathname } = new URL(request.url);
  console.warn(`[sandbox] no handler for ${request.method} ${pathname}`);
  return HttpResponse.json(
    { code: 404, message: `沙箱未实现该接口：${pathname}`, payload: null },
    { status: 404 },
  );
});

/**
 * Starts the sandbox in the browser (dev server and demo build): restores the database and any
 * faults set before a reload, then starts the service worker. Only same-origin /rest/api/* is
 * answered; assets and the statistics script bypass the worker.
 */
export async function startSandbox(): Promise<void> {
  // The sandbox lives in the page's memory, and its worker forgets a page as it is left: a page
  // the browser kept (back-forward cache) and shows again would answer from an old copy, or not at
  // all. It is loaded afresh instead, as a real server's answers would be fresh; nothing else in
  // the page hears it come back (a capturing listener goes first on the window).
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      event.stopImmediatePropagation();
      location.reload();
    },
    { capture: true },
  );
  await loadDb();
  try {
    persistFaultsIn(sessionStorage);
  } catch {
    // sessionStorage can be refused (some private modes): faults then last until the next reload.
  }
  window.__sandbox = {
    setFault,
    clearFaults,
    listFaults,
    resetDb,
    signIn,
    advanceClock,
    resetClock,
    completePayment,
    listOrders,
    listPolicies,
    getTrail,
    setCashierDelay,
    sharedCards,
    setAppFontScale,
    writePlan,
  };
  // A browser that says it is the messaging app but has no WeixinJSBridge (tests, desktop
  // debugging) gets the sandbox's, so the JS-SDK pay call opens a sandbox pay sheet.
  installWechatPayBridge();
  // msw's start, finding its worker registered but not yet in control of this page (a page loaded
  // while the worker was still activating), reloads the page and asks the registration to update
  // without waiting for it; the update, cut short by the reload, rejects ("Failed to update a
  // ServiceWorker … Not found") with no one to hear it. The page goes away anyway: that rejection
  // is the sandbox's own noise, not the site's (it failed an end-to-end test's error watch).
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && /^Failed to update a ServiceWorker\b/.test(reason.message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });
  await setupWorker(...handlers, notImplemented).start({
    // msw's worker, with every request but the API's left to the network (sandbox-worker.js).
    serviceWorker: { url: '/sandbox-worker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
