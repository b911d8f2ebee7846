import { http, type RequestHandler } from 'msw';
import type { Booking, CallSlots, PlanInWriting, Proposal } from '../../data/proposal/types';
import { isMobilePhone } from '../../lib/phone';
import { userForRequest } from '../accounts';
import { chinaDateTime, now } from '../clock';
import { refreshPlans } from '../customized';
import { db } from '../db';
import type { ProposalRecord } from '../fixtures/proposals';
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
  return { slotId: booking.slotId, date: booking.date, time: booking.time };
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.id ?? '');

export const proposalHandlers: RequestHandler[] = [
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
    const phone = stringField(body, 'phone').trim();
    if (!isMobilePhone(phone)) return fail(SANDBOX_CODE.badParam, '请输入正确的手机号');
    const booked = bookCall(record.id, stringField(body, 'slotId'), phone);
    if (booked === 'unknown') return fail(SANDBOX_CODE.badParam, '请选择可预约的时间');
    if (booked === 'full') return fail(SANDBOX_CODE.slotFull, '该时段已约满，请选择其他时间');
    const payload: Booking = { slotId: booked.slotId, date: booked.date, time: booked.time };
    return ok(payload, { bookedAt: chinaDateTime(now()) });
  }),

  http.get('/rest/api/proposal/:id', ({ params, request }) => {
    const record = readable(request, idOf(params));
    return isRecord(record) ? ok(toProposal(record)) : record;
  }),
];
