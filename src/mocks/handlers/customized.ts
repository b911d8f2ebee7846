import { http, type RequestHandler } from 'msw';
import type {
  Answers,
  AnswersRequest,
  CampaignQuery,
  OrderRequest,
} from '../../data/customizedV2/types';
import { userForRequest } from '../accounts';
import { campaignOf, campaignView, createServiceOrder, submitAnswers } from '../customized';
import { flushDb } from '../db';
import { TRACE_ID } from '../purchase';
import { callSlots } from '../planner-calendar';
import { readJsonObject } from '../request-body';
import { badParam, fail, ok, Refusal, SANDBOX_CODE, unauthorized } from '../reply';
import { linkTrail } from '../trails';

/**
 * The `customizedV2` data area (ASSUMED paths under /rest/api/active/customized, docs/api.md):
 * the service as the visitor sees it (open to anyone; signed in, with their status), its fee's
 * order, the planners' call times and the answers (signed in).
 */

const QUERY_KEYS = ['price', 'sign', 'channel', 'advisorId', 'customerId', 'inviteCode'] as const;

const unknownCampaign = () => fail(SANDBOX_CODE.notFound, '该服务不存在或已结束');

function queryOf(source: URLSearchParams | Record<string, unknown>): CampaignQuery {
  const query: CampaignQuery = {};
  for (const key of QUERY_KEYS) {
    const value = source instanceof URLSearchParams ? source.get(key) : source[key];
    if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
  }
  return query;
}

/** The consents as sent (each checked by the call's own rule, mocks/customized.ts). */
function consentsOf<T>(body: Record<string, unknown>): T {
  const { consents } = body;
  return (typeof consents === 'object' && consents !== null ? consents : {}) as T;
}

export const customizedHandlers: RequestHandler[] = [
  http.get('/rest/api/active/customized/:id', ({ params, request }) => {
    const campaign = campaignOf(String(params.id));
    if (!campaign) return unknownCampaign();
    const query = queryOf(new URL(request.url).searchParams);
    return ok(campaignView(campaign, userForRequest(request), query));
  }),

  http.post('/rest/api/active/customized/:id/order', async ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const campaign = campaignOf(String(params.id));
    if (!campaign) return unknownCampaign();
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    if (typeof body.phone !== 'string') return badParam('phone');
    if (typeof body.idempotencyKey !== 'string' || body.idempotencyKey === '') {
      return badParam('idempotencyKey');
    }
    if (typeof body.traceId !== 'string' || !TRACE_ID.test(body.traceId)) {
      return badParam('traceId');
    }
    const result = createServiceOrder(user, campaign, {
      ...queryOf(body),
      phone: body.phone.trim(),
      idempotencyKey: body.idempotencyKey,
      traceId: body.traceId,
      consents: consentsOf<OrderRequest['consents']>(body),
    });
    if (result instanceof Refusal) return result.reply();
    linkTrail(body.traceId, `service-${campaign.id}`, result.orderId);
    // The visitor leaves for the cashier next: the order must be saved by then.
    await flushDb();
    return ok(result);
  }),

  http.get('/rest/api/active/customized/:id/slots', ({ params, request }) => {
    if (!userForRequest(request)) return unauthorized();
    const campaign = campaignOf(String(params.id));
    if (!campaign) return unknownCampaign();
    return ok({ slots: callSlots() });
  }),

  http.post('/rest/api/active/customized/:id/answers', async ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const campaign = campaignOf(String(params.id));
    if (!campaign) return unknownCampaign();
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    if (typeof body.idempotencyKey !== 'string' || body.idempotencyKey === '') {
      return badParam('idempotencyKey');
    }
    if (typeof body.slotId !== 'string') return badParam('slotId');
    if (typeof body.answers !== 'object' || body.answers === null) return badParam('answers');
    if (typeof body.traceId !== 'string' || !TRACE_ID.test(body.traceId)) {
      return badParam('traceId');
    }
    const result = submitAnswers(user, campaign, {
      idempotencyKey: body.idempotencyKey,
      orderId: typeof body.orderId === 'string' ? body.orderId : '',
      slotId: body.slotId,
      answers: body.answers as Answers,
      traceId: body.traceId,
      consents: consentsOf<AnswersRequest['consents']>(body),
    });
    if (!(result instanceof Refusal)) linkTrail(body.traceId, `service-${campaign.id}`, null);
    return result instanceof Refusal ? result.reply() : ok(result);
  }),
];
