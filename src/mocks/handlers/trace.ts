import { http, type RequestHandler } from 'msw';
import { badParam, fail, ok, Refusal, SANDBOX_CODE } from '../reply';
import { readBatch, storeBatch, trailView } from '../trails';

/**
 * Traceable sales (decisions.md): batches of a purchase's trail, and the trail read back for QA
 * (/Test). No token: the trail id is the key, and navigator.sendBeacon cannot send headers.
 */

/** JSON or text/plain alike: a beacon's Blob arrives as text/plain, and JSON is inside either. */
async function readBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return null;
  }
}

export const traceHandlers: RequestHandler[] = [
  http.post('/rest/api/trace/events', async ({ request }) => {
    const batch = readBatch(await readBody(request));
    if (batch instanceof Refusal) return batch.reply();
    const stored = storeBatch(batch);
    return stored instanceof Refusal ? stored.reply() : ok(stored);
  }),

  http.get('/rest/api/trace/events', ({ request }) => {
    const traceId = new URL(request.url).searchParams.get('traceId')?.trim() ?? '';
    if (!traceId) return badParam('traceId');
    const trail = trailView(traceId);
    return trail ? ok(trail) : fail(SANDBOX_CODE.notFound, '轨迹不存在');
  }),
];
