import type { TraceBatch, TraceEvent, TraceEventType, TraceSubject } from '../data/trace-types';
import { now } from './clock';
import { db } from './db';
import type { TrailRecord } from './fixtures/funnel';
import { TRACE_ID } from './purchase';
import { Refusal, SANDBOX_CODE } from './reply';

/**
 * The sales trails (可回溯). A batch is refused whole when anything in it is not a TraceEvent
 * field, or a field's value could carry typed text: the record must prove what the visitor saw
 * and agreed to without holding what they typed (decisions.md).
 */

/** Per trail. A purchase makes a few dozen events; more is a client loop, not a record. */
export const TRAIL_CAP = 500;
export const MAX_BATCH = 100;

const EVENT_TYPES: readonly TraceEventType[] = [
  'screen',
  'document-open',
  'document-close',
  'consent',
  'notice',
  'submit',
  'pay',
  'result',
];
const EVENT_KEYS = new Set(['type', 'at', 'page', 'target', 'durationMs', 'orderId']);
const BATCH_KEYS = new Set(['traceId', 'productId', 'subject', 'events']);
/** The subjects that are not products (data/trace-types.ts): the membership, a service campaign. */
const SUBJECT = /^(membership|service-[A-Za-z0-9_-]{1,40})$/;
/** The client's own rule for targets and order ids (src/data/trace.ts). */
const SAFE_TOKEN = /^[a-zA-Z][\w-]{0,40}$/;
/** A route path: no query or hash, where personal values could ride along. */
const ROUTE_PATH = /^\/[\w\-/.]*$/;
const MAX_PAGE_LENGTH = 200;

const bad = (name: string) => new Refusal(SANDBOX_CODE.badParam, `参数错误：${name}`);

function readEvent(value: unknown, at: string): TraceEvent | Refusal {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad(at);
  const event = value as Record<string, unknown>;
  const extra = Object.keys(event).find((key) => !EVENT_KEYS.has(key));
  // The key is named (so the client can be fixed), never its value.
  if (extra !== undefined) return bad(`${at} 含不允许记录的字段 ${extra.slice(0, 40)}`);
  if (!EVENT_TYPES.includes(event.type as TraceEventType)) return bad(`${at}.type`);
  if (typeof event.at !== 'string' || Number.isNaN(Date.parse(event.at))) return bad(`${at}.at`);
  if (
    typeof event.page !== 'string' ||
    event.page.length > MAX_PAGE_LENGTH ||
    !ROUTE_PATH.test(event.page)
  ) {
    return bad(`${at}.page`);
  }
  if (
    event.target !== undefined &&
    !(typeof event.target === 'string' && SAFE_TOKEN.test(event.target))
  ) {
    return bad(`${at}.target`);
  }
  if (
    event.durationMs !== undefined &&
    !(
      typeof event.durationMs === 'number' &&
      Number.isFinite(event.durationMs) &&
      event.durationMs >= 0
    )
  ) {
    return bad(`${at}.durationMs`);
  }
  if (
    event.orderId !== undefined &&
    !(typeof event.orderId === 'string' && SAFE_TOKEN.test(event.orderId))
  ) {
    return bad(`${at}.orderId`);
  }
  return event as unknown as TraceEvent;
}

export function readBatch(body: unknown): TraceBatch | Refusal {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('body');
  const batch = body as Record<string, unknown>;
  const extra = Object.keys(batch).find((key) => !BATCH_KEYS.has(key));
  if (extra !== undefined) return bad(`含不允许记录的字段 ${extra.slice(0, 40)}`);
  if (typeof batch.traceId !== 'string' || !TRACE_ID.test(batch.traceId)) return bad('traceId');
  const { productId, subject } = batch;
  // A product's trail, or a named subject's: one of the two.
  if (subject !== undefined) {
    if (productId !== undefined) return bad('productId');
    if (typeof subject !== 'string' || !SUBJECT.test(subject)) return bad('subject');
  } else if (typeof productId !== 'number' || !Number.isInteger(productId) || productId <= 0) {
    return bad('productId');
  }
  if (
    !Array.isArray(batch.events) ||
    batch.events.length === 0 ||
    batch.events.length > MAX_BATCH
  ) {
    return bad('events');
  }
  const events: TraceEvent[] = [];
  for (const [i, value] of batch.events.entries()) {
    const event = readEvent(value, `events[${i}]`);
    if (event instanceof Refusal) return event;
    events.push(event);
  }
  return {
    traceId: batch.traceId,
    ...(typeof subject === 'string' ? { subject } : { productId: productId as number }),
    events,
  };
}

const subjectOf = (subject: TraceSubject) =>
  typeof subject === 'number' ? { productId: subject } : { subject };

export interface StoredBatch {
  stored: number;
  dropped: number;
}

/** Appends a batch; events past TRAIL_CAP are counted, not kept. */
export function storeBatch(batch: TraceBatch): StoredBatch | Refusal {
  const trail = db.trails.get(batch.traceId);
  if (trail && trail.productId !== batch.productId) return bad('productId');
  if (trail && trail.subject !== batch.subject) return bad('subject');
  const existing = trail?.events ?? [];
  const room = Math.max(0, TRAIL_CAP - existing.length);
  const kept = batch.events.slice(0, room);
  const dropped = batch.events.length - kept.length;
  const linked = batch.events.find((event) => event.orderId)?.orderId ?? null;
  const next: TrailRecord = {
    id: batch.traceId,
    ...(batch.subject ? { subject: batch.subject } : { productId: batch.productId }),
    orderId: trail?.orderId ?? linked,
    events: [...existing, ...kept],
    dropped: (trail?.dropped ?? 0) + dropped,
    updatedAt: now(),
  };
  if (trail) db.trails.update(trail.id, next);
  else db.trails.insert(next);
  return { stored: kept.length, dropped };
}

/**
 * A commitment ties its trail to what it made (a trail may not exist yet): the insured submit and
 * the gift claim to their order, the service's fee to its order; the membership to nothing more
 * than its subject (`orderId` null).
 */
export function linkTrail(traceId: string, subject: TraceSubject, orderId: string | null): void {
  const trail = db.trails.get(traceId);
  if (trail) {
    if (orderId) db.trails.update(traceId, { orderId, updatedAt: now() });
    return;
  }
  db.trails.insert({
    id: traceId,
    ...subjectOf(subject),
    orderId,
    events: [],
    dropped: 0,
    updatedAt: now(),
  });
}

/** The reply of GET trace/events: the batch shape, with the order once linked. */
export interface TrailView extends TraceBatch {
  orderId?: string;
}

export function trailView(traceId: string): TrailView | undefined {
  const trail = db.trails.get(traceId);
  if (!trail) return undefined;
  return {
    traceId: trail.id,
    ...(trail.subject ? { subject: trail.subject } : { productId: trail.productId }),
    ...(trail.orderId ? { orderId: trail.orderId } : {}),
    events: trail.events,
  };
}
