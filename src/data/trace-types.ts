import * as v from 'valibot';

/**
 * Traceable sales (可回溯, decisions.md): what the visitor saw and agreed to, never what they
 * typed. POST /rest/api/trace/events (ASSUMED path from decisions.md).
 */
const TRACE_EVENT_TYPES = [
  'screen',
  'document-open',
  'document-close',
  'consent',
  'notice',
  'submit',
  'pay',
  'result',
] as const;
export type TraceEventType = (typeof TRACE_EVENT_TYPES)[number];

/** One event as sent, and as the trail read back (GET ?traceId=, QA) lists it. */
export const TraceEventSchema = v.object({
  type: v.picklist(TRACE_EVENT_TYPES),
  /** ISO time on the visitor's device. */
  at: v.string(),
  /** Route path (no query). */
  page: v.string(),
  /** Document key (terms, notice, exclusions, health, sample) or consent key. */
  target: v.optional(v.string()),
  /** Time a document stayed open, ms. */
  durationMs: v.optional(v.number()),
  orderId: v.optional(v.string()),
});
export type TraceEvent = v.InferOutput<typeof TraceEventSchema>;

/**
 * What a trail records the way to: a product (its purchase or its gift claim) by its id, or a
 * commitment that is not a product by name: `membership` (the free membership's activation),
 * `service-<campaign id>` (the customisation service: its fee and its questionnaire's consent).
 */
export type TraceSubject = number | string;

/** A batch of one trail's events: `productId` for a product's trail, else `subject`. */
export interface TraceBatch {
  traceId: string;
  productId?: number;
  subject?: string;
  events: TraceEvent[];
}

/** The trail as the server keeps it: /Test lists its events and the order it led to. */
export const TrailSchema = v.object({
  traceId: v.optional(v.string()),
  productId: v.optional(v.number()),
  subject: v.optional(v.string()),
  orderId: v.optional(v.string()),
  events: v.array(TraceEventSchema),
});
export type Trail = v.InferOutput<typeof TrailSchema>;
