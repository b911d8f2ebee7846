import { http, type RequestHandler } from 'msw';
import { randomId } from '../../lib/random';
import { userForRequest } from '../accounts';
import { LEAD_CODE, takeLead } from '../campaign-leads';
import { now } from '../clock';
import { db } from '../db';
import { POSTER_KITS, POSTER_LANDINGS } from '../fixtures/landings';
import { badParam, fail, ok, SANDBOX_CODE } from '../reply';
import { readJsonObject, stringField } from '../request-body';

/**
 * The `poster` data area: the ad landings behind the posters and their leads, the poster maker's
 * kit and the referral keys of shared posters (ASSUMED paths, docs/api.md).
 */
export const posterHandlers: RequestHandler[] = [
  http.get('/rest/api/active/poster/:id', ({ params }) => {
    const landing = POSTER_LANDINGS.find((poster) => poster.id === params.id);
    return landing ? ok(landing) : fail(SANDBOX_CODE.notFound, '活动页面不存在');
  }),

  http.post('/rest/api/active/poster/:id/leads', async ({ params, request }) => {
    const landing = POSTER_LANDINGS.find((poster) => poster.id === params.id);
    if (!landing) return fail(SANDBOX_CODE.notFound, '活动页面不存在');
    if (landing.status !== 'on') return fail(LEAD_CODE.campaignEnded, '活动已结束，感谢关注');
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const result = takeLead({ kind: 'poster', pageId: landing.id, body, needsCode: false });
    return 'leadId' in result ? ok(result) : result.reply();
  }),

  http.get('/rest/api/active/poster-kit/:id', ({ params }) => {
    const kit = POSTER_KITS.find((k) => k.id === params.id);
    return kit ? ok(kit) : fail(SANDBOX_CODE.notFound, '海报活动不存在');
  }),

  http.post('/rest/api/active/poster-kit/:id/referral', async ({ params, request }) => {
    const kit = POSTER_KITS.find((k) => k.id === params.id);
    if (!kit) return fail(SANDBOX_CODE.notFound, '海报活动不存在');
    const body = await readJsonObject(request);
    const posterId = body ? stringField(body, 'posterId') : '';
    if (!kit.posters.some((poster) => poster.id === posterId)) return badParam('posterId');
    const referral = db.referrals.insert({
      id: randomId(8),
      kitId: kit.id,
      posterId,
      userId: userForRequest(request)?.id ?? null,
      createdAt: now(),
    });
    return ok({ key: referral.id });
  }),
];
