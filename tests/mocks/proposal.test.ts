import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Booking, CallSlots, Proposal } from '../../src/data/proposal/types';
import { db, DEMO_PHONE, resetClock, SECOND_PHONE, setNow, signIn } from '../../src/mocks/node';
import { call } from './api';
import { PROPOSALS, riskOfItem } from '../../src/mocks/fixtures/proposals';

/** The demo account's plan (张先生's family); P9D4RT6W is the second account's (王女士). */
const ID = 'P7K3QX2M';
let token = '';
const slots = () => call<CallSlots>('GET', `/rest/api/proposal/${ID}/slots`, { token });
const book = (body: Record<string, unknown>) =>
  call<Booking | null>('POST', `/rest/api/proposal/${ID}/booking`, { body, token });

beforeEach(() => {
  setNow(Date.parse('2026-11-23T22:30:00+08:00'));
  token = signIn(DEMO_PHONE);
});
afterEach(() => resetClock());

test('a plan for its own family: their birth dates, and no ID numbers or phones', async () => {
  const { reply } = await call<Proposal>('GET', `/rest/api/proposal/${ID}`, { token });
  expect(reply.code).toBe(0);
  const text = JSON.stringify(reply.payload);
  expect(text).not.toMatch(/(?<!\d)\d{17}[\dX](?!\d)/);
  expect(text).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
  expect(reply.payload.members.map((m) => m.birthDate)).toEqual([
    '1988-03-15',
    '1990-05-12',
    '2018-06-01',
  ]);
});

test('another account is told 4004 for the plan, its call times and a booking, as for no plan at all; signed out is 401', async () => {
  const other = signIn(SECOND_PHONE);
  const stranger = signIn('13912340000');
  const missing = await call('GET', '/rest/api/proposal/PNOPE000', { token: other });
  for (const who of [other, stranger]) {
    for (const [method, path, body] of [
      ['GET', `/rest/api/proposal/${ID}`, undefined],
      ['GET', `/rest/api/proposal/${ID}/slots`, undefined],
      ['POST', `/rest/api/proposal/${ID}/booking`, { slotId: 'x', phone: '13912345678' }],
      // A withdrawn plan is its family's to be told so; to anyone else it is not there.
      ['GET', '/rest/api/proposal/P2WD8N5J', undefined],
    ] as const) {
      const { status, reply } = await call(method, path, { token: who, body });
      expect(status, path).toBe(200);
      // The same answer as a plan that does not exist: nothing says whose it is, or that it is.
      expect(reply, path).toEqual(missing.reply);
      expect(reply.code).toBe(4004);
    }
  }
  for (const path of [`/rest/api/proposal/${ID}`, `/rest/api/proposal/${ID}/slots`]) {
    const signedOut = await call('GET', path);
    expect(signedOut.status, path).toBe(401);
    expect(JSON.stringify(signedOut.reply)).not.toContain('张先生');
  }
  expect(db.bookings.count()).toBe(0);
  // Each family reads its own.
  const own = await call<Proposal>('GET', '/rest/api/proposal/P9D4RT6W', { token: other });
  expect(own.reply.payload).toMatchObject({ id: 'P9D4RT6W', addressee: '王女士' });
  expect((await call('GET', '/rest/api/proposal/P9D4RT6W', { token })).reply.code).toBe(4004);
});

test('premiums are the trial\u2019s quotes, and every period code reads', async () => {
  const { reply } = await call<Proposal>('GET', `/rest/api/proposal/${ID}`, { token });
  for (const item of reply.payload.recommendations) {
    const quote = await call<{ premium: number }>('POST', '/rest/api/third_product/price', {
      body: {
        productId: item.productId,
        planId: item.planId,
        sumInsured: item.sumInsured,
        term: item.term,
        payFrequency: item.payFrequency,
        birthDate: `${2026 - reply.payload.members.find((m) => m.id === item.memberId)!.age}-01-01`,
      },
    });
    expect(quote.reply.code, item.name).toBe(0);
  }
});

test('withdrawn and unknown plans are refused with their own codes', async () => {
  expect((await call('GET', '/rest/api/proposal/P2WD8N5J', { token })).reply.code).toBe(4010);
  expect((await call('GET', '/rest/api/proposal/nope', { token })).reply.code).toBe(4004);
  expect((await call('GET', '/rest/api/proposal/P2WD8N5J/slots', { token })).reply.code).toBe(4010);
});

test('call times: the planners\u2019 calendar, the next five Beijing days, five a day; a full one is refused, a free one booked once', async () => {
  const { reply } = await slots();
  expect(reply.payload.slots).toHaveLength(25);
  expect(reply.payload.slots[0]).toMatchObject({ date: '2026-11-24', time: '09:30-10:30' });
  expect(reply.payload.booking).toBeNull();
  const full = reply.payload.slots.find((s) => s.full)!;
  const free = reply.payload.slots.find((s) => !s.full)!;

  expect((await book({ slotId: full.id, phone: '13912345678' })).reply.code).toBe(4090);
  expect((await book({ slotId: free.id, phone: '1391234' })).reply.code).toBe(1001);
  expect((await book({ slotId: 'tomorrow', phone: '13912345678' })).reply.code).toBe(1001);
  const booked = await book({ slotId: free.id, phone: '13912345678' });
  expect(booked.reply.payload).toEqual({
    slotId: free.id,
    date: free.date,
    time: free.time,
    phone: '139****5678',
  });
  expect((await slots()).reply.payload.booking).toEqual(booked.reply.payload);
  // The phone stays with the advisor: answered back masked only.
  expect(JSON.stringify((await slots()).reply)).not.toContain('13912345678');
  expect(db.bookings.count()).toBe(1);
});

test('moving a booked call without a phone keeps its number; with none booked, a phone is asked for', async () => {
  const free = (await slots()).reply.payload.slots.filter((s) => !s.full);
  expect((await book({ slotId: free[0]!.id })).reply.code).toBe(1001);
  await book({ slotId: free[0]!.id, phone: '13912345678' });
  const moved = await book({ slotId: free[1]!.id });
  expect(moved.reply.payload).toMatchObject({ slotId: free[1]!.id, phone: '139****5678' });
  expect(db.bookings.get(ID)!.phone).toBe('13912345678');
});

test('重疾 counts general critical-illness cover only: a benefit for a few named diseases is not it', () => {
  expect(riskOfItem('重大疾病保险金')).toBe('critical');
  expect(riskOfItem('轻症疾病保险金')).toBe('critical');
  expect(riskOfItem('少儿特定重大疾病保险金')).toBeNull();
  expect(riskOfItem('恶性肿瘤确诊保险金')).toBeNull();
  for (const proposal of PROPOSALS) {
    for (const item of proposal.recommendations) {
      for (const benefit of item.benefits.filter((b) => b.risk === 'critical')) {
        expect(benefit.item, `${proposal.id} ${item.name}`).not.toMatch(/特定|恶性肿瘤/);
      }
    }
  }
});
