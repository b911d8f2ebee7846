import { http, type RequestHandler } from 'msw';
import {
  GIFT_CODE,
  RELATIONSHIPS,
  type ClaimPerson,
  type GiftRelationship,
} from '../../data/ayb/types';
import { parseIdCard } from '../../lib/id-card';
import { isMobilePhone } from '../../lib/phone';
import { userForRequest } from '../accounts';
import { now } from '../clock';
import { db } from '../db';
import type { GiftRecord } from '../fixtures/gifts';
import { claimedPolicyView, claimId, giftStatus, insurableFor, toGift } from '../gifts';
import { createOrder } from '../orders';
import { policyFor } from '../policies';
import { findProduct, idParam } from '../products';
import { IDEMPOTENCY_KEY, TRACE_ID } from '../purchase';
import {
  badParam,
  fail,
  ok,
  replyWith,
  SANDBOX_CODE,
  unauthorized,
  type EnvelopeResponse,
} from '../reply';
import { readJsonObject } from '../request-body';
import { linkTrail } from '../trails';

/**
 * The `ayb` data area (decisions.md's paths; shapes and codes ASSUMED, docs/api.md): a gift
 * campaign, and claiming it. A claim issues a policy at once (an order of 0 yuan, paid), one per
 * insured person per campaign; the same idempotency key answers the first claim again.
 */

const GIFT_MISSING = '赠险活动不存在或已下线';
const ENDED = '本次赠险活动已结束，感谢关注';
const SOLD_OUT = '本期赠险名额已领完，感谢关注';
const ALREADY = '该被保险人已领取过本保障，每人限领一份';
const TOO_OLD_OR_YOUNG = '被保人年龄不符合投保要求';
const NOT_FOR = '本赠险不支持为该关系人领取';

/** Han names of 2-20 characters (parts joined by a middle dot), or Latin-letter names. */
const NAME =
  /^(?:\p{Script=Han}{1,20}(?:[·•・]\p{Script=Han}{1,20})*|[A-Za-z][A-Za-z .'-]{1,39})$/u;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readPerson(value: unknown, name: string): ClaimPerson | EnvelopeResponse {
  if (!isObject(value)) return badParam(name);
  const { name: fullName, idCard, mobile } = value;
  if (typeof fullName !== 'string' || !NAME.test(fullName) || Array.from(fullName).length < 2) {
    return fail(SANDBOX_CODE.badParam, '请输入真实姓名');
  }
  if (typeof idCard !== 'string' || !parseIdCard(idCard).valid) {
    return fail(SANDBOX_CODE.badParam, '请输入正确的身份证号码');
  }
  if (typeof mobile !== 'string' || !isMobilePhone(mobile)) {
    return fail(SANDBOX_CODE.badParam, '请输入正确的手机号');
  }
  return { name: fullName, idCard, mobile };
}

const isReply = (value: unknown): value is EnvelopeResponse => value instanceof Response;

function giftOf(raw: unknown): GiftRecord | undefined {
  const id = idParam(raw);
  return id === null ? undefined : db.gifts.get(id);
}

export const aybHandlers: RequestHandler[] = [
  // No token needed (the link is shared); with one, what this account has claimed of it.
  http.get('/rest/api/gift/:id', ({ params, request }) => {
    const record = giftOf(params.id);
    const gift = record && toGift(record, userForRequest(request));
    return gift ? ok(gift) : fail(SANDBOX_CODE.notFound, GIFT_MISSING);
  }),

  http.post('/rest/api/gift/:id/claim', async ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const gift = giftOf(params.id);
    const product = gift && findProduct(gift.productId);
    const plan = product?.plans[0];
    const term = plan?.terms[0];
    if (!gift || !product || !plan || !term) return fail(SANDBOX_CODE.notFound, GIFT_MISSING);

    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const { idempotencyKey, traceId, relationship, consents } = body;
    if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return badParam('idempotencyKey');
    }
    if (typeof traceId !== 'string' || !TRACE_ID.test(traceId)) return badParam('traceId');

    // From the key lookup to the insert nothing awaits: a double tap cannot claim twice.
    const earlier = db.giftClaims.find(
      (claim) => claim.userId === user.id && claim.idempotencyKey === idempotencyKey,
    );
    const earlierPolicy = earlier && policyFor(user, earlier.policyNo);
    if (earlierPolicy) return ok(claimedPolicyView(earlierPolicy));

    const status = giftStatus(gift);
    if (status === 'ended') return fail(GIFT_CODE.ended, ENDED);
    if (status === 'soldOut') return fail(GIFT_CODE.soldOut, SOLD_OUT);

    if (!RELATIONSHIPS.includes(relationship as GiftRelationship)) return badParam('relationship');
    const relation = relationship as GiftRelationship;
    if (!gift.relationships.includes(relation)) return fail(SANDBOX_CODE.badParam, NOT_FOR);
    const insured = readPerson(body.insured, 'insured');
    if (isReply(insured)) return insured;
    const applicant = relation === 'self' ? insured : readPerson(body.applicant, 'applicant');
    if (isReply(applicant)) return applicant;
    if (relation !== 'self' && applicant.idCard === insured.idCard) return badParam('applicant');
    if (
      !isObject(consents) ||
      typeof consents.documentsReadAt !== 'string' ||
      (relation !== 'self' && typeof consents.insuredAgreedAt !== 'string')
    ) {
      return badParam('consents');
    }

    const today = new Date(now());
    const id = parseIdCard(insured.idCard, today);
    if (!id.valid || !insurableFor(gift, id.birth, today)) {
      return fail(GIFT_CODE.ageOutOfRange, TOO_OLD_OR_YOUNG);
    }
    const before = db.giftClaims.get(claimId(gift.id, insured.idCard));
    if (before) {
      // Shown only to the account that holds it; anyone else learns only that it was claimed.
      const held = policyFor(user, before.policyNo);
      return replyWith(GIFT_CODE.alreadyClaimed, ALREADY, held ? claimedPolicyView(held) : null);
    }

    const order = createOrder(user.id, {
      productId: product.id,
      planId: plan.id,
      insuredName: insured.name,
      premium: 0,
      premiumUnit: '元',
      status: 'paid',
      purchase: {
        sumInsured: Math.max(...plan.sumInsuredOptions),
        term: term.value,
        payFrequency: 'single',
        applicant: { name: applicant.name, idCard: applicant.idCard, mobile: applicant.mobile },
        insured: { ...insured, relationship: relation },
        beneficiaryType: 'legal',
        beneficiaries: [],
        healthAnswers: null,
        consents: { documentsReadAt: consents.documentsReadAt },
        insuredAge: id.age,
      },
      idempotencyKey,
      traceId,
    });
    const policy = order?.policyNo ? policyFor(user, order.policyNo) : undefined;
    if (!order || !policy) return fail(SANDBOX_CODE.notFound, GIFT_MISSING);
    db.giftClaims.insert({
      id: claimId(gift.id, insured.idCard),
      giftId: gift.id,
      userId: user.id,
      idCard: insured.idCard,
      orderId: order.orderId,
      policyNo: policy.id,
      idempotencyKey,
    });
    linkTrail(traceId, product.id, order.orderId);
    return ok(claimedPolicyView(policy));
  }),

  http.get('/rest/api/gift/:id/claim', ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const gift = giftOf(params.id);
    const policyNo = new URL(request.url).searchParams.get('policyNo') ?? '';
    const claim =
      gift && db.giftClaims.find((row) => row.giftId === gift.id && row.policyNo === policyNo);
    const policy = claim && policyFor(user, claim.policyNo);
    return policy ? ok(claimedPolicyView(policy)) : fail(SANDBOX_CODE.notFound, '未找到领取记录');
  }),
];
