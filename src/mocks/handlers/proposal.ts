import { http, type RequestHandler } from 'msw';
import type { Booking, CallSlot, CallSlots, Proposal } from '../../data/proposal/types';
import { isMobilePhone } from '../../lib/phone';
import { userForRequest } from '../accounts';
import { chinaDate, chinaDateTime, now } from '../clock';
import { db } from '../db';
import { addDays } from '../fixtures/policies';
import type { ProposalRecord } from '../fixtures/proposals';
import { readJsonObject, stringField } from '../request-body';
import { badParam, fail, ok, SANDBOX_CODE, type EnvelopeResponse } from '../reply';

/**
 * The `proposal` data area (paths ASSUMED, docs/api.md): a plan by its id, open to anyone with
 * the link (it carries no ID numbers or phones; the members' birth dates only for the signed-in
 * family it was made for), and the advisor's call times with booking.
 */

/** The advisor's call times: the next three days, four a day, two calls each. */
const SLOT_TIMES = ['10:00-11:00', '14:00-15:00', '16:00-17:00', '19:00-20:00'] as const;
const SLOT_DAYS = 3;
const SLOT_CAPACITY = 2;

/** A plan that can be read; the reply for one that cannot. */
function readable(id: string): ProposalRecord | EnvelopeResponse {
  const record = db.proposals.get(id);
  if (!record) return fail(SANDBOX_CODE.notFound, '计划书不存在，请向您的规划师核对链接');
  if (record.withdrawn) return fail(SANDBOX_CODE.proposalWithdrawn, '该计划书已被规划师撤回');
  return record;
}

const isRecord = (value: ProposalRecord | EnvelopeResponse): value is ProposalRecord =>
  !(value instanceof Response);

function toProposal(record: ProposalRecord, owner: boolean): Proposal {
  const { ownerUserId: _owner, withdrawn: _withdrawn, ...proposal } = record;
  return {
    ...proposal,
    members: proposal.members.map((member) => ({
      ...member,
      birthDate: owner ? member.birthDate : null,
    })),
  };
}

/**
 * Calls other families booked already: a fixed pattern per day and time, so some times read
 * 已约满 and the demo looks lived in.
 */
function takenByOthers(date: string, index: number): number {
  return (Number(date.slice(8, 10)) + index) % 3;
}

function slotsFrom(today: string): CallSlot[] {
  return Array.from({ length: SLOT_DAYS }, (_, day) => addDays(today, day + 1)).flatMap((date) =>
    SLOT_TIMES.map((time, index) => {
      const id = `${date}T${time.slice(0, 5)}`;
      const booked = db.bookings.count((booking) => booking.slotId === id);
      return { id, date, time, full: takenByOthers(date, index) + booked >= SLOT_CAPACITY };
    }),
  );
}

function bookingOf(id: string): Booking | null {
  const booking = db.bookings.get(id);
  return booking ? { slotId: booking.slotId, date: booking.date, time: booking.time } : null;
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.id ?? '');

export const proposalHandlers: RequestHandler[] = [
  http.get('/rest/api/proposal/:id/slots', ({ params }) => {
    const record = readable(idOf(params));
    if (!isRecord(record)) return record;
    const payload: CallSlots = {
      slots: slotsFrom(chinaDate(now())),
      booking: bookingOf(record.id),
    };
    return ok(payload);
  }),

  http.post('/rest/api/proposal/:id/booking', async ({ params, request }) => {
    const record = readable(idOf(params));
    if (!isRecord(record)) return record;
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const phone = stringField(body, 'phone').trim();
    if (!isMobilePhone(phone)) return fail(SANDBOX_CODE.badParam, '请输入正确的手机号');
    const own = db.bookings.get(record.id);
    const slot = slotsFrom(chinaDate(now())).find((s) => s.id === stringField(body, 'slotId'));
    if (!slot) return fail(SANDBOX_CODE.badParam, '请选择可预约的时间');
    // Booking the time it already holds is no new call; any other full time is refused.
    if (slot.full && own?.slotId !== slot.id) {
      return fail(SANDBOX_CODE.slotFull, '该时段已约满，请选择其他时间');
    }
    if (own) db.bookings.remove(own.id);
    db.bookings.insert({
      id: record.id,
      slotId: slot.id,
      date: slot.date,
      time: slot.time,
      phone,
      bookedAt: now(),
    });
    const payload: Booking = { slotId: slot.id, date: slot.date, time: slot.time };
    return ok(payload, { bookedAt: chinaDateTime(now()) });
  }),

  http.get('/rest/api/proposal/:id', ({ params, request }) => {
    const record = readable(idOf(params));
    if (!isRecord(record)) return record;
    const user = userForRequest(request);
    return ok(toProposal(record, user !== undefined && user.id === record.ownerUserId));
  }),
];
