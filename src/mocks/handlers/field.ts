import { http, type RequestHandler } from 'msw';
import { ok } from '../reply';
import { receivedErrors, receivedVitals, receiveErrors, receiveVitals } from '../field';
import { flushDb } from '../db';
import { Refusal } from '../reply';

/**
 * Field reports (issue 26, ASSUMED paths): the vitals and errors of real visits, POSTed as
 * text/plain JSON by a beacon (no token: a beacon sends no headers, and a report is nobody's),
 * and the last 50 of each read back for QA (/Test).
 *
 * In the demo build these handlers run in the page, through msw's service worker: a report sent
 * while the page lives is received here. One sent as the page goes away (the vitals, an error
 * report flushed on close) finds no page to answer it: the worker lets it through to the site's
 * own host instead (docs/decisions.md, "Field data").
 */
async function readBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return null;
  }
}

export const fieldHandlers: RequestHandler[] = [
  http.post('/rest/api/field/vitals', async ({ request }) => {
    const kept = receiveVitals(await readBody(request));
    if (kept instanceof Refusal) return kept.reply();
    await flushDb();
    return ok(kept);
  }),
  http.post('/rest/api/field/errors', async ({ request }) => {
    const kept = receiveErrors(await readBody(request));
    if (kept instanceof Refusal) return kept.reply();
    await flushDb();
    return ok(kept);
  }),
  http.get('/rest/api/field/vitals', () => ok(receivedVitals())),
  http.get('/rest/api/field/errors', () => ok(receivedErrors())),
];
