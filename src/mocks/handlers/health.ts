import { http, type RequestHandler } from 'msw';
import { CODE } from '../../api/envelope';
import type { HealthStatement, HealthSubmitReturn } from '../../data/health/types';
import { userForRequest } from '../accounts';
import { chinaDateTime, now } from '../clock';
import { db } from '../db';
import { checkAnswers, cleanAnswers, healthDetail, questionIdsOf } from '../health';
import { findProduct, idParam } from '../products';
import { badParam, fail, ok, replyWith, SANDBOX_CODE, unauthorized } from '../reply';
import { readJsonObject } from '../request-body';

/**
 * The `health` data area (spec sections 4, 7, 8): a product's questions, the statement the
 * signed-in visitor last submitted, and the submit whose code -1 is the ineligibility dialog.
 */

/** copy.md, "Health statement: ineligible": the client shows it in the dialog. */
export const INELIGIBLE_MESSAGE =
  '抱歉，您不符合本产品的投保条件，无法获得保障，如有疑问请联系客服';
const NO_STATEMENT = '该产品无需健康告知';

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const statementId = (userId: number, productId: number) => `${userId}:${productId}`;

export const healthHandlers: RequestHandler[] = [
  http.get('/rest/api/abao_product/health/detail/:id', ({ params }) => {
    const id = idParam(params.id);
    if (id === null) return badParam('id');
    const record = findProduct(id);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    const detail = healthDetail(record);
    return detail ? ok(detail) : fail(SANDBOX_CODE.noHealthStatement, NO_STATEMENT);
  }),

  http.post('/rest/api/third_product/health_statement', async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const body = await readJsonObject(request);
    const productId = positiveId(body?.productId);
    if (productId === null) return badParam('productId');
    const record = findProduct(productId);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    if (!record.healthQuestions) return fail(SANDBOX_CODE.noHealthStatement, NO_STATEMENT);
    const saved = db.healthStatements.get(statementId(user.id, productId));
    const statement: HealthStatement = { productId, answers: saved?.answers ?? null };
    return ok(statement);
  }),

  http.post('/rest/api/third_product/submit_health_statement', async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const productId = positiveId(body.productId);
    if (productId === null) return badParam('productId');
    const record = findProduct(productId);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    if (!record.healthQuestions) return fail(SANDBOX_CODE.noHealthStatement, NO_STATEMENT);

    const check = checkAnswers(questionIdsOf(record), body.answers);
    if (check === 'malformed') return badParam('answers');
    if (check === 'incomplete') return fail(SANDBOX_CODE.badParam, '请回答全部健康问题');
    const passed = check === 'passed';
    const row = {
      id: statementId(user.id, productId),
      userId: user.id,
      productId,
      answers: cleanAnswers(record, body.answers as Record<string, boolean>),
      passed,
      submittedAt: chinaDateTime(now()),
    };
    if (db.healthStatements.get(row.id)) db.healthStatements.update(row.id, row);
    else db.healthStatements.insert(row);

    const result: HealthSubmitReturn = { productId, passed };
    return passed ? ok(result) : replyWith(CODE.ineligible, INELIGIBLE_MESSAGE, result);
  }),
];
