import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ClaimBody, ClaimedPolicy, Gift } from '../../src/data/ayb/types';
import type { PolicyItem } from '../../src/data/policy/types';
import { db, DEMO_PHONE, resetClock, setNow, signIn } from '../../src/mocks/node';
import { GIFTS } from '../../src/mocks/fixtures/gifts';
import { PRODUCT_DETAILS } from '../../src/mocks/fixtures/products';
import { call } from './api';
import { IDS, START } from './funnel-helpers';

let keys = 0;
const body = (overrides: Partial<ClaimBody> = {}): ClaimBody => ({
  idempotencyKey: `gift-${(keys += 1)}-${Date.now()}`,
  traceId: 'trace-gift-sandbox',
  relationship: 'self',
  insured: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
  applicant: null,
  consents: { documentsReadAt: '2026-11-21T10:00:00+08:00', insuredAgreedAt: null },
  ...overrides,
});
const claim = (token: string, payload: unknown, id = 120) =>
  call<ClaimedPolicy | null>('POST', `/rest/api/gift/${id}/claim`, { token, body: payload });
const gift = (id: number, token = '') =>
  call<Gift | null>('GET', `/rest/api/gift/${id}`, { token });

beforeEach(() => setNow(START));
afterEach(() => resetClock());

describe('GET gift/{id}', () => {
  test('the campaign with its product\u2019s cover, documents and filing; ended and sold-out ones say so', async () => {
    const { reply } = await gift(120);
    expect(reply.code).toBe(0);
    expect(reply.payload).toMatchObject({
      name: '出行无忧意外险(赠)',
      insurer: '合璟财产保险股份有限公司',
      status: 'open',
      termLabel: '30天',
      ageRange: '18至65周岁',
      relationships: ['self', 'spouse', 'parent'],
    });
    expect(reply.payload?.documents.map((doc) => doc.key).sort()).toEqual([
      'exclusions',
      'notice',
      'terms',
    ]);
    expect(reply.payload?.filings[0]?.number).toMatch(/〔2025〕意外伤害保险045号$/);
    expect((await gift(1120)).reply.payload?.status).toBe('ended');
    expect((await gift(1121)).reply.payload?.status).toBe('soldOut');
    expect((await gift(9)).reply.code).toBe(4004);
  });

  test('every gift follows the rules for gifts: accident or health cover, a year at most, free', () => {
    for (const record of GIFTS) {
      const product = PRODUCT_DETAILS.find((p) => p.id === record.productId)!;
      expect(['accident', 'health']).toContain(record.kind);
      for (const plan of product.plans) {
        expect(plan.premiumFrom).toBe(0);
        for (const term of plan.terms) expect(term.value).toMatch(/^(\d{1,3}d|1y)$/);
      }
      expect(product.keyFacts.coolingOffDays).toBe(0);
    }
  });
});

describe('GET gift/{id}: what the caller has claimed of it (ASSUMED `claimed`)', () => {
  test('nothing without a token or a claim; with one, the account’s own policies, newest first', async () => {
    const token = signIn(DEMO_PHONE);
    expect((await gift(120, token)).reply.payload?.claimed).toEqual([]);
    const self = (await claim(token, body())).reply.payload!;
    const parent = (
      await claim(
        token,
        body({
          relationship: 'parent',
          insured: { name: '王大山', idCard: IDS.male19601122, mobile: '13812345678' },
          applicant: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
          consents: { documentsReadAt: 'x', insuredAgreedAt: 'y' },
        }),
      )
    ).reply;
    expect(parent.code).toBe(0);
    expect((await gift(120, token)).reply.payload?.claimed).toEqual([parent.payload, self]);
    // Signed out, or another account: nobody's claims.
    expect((await gift(120)).reply.payload?.claimed).toEqual([]);
    expect((await gift(120, signIn('13912340000'))).reply.payload?.claimed).toEqual([]);
    // Another gift's claims are not this one's.
    expect((await gift(121, token)).reply.payload?.claimed).toEqual([]);
  });
});

describe('POST gift/{id}/claim', () => {
  test('signed in only', async () => {
    expect((await claim('', body())).status).toBe(401);
  });

  test('issues a policy at once: 0 yuan, paid, under the account\u2019s policies; a place fewer', async () => {
    const token = signIn(DEMO_PHONE);
    const before = (await gift(120)).reply.payload!.remaining!;
    const { reply } = await claim(token, body());
    expect(reply.code).toBe(0);
    const policyNo = reply.payload!.policyNo;
    expect(reply.payload).toMatchObject({ insuredName: '王**', productName: '出行无忧意外险(赠)' });
    expect(reply.payload!.effectiveDate).toBe('2026-11-22');
    expect(reply.payload!.endDate).toBe('2026-12-21');
    const order = db.orders.get(reply.payload!.orderId)!;
    expect(order).toMatchObject({ status: 'paid', premium: 0, policyNo });
    const list = await call<PolicyItem[]>('GET', '/rest/api/policy/list?pageCount=1&pageSize=10', {
      token,
    });
    expect(list.reply.payload?.map((p) => p.policyNo)).toContain(policyNo);
    expect((await gift(120)).reply.payload!.remaining).toBe(before - 1);
    expect(db.trails.get('trace-gift-sandbox')?.orderId).toBe(order.orderId);
    // Nobody paid for it: its policy states no way of paying (一次性交清 read as a charge).
    const detail = await call<{ paymentTerm: string }>('GET', `/rest/api/policy/${policyNo}`, {
      token,
    });
    expect(detail.reply.payload?.paymentTerm).toBe('');
  });

  test('idempotent: the same key answers the same policy, and makes no second order', async () => {
    const token = signIn(DEMO_PHONE);
    const once = body();
    const first = await claim(token, once);
    const orders = db.orders.count();
    const again = await claim(token, once);
    expect(again.reply).toMatchObject({
      code: 0,
      payload: { policyNo: first.reply.payload!.policyNo },
    });
    expect(db.orders.count()).toBe(orders);
  });

  test('one per insured person: the holder sees the policy, anyone else only that it was claimed', async () => {
    const token = signIn(DEMO_PHONE);
    const first = await claim(token, body());
    const again = await claim(token, body());
    expect(again.reply).toMatchObject({
      code: 4201,
      payload: { policyNo: first.reply.payload!.policyNo },
    });
    const other = await claim(signIn('13912340000'), body());
    expect(other.reply).toMatchObject({ code: 4201, payload: null });
  });

  test('refusals: the age range, a relation the gift does not allow, ended, sold out', async () => {
    const token = signIn(DEMO_PHONE);
    const old = { name: '王大爷', idCard: IDS.male19601121, mobile: '13912345678' };
    expect((await claim(token, body({ insured: old }))).reply.code).toBe(4101);
    const parent = { name: '王大山', idCard: IDS.male19601122, mobile: '13812345678' };
    const forParent = body({
      relationship: 'parent',
      insured: parent,
      applicant: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
      consents: { documentsReadAt: 'x', insuredAgreedAt: 'y' },
    });
    expect((await claim(token, forParent, 121)).reply).toMatchObject({ code: 1001 });
    expect(
      (await claim(token, { ...forParent, consents: { documentsReadAt: 'x' } })).reply.code,
    ).toBe(1001);
    expect((await claim(token, forParent)).reply.code).toBe(0);
    expect((await claim(token, body(), 1120)).reply.code).toBe(4202);
    expect((await claim(token, body(), 1121)).reply.code).toBe(4203);
  });
});
