import { UnreadPayloadSchema, type Reply } from '../api/envelope';
import { PATHS } from '../api/paths';
import { request } from '../api/request';
import { apiOrigin } from '../config/env';
import { randomId } from '../lib/random';
import { readSessionJson, writeSessionJson } from '../lib/storage';
import type { TraceBatch, TraceEvent, TraceEventType, TraceSubject, Trail } from './trace-types';
import { lazySchema } from './lazy-schema';

/**
 * Traceable sales (可回溯): from the first insured-entry screen to payment, what was shown, opened
 * (and for how long), agreed to, submitted and paid, with timestamps. The same for every other
 * commitment a visitor consents to (a gift claim, the membership, the customisation service):
 * a trail is of a subject (trace-types.ts, TraceSubject). Batched to the trace
 * endpoint, and sent with a beacon when the page is hidden. Only the fields of TraceEvent ever
 * leave: no value typed into a form can get in.
 */
const CURRENT_KEY = 'trace:current';
export const TRACE_LAST_KEY = 'trace:last';
export const FLUSH_AFTER_MS = 3000;
export const FLUSH_AT = 10;

/** The trail being recorded: of a product (`productId`) or of another subject (`subject`). */
interface Current {
  traceId: string;
  productId?: number;
  subject?: string;
}

const subjectOf = (subject: TraceSubject): Omit<Current, 'traceId'> =>
  typeof subject === 'number' ? { productId: subject } : { subject };

const isOf = (trail: Current | null, subject: TraceSubject): trail is Current =>
  !!trail &&
  (typeof subject === 'number' ? trail.productId === subject : trail.subject === subject);

/** Each queued event keeps its own trail, so a late retry never lands in another purchase's. */
let queue: { trail: Current; event: TraceEvent }[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function current(): Current | null {
  return readSessionJson<Current>(CURRENT_KEY);
}

/**
 * The trail of this subject (a product's purchase, a gift claim, the membership, a service):
 * resumed after a reload, new for another subject.
 */
export function beginTrace(subject: TraceSubject): string {
  const existing = current();
  if (isOf(existing, subject)) return existing.traceId;
  void flushTrace();
  const next: Current = { traceId: randomId(12), ...subjectOf(subject) };
  writeSessionJson(CURRENT_KEY, next);
  writeSessionJson(TRACE_LAST_KEY, next);
  return next.traceId;
}

export function currentTraceId(subject: TraceSubject): string | null {
  const existing = current();
  return isOf(existing, subject) ? existing.traceId : null;
}

/** The product of the purchase whose trail is being recorded, if any. */
export function tracedProductId(): number | null {
  return current()?.productId ?? null;
}

/** Ends the trail after payment (the next purchase starts a new one). */
export function endTrace(): void {
  void flushTrace();
  writeSessionJson(CURRENT_KEY, null);
}

const SAFE_TARGET = /^[a-zA-Z][\w-]{0,40}$/;

export function traceEvent(
  type: TraceEventType,
  page: string,
  extra: { target?: string; durationMs?: number; orderId?: string } = {},
): void {
  const trail = current();
  if (!trail) return;
  const event: TraceEvent = { type, at: new Date().toISOString(), page: page.split('?')[0]! };
  if (extra.target && SAFE_TARGET.test(extra.target)) event.target = extra.target;
  if (extra.durationMs !== undefined) event.durationMs = Math.max(0, Math.round(extra.durationMs));
  if (extra.orderId && SAFE_TARGET.test(extra.orderId)) event.orderId = extra.orderId;
  queue.push({ trail, event });
  if (queue.length >= FLUSH_AT) void flushTrace();
  else if (!timer) timer = setTimeout(() => void flushTrace(), FLUSH_AFTER_MS);
}

/** Everything queued, one batch per trail. */
function takeBatches(): TraceBatch[] {
  if (timer) clearTimeout(timer);
  timer = null;
  const batches = new Map<string, TraceBatch>();
  for (const { trail, event } of queue) {
    const batch = batches.get(trail.traceId) ?? { ...trail, events: [] };
    batch.events.push(event);
    batches.set(trail.traceId, batch);
  }
  queue = [];
  return [...batches.values()];
}

function requeue(batch: TraceBatch): void {
  const { events: _events, ...trail } = batch;
  queue = [...batch.events.map((event) => ({ trail, event })), ...queue];
}

/** Sends what is queued; a failed send puts the events back for the next try. */
export async function flushTrace(): Promise<void> {
  await Promise.all(
    takeBatches().map(async (batch) => {
      try {
        const reply = await request(PATHS.trace, {
          method: 'POST',
          body: batch,
          schema: UnreadPayloadSchema,
        });
        if (reply.code !== 0) requeue(batch);
      } catch {
        requeue(batch);
      }
    }),
  );
}

/** Page hide: a beacon survives the page going away (no token needed: the trail id is the key). */
export function flushTraceWithBeacon(): void {
  for (const batch of takeBatches()) {
    const body = new Blob([JSON.stringify(batch)], { type: 'text/plain' });
    const sent =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(apiOrigin() + PATHS.trace, body);
    if (!sent) requeue(batch);
  }
}

/**
 * The trail leaves with a beacon when the page is hidden (closed, switched away). Listened for
 * from the moment this module loads, with the first screen that records a trail: a visit that
 * never reaches one has nothing to send, and does not load this module for it.
 */
export function flushTraceOnHide(win: Window = window): void {
  win.addEventListener('pagehide', () => flushTraceWithBeacon());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flushTraceWithBeacon();
  });
}

if (typeof window !== 'undefined') flushTraceOnHide();

/**
 * For tests: drops what is queued and its timer, so that a test's unsent events neither show in
 * the next test's trail nor go out after its sandbox is gone.
 */
export function discardTrace(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
}

export function pendingTraceEvents(): readonly TraceEvent[] {
  return queue.map((entry) => entry.event);
}

/** For QA (/Test): the trail as the server keeps it. */
export function fetchTrail(traceId: string): Promise<Reply<Trail>> {
  return request(PATHS.trace, {
    params: { traceId },
    schema: lazySchema('TrailSchema'),
  });
}
