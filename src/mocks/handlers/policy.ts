import { http, type RequestHandler } from 'msw';
import type { PolicyFilter } from '../../config/paths';
import type { RenewalOrder } from '../../data/policy/types';
import { userForRequest } from '../accounts';
import { db } from '../db';
import type { UserRecord } from '../fixtures/accounts';
import { createOrder } from '../orders';
import { paginate, readPage } from '../paging';
import { refreshOrders } from '../payments';
import {
  epolicyOf,
  POLICY_FILTERS,
  policiesOf,
  policyFor,
  recordRenewal,
  renewalDueOf,
  toPolicyDetail,
  toPolicyItem,
} from '../policies';
import { badParam, fail, ok, SANDBOX_CODE, unauthorized, type EnvelopeResponse } from '../reply';

/**
 * The `policy` data area (paths ASSUMED, docs/api.md): the visitor's policies, one policy, its
 * electronic policy, and the order for an overdue renewal premium. Every read first settles the
 * payments the clock has confirmed, so a policy bought a moment ago is there.
 */

const NOT_FOUND = '未查询到该保单，请核对保单号';
const NOT_BOUND = '请先绑定手机号，再查询名下保单';

const isFilter = (value: string): value is PolicyFilter =>
  (POLICY_FILTERS as readonly string[]).includes(value);

/** The signed-in user with a phone; or the reply for one without (401, or not bound). */
function policyHolder(request: Request): UserRecord | EnvelopeResponse {
  const user = userForRequest(request);
  if (!user) return unauthorized();
  // A messaging-app account without a phone: its policies are found by phone after binding.
  if (user.phone === null) return fail(SANDBOX_CODE.phoneNotBound, NOT_BOUND);
  refreshOrders();
  return user;
}

const isUser = (value: UserRecord | EnvelopeResponse): value is UserRecord =>
  !(value instanceof Response);

const policyNoOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.policyNo ?? '');

export const policyHandlers: RequestHandler[] = [
  http.get('/rest/api/policy/list', ({ request }) => {
    const user = policyHolder(request);
    if (!isUser(user)) return user;
    const query = new URL(request.url).searchParams;
    const status = query.get('status')?.trim() ?? '';
    if (status !== '' && !isFilter(status)) return badParam('status');
    const pageRequest = readPage(query);
    if ('bad' in pageRequest) return badParam(pageRequest.bad);
    const { items, pagination } = paginate(policiesOf(user, status || undefined), pageRequest);
    return ok(items.map(toPolicyItem), { pagination });
  }),

  http.get('/rest/api/policy/:policyNo/epolicy', ({ request, params }) => {
    const user = policyHolder(request);
    if (!isUser(user)) return user;
    const policy = policyFor(user, policyNoOf(params));
    return policy ? ok(epolicyOf(policy)) : fail(SANDBOX_CODE.notFound, NOT_FOUND);
  }),

  http.post('/rest/api/policy/:policyNo/renewal', ({ request, params }) => {
    const user = policyHolder(request);
    if (!isUser(user)) return user;
    const policy = policyFor(user, policyNoOf(params));
    if (!policy) return fail(SANDBOX_CODE.notFound, NOT_FOUND);
    const due = renewalDueOf(policy);
    if (!due) return fail(SANDBOX_CODE.badParam, '该保单当前没有待缴的续期保费');
    const order = createOrder(user.id, {
      productId: policy.productId,
      planId: policy.planId,
      insuredName: policy.insured[0]?.name ?? policy.applicant.name,
      premium: due.premium,
      premiumUnit: policy.premiumUnit,
      purchase: (policy.orderId && db.orders.get(policy.orderId)?.purchase) || undefined,
    });
    if (!order) return fail(SANDBOX_CODE.notFound, '产品不存在');
    // The renewal keeps the policy's number; paying it books the instalment (policies.ts).
    db.orders.update(order.id, { policyNo: policy.id });
    recordRenewal(order.id, policy.id);
    const payload: RenewalOrder = { orderId: order.orderId, family: order.family };
    return ok(payload);
  }),

  http.get('/rest/api/policy/:policyNo', ({ request, params }) => {
    const user = policyHolder(request);
    if (!isUser(user)) return user;
    const policy = policyFor(user, policyNoOf(params));
    return policy ? ok(toPolicyDetail(policy)) : fail(SANDBOX_CODE.notFound, NOT_FOUND);
  }),
];
