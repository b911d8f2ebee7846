import { http } from 'msw';
import { pendingTraceEvents } from '../../src/data/trace';
import type { TraceBatch, TraceEvent } from '../../src/data/trace-types';
import { server } from '../../src/mocks/node';
import { ok } from '../../src/mocks/reply';

/**
 * Records the sales trail from now on, wherever it goes: the page sends it in batches
 * (FLUSH_AFTER_MS after the first event, or at once at FLUSH_AT events), so a test that looked at
 * the queue alone passed or failed by how long the machine took between the action and the look.
 * Answers each batch as accepted; returns the trail so far, what was sent and then what is queued.
 */
export function recordTrail(): () => TraceEvent[] {
  const sent: TraceEvent[] = [];
  server.use(
    http.post('/rest/api/trace/events', async ({ request }) => {
      sent.push(...((await request.json()) as TraceBatch).events);
      return ok(null);
    }),
  );
  return () => [...sent, ...pendingTraceEvents()];
}
