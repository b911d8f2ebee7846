/**
 * Traceable sales (可回溯, decisions.md): what the visitor saw and agreed to, never what they
 * typed. POST /rest/api/trace/events (ASSUMED path from decisions.md).
 */
export type TraceEventType =
  | 'screen'
  | 'document-open'
  | 'document-close'
  | 'consent'
  | 'notice'
  | 'submit'
  | 'pay'
  | 'result';

export interface TraceEvent {
  type: TraceEventType;
  /** ISO time on the visitor's device. */
  at: string;
  /** Route path (no query). */
  page: string;
  /** Document key (terms, notice, exclusions, health, sample) or consent key. */
  target?: string;
  /** Time a document stayed open, ms. */
  durationMs?: number;
  orderId?: string;
}

export interface TraceBatch {
  traceId: string;
  productId: number;
  events: TraceEvent[];
}
