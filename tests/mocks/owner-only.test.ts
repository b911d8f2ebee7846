import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ClaimedPolicy } from '../../src/data/ayb/types';
import type { LeadReply } from '../../src/data/active/types';
import {
  db,
  DEMO_PHONE,
  listOrders,
  listPolicies,
  resetClock,
  SECOND_PHONE,
  setNow,
  signIn,
} from '../../src/mocks/node';
import { call, SERVICE_ORDER_CONSENT } from './api';
import { IDS, payBody, placeOrder, START } from './funnel-helpers';

/**
 * Whose data is it (issue 24): every call that reads or acts on a record by its id answers only
 * the account the record belongs to. Any other account is told 4004, word for word what a record
 * that does not exist gets (so an id tells nothing of whose it is, or whether it is); a caller
 * with no token gets 401 where the call needs a sign-in. The demo account (13800138000) owns the
 * records; the second seeded account (13600136000) and a new number ask for them.
 */

const PLAN = 'P7K3QX2M';
const NO_ORDER = '20991231000001';

let demo = '';
let others: string[] = [];

beforeEach(() => {
  setNow(START);
  demo = signIn(DEMO_PHONE);
  others = [signIn(SECOND_PHONE), signIn('13712340000')];
});
afterEach(() => resetClock());

/** A paid order of the demo account's seeded ones. */
const paidOrder = () => {
  const order = listOrders(DEMO_PHONE).find((o) => o.status === 'paid' && o.kind === 'product');
  if (!order) throw new Error('the demo account has no paid order');
  return order.orderId;
};

type Ask = (id: string, token: string) => ReturnType<typeof call>;

/**
 * The owner is answered; every other account gets exactly what an id that does not exist gets,
 * with code 4004 and no payload; no token is 401 when `signedOut` says so.
 */
async function ownerOnly(ask: Ask, id: string, missing: string, signedOut: 401 | 'open' = 401) {
  const own = await ask(id, demo);
  expect(own.reply.code, 'the owner').toBe(0);
  const none = await ask(missing, others[0]!);
  expect(none.reply).toMatchObject({ code: 4004, payload: null });
  for (const token of others) {
    const refused = await ask(id, token);
    expect(refused.status).toBe(200);
    expect(refused.reply).toEqual(none.reply);
  }
  if (signedOut === 401) expect((await ask(id, '')).status).toBe(401);
  return own;
}

describe('the plan (计划书)', () => {
  test('GET proposal/{id}, its slots and its booking', async () => {
    await ownerOnly(
      (id, token) => call('GET', `/rest/api/proposal/${id}`, { token }),
      PLAN,
      'PNOPE000',
    );
    await ownerOnly(
      (id, token) => call('GET', `/rest/api/proposal/${id}/slots`, { token }),
      PLAN,
      'PNOPE000',
    );
    // A booking the owner makes is answered; another account's changes nothing.
    const slots = await call<{ slots: { id: string; full: boolean }[] }>(
      'GET',
      `/rest/api/proposal/${PLAN}/slots`,
      { token: demo },
    );
    const free = slots.reply.payload.slots.find((s) => !s.full)!;
    const book = (id: string, token: string) =>
      call('POST', `/rest/api/proposal/${id}/booking`, {
        token,
        body: { slotId: free.id, phone: '13912345678' },
      });
    for (const token of others) expect((await book(PLAN, token)).reply.code).toBe(4004);
    expect(db.bookings.get(PLAN)).toBeUndefined();
    expect((await book(PLAN, '')).status).toBe(401);
    expect((await book(PLAN, demo)).reply.code).toBe(0);
  });
});

describe('orders and payments', () => {
  test('GET third_product/order/{orderId}: the order detail', async () => {
    const orderId = paidOrder();
    const own = await ownerOnly(
      (id, token) => call('GET', `/rest/api/third_product/order/${id}`, { token }),
      orderId,
      NO_ORDER,
    );
    expect(own.reply.payload).toMatchObject({ orderId });
  });

  test('GET payment_channel, payment_info and third_payment_info of an order', async () => {
    const orderId = await placeOrder(demo);
    for (const path of ['payment_channel', 'payment_info', 'third_payment_info']) {
      await ownerOnly(
        (id, token) => call('GET', `/rest/api/third_product/${path}/${id}`, { token }),
        orderId,
        NO_ORDER,
      );
    }
  });

  test('POST a payment of another account\u2019s order, on either route: 4004, and no payment is started', async () => {
    const orderId = await placeOrder(demo);
    const before = db.payments.count();
    for (const path of ['/rest/api/third_product/payment', '/rest/api/abao_product/payment/sign']) {
      const pay = (id: string, token: string) => call('POST', path, { token, body: payBody(id) });
      const none = await pay(NO_ORDER, others[0]!);
      expect(none.reply.code).toBe(4004);
      for (const token of others) expect((await pay(orderId, token)).reply).toEqual(none.reply);
      expect((await pay(orderId, '')).status).toBe(401);
    }
    expect(db.payments.count()).toBe(before);
  });

  test('a customisation service\u2019s fee is an order like the others: its result is its buyer\u2019s', async () => {
    const fee = await call<{ orderId: string }>(
      'POST',
      '/rest/api/active/customized/family2026/order',
      {
        token: demo,
        body: { phone: DEMO_PHONE, idempotencyKey: `fee-${Date.now()}`, ...SERVICE_ORDER_CONSENT },
      },
    );
    expect(fee.reply.code).toBe(0);
    await ownerOnly(
      (id, token) => call('GET', `/rest/api/third_product/payment_info/${id}`, { token }),
      fee.reply.payload.orderId,
      NO_ORDER,
    );
  });
});

describe('policies', () => {
  test('GET policy/{policyNo}, its electronic policy, and a renewal order', async () => {
    const policies = listPolicies(DEMO_PHONE);
    const { policyNo } = policies[0]!;
    await ownerOnly(
      (id, token) => call('GET', `/rest/api/policy/${id}`, { token }),
      policyNo,
      'NOPE000000',
    );
    await ownerOnly(
      (id, token) => call('GET', `/rest/api/policy/${id}/epolicy`, { token }),
      policyNo,
      'NOPE000000',
    );
    const overdue = policies.find((p) => p.status === 'overdue')!;
    const renew = (id: string, token: string) =>
      call('POST', `/rest/api/policy/${id}/renewal`, { token, body: {} });
    const orders = db.orders.count();
    for (const token of others)
      expect((await renew(overdue.policyNo, token)).reply.code).toBe(4004);
    expect((await renew(overdue.policyNo, '')).status).toBe(401);
    expect(db.orders.count()).toBe(orders);
    expect((await renew(overdue.policyNo, demo)).reply.code).toBe(0);
  });
});

describe('the free gift', () => {
  test('GET gift/{id}/claim?policyNo=: the claim\u2019s policy is its claimant\u2019s', async () => {
    const claimed = await call<ClaimedPolicy>('POST', '/rest/api/gift/120/claim', {
      token: demo,
      body: {
        idempotencyKey: `gift-owner-${Date.now()}`,
        traceId: 'trace-owner-only',
        relationship: 'self',
        insured: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
        applicant: null,
        consents: { documentsReadAt: '2026-11-21T10:00:00+08:00', insuredAgreedAt: null },
      },
    });
    expect(claimed.reply.code).toBe(0);
    const { policyNo } = claimed.reply.payload;
    await ownerOnly(
      (no, token) => call('GET', `/rest/api/gift/120/claim?policyNo=${no}`, { token }),
      policyNo,
      'NOPE000000',
    );
  });
});

describe('leads', () => {
  test('a lead is never read back by id: a second caller with the same number is told nothing of the first lead', async () => {
    const lead = (name: string) =>
      call<LeadReply>('POST', '/rest/api/active/poster/medical-2026/leads', {
        body: { name, phone: '13955556666', insured: 'self', consent: true },
      });
    const first = await lead('李女士');
    expect(first.reply.code).toBe(0);
    const second = await lead('陌生人');
    expect(second.reply.code).toBe(0);
    expect(JSON.stringify(second.reply)).not.toContain('李女士');
    expect(Object.keys(second.reply.payload).sort()).toEqual(['estimate', 'leadId', 'message']);
  });
});
