import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClaimedPolicy } from '../../src/data/ayb/types';
import {
  createOrder,
  db,
  DEMO_PHONE,
  listOrders,
  resetClock,
  SECOND_PHONE,
  setNow,
  signIn,
  toOrderDetail,
} from '../../src/mocks/node';
import { call } from '../mocks/api';
import { IDS } from '../mocks/funnel-helpers';
import { expectForgotten, expectNothingOf, expectRefusedInPlace } from '../support/record-refused';
import { renderApp } from '../support/render';

/**
 * Whose data is it (issue 24): each screen that shows an order, its payment result or a gift's
 * claim by the id in its link, opened by an account the record is not of, says so in place (no
 * toast) with the way to the visitor's own records and home, and shows nothing of the record: not
 * in the page, not in the document's title, not in the store. The records are the demo
 * account's; the second seeded account asks for them. (The plan's screens: proposal.test.tsx;
 * the policy's: policy.test.tsx.)
 */

const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const MY_ORDERS = { name: '查看我的订单', href: '/mine/orders' };

beforeAll(async () => {
  await import('../../src/pages/_funnel/ConfirmScreen');
  await import('../../src/pages/_funnel/PayScreen');
  await import('../../src/pages/_funnel/PaybackScreen');
  await import('../../src/pages/_funnel/SuccessScreen');
  await import('../../src/pages/_gift/SuccessfulScreen');
}, 60_000);

beforeEach(() => {
  setNow(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  resetClock();
  vi.restoreAllMocks();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

const demoUser = () => db.users.find((user) => user.phone === DEMO_PHONE)!;

/** A paid order of the demo account's, and what only it holds. */
function paidOrder() {
  const { orderId } = listOrders(DEMO_PHONE).find((o) => o.status === 'paid')!;
  return { orderId, secrets: secretsOf(orderId) };
}

/** An order of the demo account's still to pay (made now, within its 30 minutes). */
function unpaidOrder() {
  const order = createOrder(demoUser().id, {
    productId: 105,
    planId: 10501,
    insuredName: '欧阳娜娜',
    premium: 693.6,
    premiumUnit: '元/年',
  })!;
  return { orderId: order.orderId, secrets: [...secretsOf(order.orderId), '693.6'] };
}

function secretsOf(orderId: string): string[] {
  const detail = toOrderDetail(db.orders.get(orderId)!);
  return [detail.insuredName, detail.planName].filter(Boolean);
}

const signInAs = (phone: string) => localStorage.setItem('user_token', signIn(phone));

describe('another account opening an order by its link', () => {
  test.each([
    ['the order read only', (id: string) => `/ProductNew/ProductDetail?orderId=${id}`, paidOrder],
    ['its payment', (id: string) => `/ProductNew/Pay?orderId=${id}`, unpaidOrder],
    ['paying it', (id: string) => `/ProductNew/payment?orderId=${id}&channel=alipay`, unpaidOrder],
    [
      'its success',
      (id: string) => `/ProductNew/InsuranceSuccess/unwechat?orderId=${id}`,
      paidOrder,
    ],
  ])('%s: 无法查看该订单 in place, nothing of the order anywhere', async (_name, route, make) => {
    const { orderId, secrets } = make();
    signInAs(SECOND_PHONE);
    const { store, services } = renderApp({ route: route(orderId) });
    await expectRefusedInPlace('无法查看该订单', MY_ORDERS, secrets, () => store.getState());
    expect(store.getState().common.confirmDetial).toBeNull();
    expect(store.getState().insuredNew).toMatchObject({
      detailOrderId: orderId,
      detailRefused: true,
    });
    expect(services.feedback.toast).not.toHaveBeenCalled();
    expect(services.feedback.fail).not.toHaveBeenCalled();
    // Nothing to retry: the answer would be the same.
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(db.payments.count((p) => p.orderId === orderId)).toBe(0);
  });

  test.each([
    ['the funnel\u2019s', (id: string) => `/ProductNew/Pay/Payback?orderId=${id}`],
    ['the classic family\u2019s', (id: string) => `/Pay/Payback?orderId=${id}`],
    [
      'the customisation service\u2019s',
      (id: string) => `/Active/CustomizedV2/family2026/Payback?orderId=${id}`,
    ],
  ])(
    '%s payment result: 无法查看该支付结果 in place, no polling, nothing kept',
    async (_name, route) => {
      const { orderId, secrets } = unpaidOrder();
      signInAs(SECOND_PHONE);
      const { store, services } = renderApp({ route: route(orderId) });
      await expectRefusedInPlace('无法查看该支付结果', MY_ORDERS, secrets, () => store.getState());
      expect(store.getState().pay).toMatchObject({
        paymentInfo: null,
        thirdPaymentInfo: null,
        polling: false,
        paymentInfoLoad: { orderId, refused: true },
      });
      expect(screen.queryByRole('button', { name: '刷新支付结果' })).not.toBeInTheDocument();
      expect(services.feedback.fail).not.toHaveBeenCalled();
    },
  );

  test('a number that is no order at all is told the same way', async () => {
    signInAs(DEMO_PHONE);
    renderApp({ route: '/ProductNew/ProductDetail?orderId=20991231000001' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '无法查看该订单' }),
    ).toBeInTheDocument();
  });
});

describe('its owner', () => {
  test('leaving the order\u2019s screens forgets it; its screens share it while the visitor is on them', async () => {
    const { orderId, secrets } = unpaidOrder();
    signInAs(DEMO_PHONE);
    const { store, navigate } = renderApp({
      route: `/ProductNew/ProductDetail?orderId=${orderId}`,
    });
    expect(await screen.findByText(orderId, undefined, { timeout: 5000 })).toBeInTheDocument();
    const held = JSON.stringify(store.getState());
    for (const secret of secrets) expect(held).toContain(secret);
    navigate(`/ProductNew/Pay?orderId=${orderId}`);
    expect(await screen.findByText('支付金额')).toBeInTheDocument();
    expect(store.getState().common.confirmDetial?.orderId).toBe(orderId);
    navigate('/Home');
    await expectForgotten(secrets, () => store.getState());
    expect(store.getState().insuredNew.detailOrderId).toBeNull();
  });
});

describe('a gift\u2019s claim', () => {
  async function demoClaim(): Promise<ClaimedPolicy> {
    const claimed = await call<ClaimedPolicy>('POST', '/rest/api/gift/120/claim', {
      token: signIn(DEMO_PHONE),
      body: {
        idempotencyKey: `gift-page-${Date.now()}`,
        traceId: 'trace-owner-only-page',
        relationship: 'self',
        insured: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
        applicant: null,
        consents: { documentsReadAt: '2026-11-21T10:00:00+08:00', insuredAgreedAt: null },
      },
    });
    expect(claimed.reply.code).toBe(0);
    return claimed.reply.payload;
  }

  test('another account opening its result: 无法查看该领取记录 in place, nothing of the policy', async () => {
    const policy = await demoClaim();
    signInAs(SECOND_PHONE);
    const { store } = renderApp({
      route: `/Insurance/ayb/successful?id=120&policyNo=${policy.policyNo}`,
    });
    await expectRefusedInPlace(
      '无法查看该领取记录',
      { name: '查看我的保单', href: '/Policy' },
      [policy.insuredName, policy.orderId],
      () => store.getState(),
    );
    expect(store.getState().ayb.result).toMatchObject({ policy: null, notYours: true });
  });

  test('signed out: the way to sign in and back, nothing asked for', async () => {
    const policy = await demoClaim();
    localStorage.removeItem('user_token');
    const route = `/Insurance/ayb/successful?id=120&policyNo=${policy.policyNo}`;
    const { store } = renderApp({ route });
    expect(
      await screen.findByRole('heading', { level: 1, name: '登录后查看领取记录' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      `/Login?redirect=${encodeURIComponent(route)}`,
    );
    expect(store.getState().ayb.result.status).toBe('idle');
    expectNothingOf([policy.insuredName, policy.orderId], () => store.getState());
  });

  test('its claimant sees it, and leaving forgets it', async () => {
    const policy = await demoClaim();
    signInAs(DEMO_PHONE);
    const { store, navigate } = renderApp({
      route: `/Insurance/ayb/successful?id=120&policyNo=${policy.policyNo}`,
    });
    expect(await screen.findByText(policy.policyNo)).toBeInTheDocument();
    navigate('/Home');
    await expectForgotten([policy.policyNo, policy.orderId], () => store.getState().ayb);
  });
});
