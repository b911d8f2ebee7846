import type { CallSlot } from '../data/proposal/types';
import { chinaDate, now } from './clock';
import { addDays } from './cover';
import { db } from './db';
import { SLOT_CAPACITY, SLOT_DAYS, SLOT_TIMES } from './fixtures/customized';
import type { BookingRecord } from './fixtures/proposals';

/**
 * The planners' call times: one calendar for the customisation service's questionnaire (its
 * communicationTime step) and for a plan's call booking, so the time a visitor booked in the
 * questionnaire is the plan's booking, and a booking made in either place fills the same time.
 * Every booking is kept in `db.bookings`, by the plan's id.
 */

/** Calls other families booked already: a fixed pattern, so some times read 已约满. */
const takenByOthers = (date: string, index: number) => (Number(date.slice(8, 10)) + index) % 3;

const slotIdOf = (date: string, index: number) => `${date.replaceAll('-', '')}-${index + 1}`;

/** The times from tomorrow (Beijing) on: SLOT_DAYS days, SLOT_TIMES a day, SLOT_CAPACITY calls each. */
export function callSlots(): CallSlot[] {
  const tomorrow = addDays(chinaDate(now()), 1);
  return Array.from({ length: SLOT_DAYS }, (_, day) => addDays(tomorrow, day)).flatMap((date) =>
    SLOT_TIMES.map((time, index) => {
      const id = slotIdOf(date, index);
      const taken = takenByOthers(date, index) + db.bookings.count((row) => row.slotId === id);
      return { id, date, time, full: taken >= SLOT_CAPACITY };
    }),
  );
}

/** The instant (sandbox clock ms) a booked call ends: its date and the end of its time, Beijing. */
export function callEndsAt(booking: Pick<BookingRecord, 'date' | 'time'>): number {
  const end = booking.time.slice(-5);
  return Date.parse(`${booking.date}T${end}:00+08:00`);
}

/**
 * Books `slotId` for the plan, replacing the plan's earlier booking. Booking the time the plan
 * already holds is no new call; any other full time is refused (null).
 */
export function bookCall(
  proposalId: string,
  slotId: string,
  phone: string,
): BookingRecord | 'unknown' | 'full' {
  const own = db.bookings.get(proposalId);
  const slot = callSlots().find((s) => s.id === slotId);
  if (!slot) return 'unknown';
  if (slot.full && own?.slotId !== slot.id) return 'full';
  if (own) db.bookings.remove(own.id);
  return db.bookings.insert({
    id: proposalId,
    slotId: slot.id,
    date: slot.date,
    time: slot.time,
    phone,
    bookedAt: now(),
  });
}
