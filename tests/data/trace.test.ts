import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  beginTrace,
  currentTraceId,
  endTrace,
  FLUSH_AFTER_MS,
  FLUSH_AT,
  flushTrace,
  flushTraceWithBeacon,
  pendingTraceEvents,
  traceEvent,
} from '../../src/data/trace';
import type { TraceBatch } from '../../src/data/trace-types';
import { server } from '../../src/mocks/node';

let batches: TraceBatch[] = [];
beforeEach(() => {
  batches = [];
  server.use(
    http.post('/rest/api/trace/events', async ({ request }) => {
      batches.push((await request.json()) as TraceBatch);
      return HttpResponse.json({ code: 0, message: 'ok', payload: null });
    }),
  );
});
afterEach(async () => {
  await flushTrace();
  vi.useRealTimers();
});

test('nothing is recorded outside a purchase', () => {
  traceEvent('screen', '/Home');
  expect(pendingTraceEvents()).toEqual([]);
});

test('a trail per product: resumed for the same product, new for another', () => {
  const first = beginTrace(101);
  expect(beginTrace(101)).toBe(first);
  expect(currentTraceId(101)).toBe(first);
  const second = beginTrace(102);
  expect(second).not.toBe(first);
  expect(currentTraceId(101)).toBeNull();
});

test('a trail of a subject that is no product (issue 24): its own, and its batches name it', async () => {
  const purchase = beginTrace(101);
  const membership = beginTrace('membership');
  expect(membership).not.toBe(purchase);
  expect(beginTrace('membership')).toBe(membership);
  expect(currentTraceId('membership')).toBe(membership);
  expect(currentTraceId(101)).toBeNull();
  traceEvent('consent', '/Members', { target: 'userAgreement' });
  await flushTrace();
  expect(batches).toEqual([
    {
      traceId: membership,
      subject: 'membership',
      events: [expect.objectContaining({ type: 'consent', target: 'userAgreement' })],
    },
  ]);
  expect(beginTrace('service-family2026')).not.toBe(membership);
  expect(currentTraceId('membership')).toBeNull();
});

test('events are batched: sent after a quiet moment, or at once when the batch is full', async () => {
  beginTrace(103);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  traceEvent('screen', '/ProductNew/Insured?id=103');
  traceEvent('consent', '/ProductNew/ProductDetail', { target: 'documents' });
  expect(batches).toEqual([]);
  vi.advanceTimersByTime(FLUSH_AFTER_MS);
  vi.useRealTimers();
  await vi.waitFor(() => expect(batches).toHaveLength(1));
  expect(batches[0]!.productId).toBe(103);
  expect(batches[0]!.events.map((e) => [e.type, e.page, e.target])).toEqual([
    ['screen', '/ProductNew/Insured', undefined],
    ['consent', '/ProductNew/ProductDetail', 'documents'],
  ]);
  for (let i = 0; i < FLUSH_AT; i += 1) traceEvent('screen', '/x');
  await vi.waitFor(() => expect(batches).toHaveLength(2));
  expect(batches[1]!.events).toHaveLength(FLUSH_AT);
});

test('no personal value can get in: free text targets are dropped', () => {
  beginTrace(104);
  traceEvent('consent', '/p', { target: '张三 110101199003071234' });
  traceEvent('document-open', '/p', { target: 'exclusions', durationMs: 1234.6 });
  const events = pendingTraceEvents();
  expect(events[0]!.target).toBeUndefined();
  expect(events[1]).toMatchObject({ target: 'exclusions', durationMs: 1235 });
  expect(JSON.stringify(events)).not.toMatch(/张三|1101011990/);
});

test('a failed send keeps the events for the next try', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.post('/rest/api/trace/events', () => new HttpResponse(null, { status: 429 })));
  beginTrace(105);
  traceEvent('submit', '/p', { target: 'order', orderId: 'O123' });
  await flushTrace();
  expect(pendingTraceEvents()).toHaveLength(1);
  vi.restoreAllMocks();
});

test('a retried event stays in its own trail', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.post('/rest/api/trace/events', () => new HttpResponse(null, { status: 429 })));
  beginTrace(201);
  traceEvent('screen', '/a');
  await flushTrace();
  beginTrace(202);
  traceEvent('screen', '/b');
  server.resetHandlers();
  server.use(
    http.post('/rest/api/trace/events', async ({ request }) => {
      batches.push((await request.json()) as TraceBatch);
      return HttpResponse.json({ code: 0, message: 'ok', payload: null });
    }),
  );
  await flushTrace();
  const ours = batches.filter((b) => b.productId === 201 || b.productId === 202);
  expect(ours.map((b) => [b.productId, b.events.map((e) => e.page)])).toEqual([
    [201, ['/a']],
    [202, ['/b']],
  ]);
  vi.restoreAllMocks();
});

test('page hide sends the batch with a beacon, as text', async () => {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  beginTrace(106);
  traceEvent('pay', '/ProductNew/payment');
  flushTraceWithBeacon();
  expect(beacon).toHaveBeenCalledTimes(1);
  const [url, body] = beacon.mock.calls[0]!;
  expect(url).toBe('/rest/api/trace/events');
  expect(JSON.parse(await body.text())).toMatchObject({
    productId: 106,
    events: [{ type: 'pay' }],
  });
  expect(pendingTraceEvents()).toEqual([]);
  vi.unstubAllGlobals();
});

test('once the trail module has loaded, a page hidden or closed sends what is queued', () => {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  beginTrace(108);
  traceEvent('screen', '/ProductNew/Insured');
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).toHaveBeenCalledTimes(1);
  traceEvent('screen', '/ProductNew/Confirm');
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(beacon).toHaveBeenCalledTimes(2);
  expect(pendingTraceEvents()).toEqual([]);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('ending a purchase ends its trail', () => {
  beginTrace(107);
  endTrace();
  expect(currentTraceId(107)).toBeNull();
});
