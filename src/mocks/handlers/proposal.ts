import { http, type RequestHandler } from 'msw';
import type {
  Booking,
  CallSlots,
  PlanInWriting,
  PlanShare,
  Proposal,
  SharedPlan,
  ShareState,
} from '../../data/proposal/types';
import { maskPhone } from '../../lib/mask';
import { isMobilePhone } from '../../lib/phone';
import { randomId } from '../../lib/random';
import { userForRequest } from '../accounts';
import { chinaDateTime, now } from '../clock';
import { refreshPlans } from '../customized';
import { db } from '../db';
import type { BookingRecord, PlanShareRecord, ProposalRecord } from '../fixtures/proposals';
import { bookCall, callEndsAt, callSlots } from '../planner-calendar';
import { readJsonObject, stringField } from '../request-body';
import { badParam, fail, ok, SANDBOX_CODE, unauthorized, type EnvelopeResponse } from '../reply';

/**
 * The `proposal` data area (paths ASSUMED, docs/api.md): a plan by its id, and the planners' call
 * times with booking (the same calendar as the customisation service's questionnaire:
 * mocks/planner-calendar.ts). A plan is its family's: every call needs the token of the account
 * it was made for (401 without one); any other account is told 4004, as for a plan that does not
 * exist, so an id tells nothing of whose it is or whether it is. A plan the planner has not
 * written yet answers `status: 'writing'` with no figures.
 *
 * Its family may share it (issue 24): `POST proposal/{id}/share` makes a copy of the plan for
 * sharing (roles, ages and figures only: sharedContentOf) under a random key, and anyone holding
 * the key reads that copy (`GET proposal/shared/{key}`) without signing in, until the family
 * revokes it (`DELETE`). A revoked or unknown key, or the key of a plan since withdrawn, is 4004.
 */

const MISSING = '计划书不存在，请向您的规划师核对链接';

/** The signed-in owner's plan that can be read; the reply for one that cannot. */
function readable(request: Request, id: string): ProposalRecord | EnvelopeResponse {
  const user = userForRequest(request);
  if (!user) return unauthorized();
  refreshPlans();
  const record = db.proposals.get(id);
  if (!record || record.ownerUserId !== user.id) return fail(SANDBOX_CODE.notFound, MISSING);
  if (record.withdrawn) return fail(SANDBOX_CODE.proposalWithdrawn, '该计划书已被规划师撤回');
  return record;
}

const isRecord = (value: ProposalRecord | EnvelopeResponse): value is ProposalRecord =>
  !(value instanceof Response);

/** What the owner is told: the plan without the sandbox's own fields. */
function toProposal(record: ProposalRecord): Proposal | PlanInWriting {
  const { ownerUserId: _owner, withdrawn: _withdrawn, written, ...proposal } = record;
  if (!written) {
    return {
      id: record.id,
      status: 'writing',
      addressee: record.addressee,
      advisor: record.advisor,
    };
  }
  return { ...proposal, status: 'ready' };
}

/** The plan's call still to come; a call whose time has passed is no booking any more. */
function bookingOf(id: string): Booking | null {
  const booking = db.bookings.get(id);
  if (!booking || now() >= callEndsAt(booking)) return null;
  return publicBooking(booking);
}

/** A booking as its family is told it: the number the planner calls, masked. */
function publicBooking(booking: BookingRecord): Booking {
  return {
    slotId: booking.slotId,
    date: booking.date,
    time: booking.time,
    phone: maskPhone(booking.phone),
  };
}

/** What a revoked or unknown share's link is told: the same words, whichever it is. */
const SHARE_GONE = '该分享已失效，请向分享人索取新的链接';

/**
 * The copy of a plan made for sharing: each member's role, gender, age and gaps as figures, and
 * the recommended products with their figures. Field by field, so nothing else of the plan (its
 * form of address, birth dates, the gaps' reasoning with income and mortgage, the summary, the
 * advisor) can slip into it.
 */
export function sharedContentOf(record: ProposalRecord, key: string): SharedPlan {
  return {
    key,
    createdAt: record.createdAt,
    members: record.members.map((member) => ({
      id: member.id,
      relationship: member.relationship,
      label: member.label,
      gender: member.gender,
      age: member.age,
      gaps: member.gaps.map((gap) => ({
        risk: gap.risk,
        recommended: gap.recommended,
        existing: gap.existing,
      })),
    })),
    recommendations: record.recommendations.map((item) => ({
      memberId: item.memberId,
      productId: item.productId,
      family: item.family,
      name: item.name,
      insurer: item.insurer,
      planId: item.planId,
      planName: item.planName,
      sumInsured: item.sumInsured,
      term: item.term,
      payPeriod: item.payPeriod,
      payFrequency: item.payFrequency,
      premium: item.premium,
      benefits: item.benefits.map((b) => ({ risk: b.risk, item: b.item, amount: b.amount })),
    })),
  };
}

/** The plan's share still open, if any. */
const liveShare = (proposalId: string): PlanShareRecord | undefined =>
  db.planShares.find((share) => share.proposalId === proposalId && share.revokedAt === null);

const toShare = (record: PlanShareRecord): PlanShare => ({
  key: record.id,
  createdAt: chinaDateTime(record.createdAt),
  content: record.content,
});

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.id ?? '');

export const proposalHandlers: RequestHandler[] = [
  // Anyone with the link: no token asked for, none needed.
  http.get('/rest/api/proposal/shared/:key', ({ params }) => {
    const share = db.planShares.get(String(params.key ?? ''));
    const plan = share && db.proposals.get(share.proposalId);
    if (!share || share.revokedAt !== null || !plan || plan.withdrawn) {
      return fail(SANDBOX_CODE.notFound, SHARE_GONE);
    }
    return ok(share.content);
  }),

  http.get('/rest/api/proposal/:id/share', ({ params, request }) => {
    const record = readable(request, idOf(params));
    if (!isRecord(record)) return record;
    const live = liveShare(record.id);
    const payload: ShareState = { share: live ? toShare(live) : null };
    return ok(payload);
  }),

  http.post('/rest/api/proposal/:id/share', ({ params, request }) => {
    const record = readable(request, idOf(params));
    if (!isRecord(record)) return record;
    if (!record.written) {
      return fail(SANDBOX_CODE.proposalNotWritten, '计划书尚未出具，出具后才能分享');
    }
    const live = liveShare(record.id);
    if (live) return ok(toShare(live));
    const key = randomId(16);
    const share = db.planShares.insert({
      id: key,
      proposalId: record.id,
      ownerUserId: record.ownerUserId,
      createdAt: now(),
      revokedAt: null,
      content: sharedContentOf(record, key),
    });
    return ok(toShare(share));
  }),

  http.delete('/rest/api/proposal/:id/share', ({ params, request }) => {
    const record = readable(request, idOf(params));
    if (!isRecord(record)) return record;
    const live = liveShare(record.id);
    if (live) db.planShares.update(live.id, { revokedAt: now() });
    const payload: ShareState = { share: null };
    return ok(payload);
  }),

  http.get('/rest/api/proposal/:id/slots', ({ params, request }) => {
    const record = readable(request, idOf(params));
    if (!isRecord(record)) return record;
    const payload: CallSlots = {
      slots: callSlots(),
      booking: bookingOf(record.id),
    };
    return ok(payload);
  }),

  http.post('/rest/api/proposal/:id/booking', async ({ params, request }) => {
    const record = readable(request, idOf(params));
    if (!isRecord(record)) return record;
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    // No phone: moving a booked call, its number kept (the client has it masked only).
    const kept = bookingOf(record.id) ? (db.bookings.get(record.id)?.phone ?? '') : '';
    const phone = 'phone' in body ? stringField(body, 'phone').trim() : kept;
    if (!isMobilePhone(phone)) return fail(SANDBOX_CODE.badParam, '请输入正确的手机号');
    const booked = bookCall(record.id, stringField(body, 'slotId'), phone);
    if (booked === 'unknown') return fail(SANDBOX_CODE.badParam, '请选择可预约的时间');
    if (booked === 'full') return fail(SANDBOX_CODE.slotFull, '该时段已约满，请选择其他时间');
    const payload: Booking = publicBooking(booked);
    return ok(payload, { bookedAt: chinaDateTime(now()) });
  }),

  http.get('/rest/api/proposal/:id', ({ params, request }) => {
    const record = readable(request, idOf(params));
    return isRecord(record) ? ok(toProposal(record)) : record;
  }),
];
