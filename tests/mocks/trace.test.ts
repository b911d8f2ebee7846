import type { Reply } from '../../src/api/envelope';
import type { TraceBatch, TraceEvent } from '../../src/data/trace-types';
import { getTrail, signIn, TRAIL_CAP } from '../../src/mocks/node';
import type { TrailView } from '../../src/mocks/trails';
import { call } from './api';
import { BUYER_PHONE, placeOrder, submitBody } from './funnel-helpers';

const post = (body: unknown) =>
  call<{ stored: number; dropped: number } | null>('POST', '/rest/api/trace/events', { body });
const read = (traceId: string) =>
  call<TrailView | null>('GET', `/rest/api/trace/events?traceId=${encodeURIComponent(traceId)}`);

const event = (over: Partial<TraceEvent> = {}): TraceEvent => ({
  type: 'screen',
  at: '2026-11-21T02:00:00.000Z',
  page: '/ProductNew/Insured',
  ...over,
});

const batch = (events: unknown[], over: Partial<TraceBatch> = {}) => ({
  traceId: 'trail-abc123',
  productId: 105,
  events,
  ...over,
});

describe('POST /rest/api/trace/events', () => {
  it('stores batches in order per trail, without a token', async () => {
    const first = [
      event(),
      event({ type: 'notice', target: 'entryNotice' }),
      event({ type: 'document-open', target: 'terms' }),
    ];
    expect((await post(batch(first))).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { stored: 3, dropped: 0 },
    });
    const second = [
      event({ type: 'document-close', target: 'terms', durationMs: 12500 }),
      event({ type: 'consent', target: 'documents', page: '/ProductNew/ProductDetail' }),
    ];
    await post(batch(second));
    expect((await read('trail-abc123')).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { traceId: 'trail-abc123', productId: 105, events: [...first, ...second] },
    });
  });

  it('accepts a beacon: a text/plain body', async () => {
    const response = await fetch(new URL('/rest/api/trace/events', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(batch([event({ type: 'pay', page: '/ProductNew/Pay' })])),
    });
    expect(((await response.json()) as Reply).code).toBe(0);
    expect(getTrail('trail-abc123')?.events).toHaveLength(1);
  });

  it('links the order: from the insured submit, and from an event carrying it', async () => {
    const token = signIn(BUYER_PHONE);
    await post(batch([event()], { traceId: 'trail-linked' }));
    const orderId = await placeOrder(token, submitBody({ traceId: 'trail-linked' }));
    await post(batch([event({ type: 'submit', orderId })], { traceId: 'trail-linked' }));
    expect((await read('trail-linked')).reply.payload).toMatchObject({ orderId, productId: 105 });
    expect((await read('trail-linked')).reply.payload?.events).toHaveLength(2);

    await post(
      batch([event({ type: 'pay', orderId: 'JX202611210009' })], { traceId: 'trail-pay' }),
    );
    expect((await read('trail-pay')).reply.payload?.orderId).toBe('JX202611210009');
  });

  it('refuses any key that is not a TraceEvent field, so no personal value can ride along', async () => {
    for (const extra of [{ name: '张伟' }, { idCard: '110101199003071233' }, { value: 'x' }]) {
      const { reply } = await post(batch([event(), { ...event(), ...extra }]));
      expect(reply.code).toBe(1001);
      expect(reply.message).toBe(`参数错误：events[1] 含不允许记录的字段 ${Object.keys(extra)[0]}`);
      expect(reply.message).not.toContain(Object.values(extra)[0]);
    }
    expect((await post({ ...batch([event()]), mobile: '13800138000' })).reply.code).toBe(1001);
    // Refused whole: nothing of a bad batch is kept.
    expect(getTrail('trail-abc123')).toBeUndefined();
  });

  it('refuses values that could carry typed text: a query in the page, a free-text target', async () => {
    const bad: [Partial<TraceEvent>, string][] = [
      [{ page: '/ProductNew/Insured?name=张伟' }, 'page'],
      [{ target: '张伟 110101199003071233' }, 'target'],
      [{ target: '13800138000' }, 'target'],
      [{ orderId: 'JX 1' }, 'orderId'],
      [{ type: 'keystroke' as TraceEvent['type'] }, 'type'],
      [{ at: 'yesterday' }, 'at'],
      [{ durationMs: -5 }, 'durationMs'],
    ];
    for (const [over, field] of bad) {
      expect((await post(batch([event(over)]))).reply).toEqual({
        code: 1001,
        message: `参数错误：events[0].${field}`,
        payload: null,
      });
    }
  });

  it('refuses malformed batches', async () => {
    for (const body of [
      null,
      batch([]),
      batch([event()], { traceId: 'x' }),
      batch([event()], { productId: 0 }),
      batch(Array.from({ length: 101 }, () => event())),
    ]) {
      expect((await post(body)).reply.code).toBe(1001);
    }
    await post(batch([event()]));
    // A trail belongs to one product.
    expect((await post(batch([event()], { productId: 106 }))).reply.message).toBe(
      '参数错误：productId',
    );
  });

  it('keeps the trail of a commitment that is no product: the membership, a service (issue 24)', async () => {
    const membership = { traceId: 'trail-member', subject: 'membership', events: [event()] };
    expect((await post(membership)).reply.code).toBe(0);
    expect((await read('trail-member')).reply.payload).toEqual({
      traceId: 'trail-member',
      subject: 'membership',
      events: [event()],
    });
    const service = { traceId: 'trail-service', subject: 'service-family2026', events: [event()] };
    expect((await post(service)).reply.code).toBe(0);
    for (const body of [
      // One of the two, never both.
      { ...membership, traceId: 'trail-both', productId: 105 },
      { traceId: 'trail-other', subject: 'shopping', events: [event()] },
      { traceId: 'trail-other', subject: 'service-张伟', events: [event()] },
      { traceId: 'trail-other', subject: 7, events: [event()] },
    ]) {
      expect((await post(body)).reply.code).toBe(1001);
    }
    // A trail belongs to one subject.
    expect((await post({ ...membership, subject: 'service-family2026' })).reply.message).toBe(
      '参数错误：subject',
    );
    expect((await post({ ...service, subject: undefined, productId: 105 })).reply.code).toBe(1001);
  });

  it('caps a trail at 500 events and counts the rest as dropped', async () => {
    for (let i = 0; i < 5; i += 1) {
      await post(batch(Array.from({ length: 100 }, () => event())));
    }
    expect((await post(batch([event(), event()]))).reply.payload).toEqual({
      stored: 0,
      dropped: 2,
    });
    expect(getTrail('trail-abc123')?.events).toHaveLength(TRAIL_CAP);
  });
});

describe('GET /rest/api/trace/events', () => {
  it('answers an unknown trail with 4004 and a missing id with 1001', async () => {
    expect((await read('no-such-trail')).reply).toEqual({
      code: 4004,
      message: '轨迹不存在',
      payload: null,
    });
    expect((await call('GET', '/rest/api/trace/events')).reply.code).toBe(1001);
  });
});
