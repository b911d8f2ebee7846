import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PolicyDetail, PolicyItem } from '../../src/data/policy/types';
import {
  advanceClock,
  completePayment,
  createOrder,
  db,
  DEMO_PHONE,
  listPolicies,
  resetClock,
  setNow,
  signIn,
} from '../../src/mocks/node';
import { call as send } from './api';

const ON = Date.parse('2026-11-23T10:00:00+08:00');

type Meta = { pagination: { total: number; total_pages: number; current_page: number } };

/** GET (or POST with init.method) as the client does; the reply as `body`. */
async function call<T>(path: string, token: string | null, init: { method?: string } = {}) {
  const { status, reply } = await send<T, Meta>(init.method ?? 'GET', path, {
    token: token ?? '',
    ...(init.method === 'POST' ? { body: {} } : {}),
  });
  return { status, body: reply };
}

beforeEach(() => setNow(ON));
afterEach(() => resetClock());

describe('the demo account', () => {
  test('has policies in every state, newest first, two pages of 10', async () => {
    const token = signIn(DEMO_PHONE);
    const first = await call<PolicyItem[]>('/rest/api/policy/list?pageCount=1&pageSize=10', token);
    expect(first.body.code).toBe(0);
    expect(first.body.meta?.pagination).toMatchObject({ total: 12, total_pages: 2 });
    const all = listPolicies(DEMO_PHONE);
    expect(new Set(all.map((p) => p.status))).toEqual(
      new Set(['active', 'pending', 'overdue', 'expired', 'surrendered']),
    );
    const paidAt = all.map((p) => p.effectiveDate);
    expect(first.body.payload.map((p) => p.policyNo)).toEqual(
      all.slice(0, 10).map((p) => p.policyNo),
    );
    expect(paidAt.length).toBe(12);
    // Names masked, the overdue one with its renewal.
    for (const item of all) expect(item.insuredName).toMatch(/^.\*\*(、.\*\*)*$/);
    const overdue = all.find((p) => p.status === 'overdue');
    expect(overdue?.renewalDue).toEqual({
      dueDate: '2026-11-01',
      graceEndDate: '2026-12-31',
      premium: expect.any(Number),
    });
  });

  test('the tabs: 保障中 holds the overdue one, 已失效 / 已退保 both', async () => {
    const token = signIn(DEMO_PHONE);
    const statuses = async (status: string) =>
      (
        await call<PolicyItem[]>(`/rest/api/policy/list?status=${status}&pageSize=50`, token)
      ).body.payload.map((p) => p.status);
    expect(new Set(await statuses('active'))).toEqual(new Set(['active', 'overdue']));
    expect(await statuses('pending')).toEqual(['pending']);
    expect(new Set(await statuses('ended'))).toEqual(new Set(['expired', 'surrendered']));
    expect((await call('/rest/api/policy/list?status=paid', token)).body.code).toBe(1001);
  });

  test('a detail is masked through and through', async () => {
    const token = signIn(DEMO_PHONE);
    const named = listPolicies(DEMO_PHONE).find((p) => p.productId === 118)!;
    const { body } = await call<PolicyDetail>(`/rest/api/policy/${named.policyNo}`, token);
    expect(body.code).toBe(0);
    const detail = body.payload;
    expect(detail.applicant).toMatchObject({
      name: '张**',
      idNumber: '1101**********4513',
      phone: '138****8000',
      email: 'zh***@example.com',
      birthDate: '1988-03-15',
      gender: 'male',
    });
    expect(detail.beneficiaryType).toBe('named');
    expect(detail.beneficiaries.map((b) => [b.name, b.share])).toEqual([
      ['张**', 70],
      ['赵**', 30],
    ]);
    const text = JSON.stringify(detail);
    expect(text).not.toContain('110105198803154513');
    expect(text).not.toContain(DEMO_PHONE);
    expect(detail.documents.map((d) => d.key).sort()).toEqual(['exclusions', 'notice', 'terms']);
  });

  test('a policy number that is not the visitor\u2019s: 4004, nothing of it', async () => {
    const demoPolicy = listPolicies(DEMO_PHONE)[0].policyNo;
    const other = signIn('13912345678');
    const { body } = await call(`/rest/api/policy/${demoPolicy}`, other);
    expect(body).toMatchObject({ code: 4004, payload: null });
    expect((await call(`/rest/api/policy/${demoPolicy}/epolicy`, other)).body.code).toBe(4004);
    expect((await call(`/rest/api/policy/list`, null)).status).toBe(401);
  });
});

describe('a paid order becomes a policy', () => {
  test('number, the day after payment, a year of cover, 待生效 then 保障中; the document a few seconds later', async () => {
    const token = signIn('13912345678');
    const user = db.users.find((u) => u.phone === '13912345678')!;
    const order = createOrder(user.id, { productId: 105, planId: 10501, insuredName: '周杰' })!;
    expect(listPolicies('13912345678')).toEqual([]);
    completePayment(order.orderId);
    const [policy] = listPolicies('13912345678');
    expect(policy).toMatchObject({
      productId: 105,
      status: 'pending',
      effectiveDate: '2026-11-24',
      endDate: '2027-11-23',
      insuredName: '周**',
      insurer: '澄衡人寿保险股份有限公司',
    });
    expect(policy.policyNo).toBe(db.orders.get(order.orderId)!.policyNo);

    const epolicy = async () =>
      (
        await call<{ status: string; html: string }>(
          `/rest/api/policy/${policy.policyNo}/epolicy`,
          token,
        )
      ).body.payload;
    expect((await epolicy()).status).toBe('issuing');
    advanceClock(8_000);
    const ready = await epolicy();
    expect(ready.status).toBe('ready');
    expect(ready.html).toContain(policy.policyNo);
    // A sum shared with another liability says so on the policy too, as on the product.
    expect(ready.html).toContain(
      '<td>质子重离子医疗保险金</td><td>400万（与重疾医疗共用保额）</td>',
    );

    advanceClock(24 * 60 * 60 * 1000);
    expect(listPolicies('13912345678')[0].status).toBe('active');
  });

  test('an overdue renewal is paid through an order of its own, which keeps the policy number', async () => {
    const token = signIn(DEMO_PHONE);
    const overdue = listPolicies(DEMO_PHONE).find((p) => p.status === 'overdue')!;
    const { body } = await call<{ orderId: string; family: string }>(
      `/rest/api/policy/${overdue.policyNo}/renewal`,
      token,
      { method: 'POST' },
    );
    expect(body.code).toBe(0);
    expect(body.payload.family).toBe('ProductNew');
    completePayment(body.payload.orderId);
    expect(db.orders.get(body.payload.orderId)?.policyNo).toBe(overdue.policyNo);
    const after = listPolicies(DEMO_PHONE).find((p) => p.policyNo === overdue.policyNo)!;
    expect(after.status).toBe('active');
    expect(after.renewalDue).toBeNull();
    // No second policy came of it.
    expect(listPolicies(DEMO_PHONE)).toHaveLength(12);
    const again = await call(`/rest/api/policy/${overdue.policyNo}/renewal`, token, {
      method: 'POST',
    });
    expect(again.body.code).toBe(1001);
  });
});

describe('binding', () => {
  test('a messaging-app account without a phone is told to bind (1035)', async () => {
    const user = db.users.insert({
      id: 99,
      phone: null,
      nickname: '微信用户',
      avatar: null,
      wechatOpenId: 'o_test',
      channel: null,
      createdAt: '2026-11-23T10:00:00+08:00',
    });
    const token = db.sessions.insert({
      id: 'wechat-token',
      userId: user.id,
      kind: 'wechat',
      issuedAt: ON,
      expiresAt: ON + 1e9,
      channel: null,
    }).id;
    const { body } = await call('/rest/api/policy/list', token);
    expect(body.code).toBe(1035);
  });
});
