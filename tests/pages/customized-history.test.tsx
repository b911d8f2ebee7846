import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { createHtmlHistory } from '../../src/app/html-history';
import { loginActions } from '../../src/data/login/slice';
import { makeStore } from '../../src/data/store';
import { findUserByPhone } from '../../src/mocks/accounts';
import { campaignOf, createServiceOrder } from '../../src/mocks/customized';
import { db, resetClock, setNow, signIn } from '../../src/mocks/node';
import { createWechatPayBridge } from '../../src/mocks/wechat-pay-bridge';
import {
  cashierReturn,
  forgetDocument,
  hop,
  leaveQuestionnaire,
  markEntry,
  MAX_ENTRIES,
  noteCashier,
  readJourney,
  updateJourney,
  type Mark,
} from '../../src/pages/_customized/history';
import { fakeServices, LocationProbe } from '../support/render';

/**
 * The customisation service's history (issue 23): its marks and hops on a stand-in history, then
 * its screens on the browser's own history (jsdom's), as the site runs them.
 */

const ID = 'family2026';
const ON = Date.parse('2026-11-23T10:00:00+08:00');
const LOADED = { timeout: 8000 };
const LANDING = `/Active/CustomizedV2/${ID}`;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** A history with `entries` states, on the last one; `go` moves and records. */
function fakeWindow(entries: object[]) {
  const states = [...entries];
  let index = states.length - 1;
  const moves: number[] = [];
  const win = {
    history: {
      get state() {
        return states[index];
      },
      get length() {
        return states.length;
      },
      replaceState(state: object) {
        states[index] = state;
      },
      go(delta: number) {
        moves.push(delta);
        index += delta;
      },
    },
    performance: { getEntriesByType: () => [{ type: 'navigate' }] },
  } as unknown as Window;
  return { win, states, moves, push: (state: object) => void (index = states.push(state) - 1) };
}

describe('marks', () => {
  test('an entry is marked with its place in the tab; a replace keeps the place, Back keeps the mark', () => {
    // Two entries of an earlier page, then this document's first (the router's idx 0).
    const tab = fakeWindow([{}, {}, { key: 'default', idx: 0 }]);
    const landing = markEntry('default', 'POP', tab.win);
    expect(landing).toEqual({ id: expect.any(String), pos: 2 });
    expect(tab.states[2]).toEqual({ key: 'default', idx: 0, svc: landing });

    tab.push({ key: 'k1', idx: 1, usr: { svcSheet: 'phone' }, journey: 'theirs' });
    const sheet = markEntry('k1', 'PUSH', tab.win)!;
    expect(sheet.pos).toBe(3);
    // Other keys of the entry's state stay as they were.
    expect(tab.states[3]).toMatchObject({ usr: { svcSheet: 'phone' }, journey: 'theirs' });

    // Back, then a replace of that entry (forward entries remain): the same place.
    tab.win.history.go(-1);
    expect(markEntry('default', 'POP', tab.win)).toEqual(landing);
    tab.win.history.replaceState({ key: 'k2', idx: 0 }, '');
    expect(markEntry('k2', 'REPLACE', tab.win)!.pos).toBe(2);
  });

  test('nothing is marked when the history is not the router\u2019s, or past Chromium\u2019s 50 entries', () => {
    expect(markEntry('default', 'POP', fakeWindow([{}]).win)).toBeNull();
    expect(markEntry('k1', 'PUSH', fakeWindow([{ key: 'other', idx: 0 }]).win)).toBeNull();
    const full = fakeWindow([
      ...Array.from({ length: MAX_ENTRIES - 1 }, () => ({})),
      { key: 'k', idx: 0 },
    ]);
    expect(markEntry('k', 'PUSH', full.win)).toBeNull();
  });
});

describe('the journey', () => {
  const mark = (pos: number): Mark => ({ id: `m${pos}`, pos });
  const landingAt = (pos: number) =>
    updateJourney(ID, (journey) => ({ ...journey, landing: { ...mark(pos), path: LANDING } }));

  test('after the submit: back to the landing right before the questionnaire, which pushes the result', () => {
    landingAt(4);
    updateJourney(ID, (journey) => ({ ...journey, form: mark(5) }));
    const tab = fakeWindow([{}]);
    vi.spyOn(window.history, 'go').mockImplementation(tab.win.history.go);
    expect(leaveQuestionnaire(ID, mark(12), '/result', '/fallback')).toBe(true);
    expect(tab.moves).toEqual([-8]);
    expect(readJourney(ID)).toEqual({
      landing: { ...mark(4), path: LANDING },
      arrival: { to: 'm4', push: '/result', at: expect.any(Number) },
    });
  });

  test('a questionnaire begun elsewhere: its first entry becomes the landing, then the result', () => {
    landingAt(2);
    updateJourney(ID, (journey) => ({ ...journey, form: mark(7) }));
    const tab = fakeWindow([{}]);
    vi.spyOn(window.history, 'go').mockImplementation(tab.win.history.go);
    expect(leaveQuestionnaire(ID, mark(9), '/result', '/fallback')).toBe(true);
    expect(tab.moves).toEqual([-2]);
    expect(readJourney(ID).arrival).toMatchObject({ to: 'm7', replace: LANDING, push: '/result' });
    // Nothing known: the caller shows the result in place.
    expect(leaveQuestionnaire(ID, mark(9), '/result', '/fallback')).toBe(false);
  });

  test('a hop goes back once per entry left, however often a render asks; never forward', () => {
    const tab = fakeWindow([{}]);
    expect(hop(ID, mark(5), mark(3), {}, tab.win)).toBe(true);
    expect(hop(ID, mark(5), mark(3), {}, tab.win)).toBe(true);
    expect(tab.moves).toEqual([-2]);
    expect(hop(ID, mark(3), mark(5), {}, tab.win)).toBe(false);
    expect(tab.moves).toEqual([-2]);
  });

  test('the cashier is noted only from the entry right after the landing; Payback goes back over it', () => {
    landingAt(3);
    noteCashier(ID, 'O1', 5);
    expect(readJourney(ID).cashier).toBeUndefined();
    noteCashier(ID, 'O1', 4);
    expect(readJourney(ID).cashier).toEqual({
      orderId: 'O1',
      landing: { ...mark(3), path: LANDING },
      at: expect.any(Number),
    });
    // Back from the cashier: Payback is the first entry of a page just opened, three on.
    expect(cashierReturn(ID, 'O1', 'default', mark(6))?.id).toBe('m3');
    // Not for another order, nor an entry the site navigated to, nor right after the landing.
    expect(cashierReturn(ID, 'O2', 'default', mark(6))).toBeNull();
    expect(cashierReturn(ID, 'O1', 'k1', mark(6))).toBeNull();
    expect(cashierReturn(ID, 'O1', 'default', mark(4))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The screens on jsdom's own history

/** The tab's place where this test's page starts. */
let first = 0;

/**
 * A page opened at `route` in a tab, after one entry of an earlier page: the app on the browser's
 * history (jsdom's), as start-up builds it. Returns what a test drives it with.
 */
async function openPage(route: string) {
  // Back to the tab's first entry; the page's push drops whatever the tests before left ahead.
  const back = first + ((window.history.state as { idx?: number } | null)?.idx ?? 0);
  if (back > 0) {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.go(-back);
    await popped;
  }
  window.history.pushState(null, '', route);
  first = window.history.length - 1;
  forgetDocument();
  const history = createHtmlHistory(window);
  const services = fakeServices();
  const store = makeStore(undefined, services);
  vi.mocked(services.navigate).mockImplementation((path, options) =>
    options?.replace ? history.replace(path) : history.push(path),
  );
  render(
    <Provider store={store}>
      <HistoryRouter history={history}>
        <AppRoutes />
        <LocationProbe />
      </HistoryRouter>
    </Provider>,
  );
  return { history, store, services };
}

const location = () => screen.getByTestId('location').textContent;
/** Entries from this page's first on. */
const entries = () => window.history.length - first;
const back = async () => {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  act(() => window.history.back());
  await act(() => popped);
};
const dock = (name: string) => screen.findByRole('button', { name }, LOADED);

/** A new account, signed in (its token kept as the site keeps it). */
function account(): { phone: string; token: string } {
  const phone = `1390000${String(Math.floor(1000 + Math.random() * 8999))}`;
  const token = signIn(phone);
  localStorage.setItem('user_token', token);
  return { phone, token };
}

/** The consents as the landing and the questionnaire's first screen leave them (issue 24). */
const AGREED = {
  documentsRead: ['serviceAgreement', 'privacy'],
  agreementAt: '2026-11-23T02:00:00.000Z',
};
const CONSENTED = {
  ...AGREED,
  consent: true,
  familyInfoAt: '2026-11-23T02:10:00.000Z',
  financeInfoAt: '2026-11-23T02:10:00.000Z',
};
/** The service agreement opened and agreed to on an earlier visit of the landing. */
const agreed = () => sessionStorage.setItem(`custom:${ID}`, JSON.stringify(AGREED));

/** The fee's order for `phone`'s account, unpaid, or paid when `paid`. */
function feeOrder(phone: string, paid = false): string {
  const order = createServiceOrder(findUserByPhone(phone)!, campaignOf(ID)!, {
    phone,
    idempotencyKey: `k-${phone}`,
    traceId: 'trail-order1',
    consents: { serviceAgreementAt: '2026-11-23T02:00:00.000Z' },
  });
  if (!('orderId' in order)) throw new Error('the sandbox refused the order');
  if (paid) db.orders.update(order.orderId, { status: 'paid', paidAt: '2026-11-23 10:00:00' });
  return order.orderId;
}

beforeAll(async () => {
  await import('../../src/pages/_customized/LandingScreen');
  await import('../../src/pages/_customized/FormStartScreen');
  await import('../../src/pages/_customized/StepScreen');
  await import('../../src/pages/_customized/ResultScreen');
  await import('../../src/pages/_customized/PaybackScreen');
}, 60_000);

beforeEach(() => {
  setNow(ON);
  forgetDocument();
});
afterEach(() => {
  resetClock();
  vi.restoreAllMocks();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('the service on the browser\u2019s history', () => {
  test('登录后开始定制: after sign-in the sheet opens by itself on the landing the visitor left, with no second copy', async () => {
    agreed();
    const user = userEvent.setup();
    const { history, store } = await openPage(`${LANDING}?channel=wx`);
    await user.click(await dock('登录后开始定制'));
    await waitFor(() => expect(location()).toMatch(/^\/Login\?redirect=/));
    expect(entries()).toBe(2);

    // Sign-in ends as the site's does: the token, then its last screen replaced by the landing.
    const { token } = account();
    act(() => {
      store.dispatch(loginActions.loginSucceeded({ token }));
      history.replace(`${LANDING}?channel=wx`);
    });
    const sheet = await screen.findByRole('dialog', { name: '确认手机号' }, LOADED);
    expect(within(sheet).getByRole('textbox', { name: '请输入手机号' })).toBeInTheDocument();
    // The landing and its sheet: the landing from before signing in is the one under the sheet.
    expect(entries()).toBe(2);
    expect(location()).toBe(`${LANDING}?channel=wx`);

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await dock('立即定制')).toBeInTheDocument();
    expect(window.history.state).toMatchObject({ idx: 0 });
    // Once: the landing again does not open the sheet by itself.
    expect(readJourney(ID).intent).toBeUndefined();
  });

  test('after the submit, Back from the result is the landing; no spent step is behind or ahead', async () => {
    const { phone } = account();
    feeOrder(phone, true);
    sessionStorage.setItem(
      `custom:${ID}`,
      JSON.stringify({
        ...CONSENTED,
        name: '张先生',
        mobile: phone,
        sex: 'male',
        family: 'single',
        birth: { self: '1988-03-15' },
        income: '30to50',
        socialSecurity: true,
        province: '330000',
        city: '330100',
      }),
    );
    const user = userEvent.setup();
    await openPage(LANDING);
    await user.click(await dock('填写家庭情况'));
    await waitFor(() => expect(location()).toBe(`/Active/MadeSpecial/${ID}/Form/index1`));
    await user.click(await screen.findByRole('button', { name: '继续填写' }, LOADED));
    expect(
      await screen.findByRole('heading', { level: 1, name: '预约沟通时间' }, LOADED),
    ).toBeInTheDocument();
    expect(entries()).toBe(3);
    const free = (
      await screen.findAllByRole('radio', { name: /^\d{2}:\d{2}-\d{2}:\d{2}$/ }, LOADED)
    ).filter(
      (radio) => !radio.hasAttribute('disabled') && radio.getAttribute('aria-disabled') !== 'true',
    );
    await user.click(free[0]!);
    await user.click(screen.getByRole('button', { name: '提交并预约' }));

    await waitFor(() => expect(location()).toBe(`/Active/MadeSpecial/${ID}/Form/result`), LOADED);
    expect(
      await screen.findByRole('heading', { name: '您的专属规划师会如约而至' }, LOADED),
    ).toBeInTheDocument();
    expect(entries()).toBe(2);

    await back();
    await waitFor(() => expect(location()).toBe(LANDING));
    expect(await dock('查看我的规划')).toBeInTheDocument();
  });

  test('the 隐私政策 read over the consent screen is that screen’s entry, not the questionnaire’s first', async () => {
    const { phone } = account();
    feeOrder(phone, true);
    const user = userEvent.setup();
    await openPage(`/Active/MadeSpecial/${ID}/Form/index1`);
    const privacy = await screen.findByRole('button', { name: /《隐私政策》/ }, LOADED);
    await waitFor(() => expect(readJourney(ID).form).toMatchObject({ pos: expect.any(Number) }));
    const first = readJourney(ID).form;
    await user.click(privacy);
    expect(await screen.findByRole('dialog', { name: '隐私政策' }, LOADED)).toBeInTheDocument();
    // The document's entry is the one after the consent screen's: not the first one.
    expect(entries()).toBe(2);
    expect(readJourney(ID).form).toEqual(first);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readJourney(ID).form).toEqual(first);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  test('messaging app: Back on the pay sheet closes it and shows the landing once; the phone typed is kept', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = createWechatPayBridge();
    account();
    agreed();
    const user = userEvent.setup();
    await openPage(LANDING);
    await user.click(await dock('立即定制'));
    const sheet = await screen.findByRole('dialog', { name: '确认手机号' }, LOADED);
    const field = within(sheet).getByRole('textbox', { name: '请输入手机号' });
    await user.clear(field);
    await user.type(field, '13912345678');
    await user.click(within(sheet).getByRole('button', { name: '确认并支付 ¥99.00' }));
    expect(await screen.findByRole('dialog', { name: '微信支付' }, LOADED)).toBeInTheDocument();

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(LANDING);
    expect(await dock('去支付')).toBeInTheDocument();
    // The landing, and the sheet's entry ahead: no copy of the landing behind it.
    expect(entries()).toBe(2);
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(JSON.parse(sessionStorage.getItem(`custom:${ID}`)!)).toMatchObject({
      mobile: '13912345678',
    });
  });

  test('messaging app: a failed payment retried on Payback is confirmed by the server there, without a reload', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = createWechatPayBridge();
    const { phone } = account();
    const orderId = feeOrder(phone);
    const user = userEvent.setup();
    const { history } = await openPage(LANDING);
    await user.click(await dock('去支付'));
    let payment = await screen.findByRole('dialog', { name: '微信支付' }, LOADED);
    await user.click(await within(payment).findByRole('button', { name: '失败' }));

    await waitFor(() => expect(location()).toBe(`${LANDING}/Payback?orderId=${orderId}`), LOADED);
    const retry = await screen.findByRole('button', { name: '重新支付' }, LOADED);
    expect(screen.getByText('支付未完成')).toBeInTheDocument();
    expect(entries()).toBe(2);

    await user.click(retry);
    payment = await screen.findByRole('dialog', { name: '微信支付' }, LOADED);
    await user.click(await within(payment).findByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新支付' })).not.toBeInTheDocument();
    // The same entry: Back is the landing.
    expect(entries()).toBe(2);

    // 开始填写 in its place: the consent, straight (not by 您还没有购买 on the landing's word from
    // before the payment), and Back is still the landing.
    const seen: string[] = [];
    history.listen(({ location: shown }) => seen.push(shown.pathname));
    await user.click(screen.getByRole('link', { name: '开始填写' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '信息使用授权' }, LOADED),
    ).toBeInTheDocument();
    expect(seen).toEqual([`/Active/MadeSpecial/${ID}/Form/index1`]);
    expect(entries()).toBe(2);
    await back();
    await waitFor(() => expect(location()).toBe(LANDING));
  });
});
