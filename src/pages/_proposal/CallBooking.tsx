import { useEffect, useState, type FormEvent } from 'react';
import { COPY } from '../../config/copy';
import { PLAN_TIMING } from '../../config/copy-plan-timing';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { proposalActions, selectBooking, selectCallSlots } from '../../data/proposal';
import {
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from '../../data/proposal/booking-draft';
import type { Booking, CallSlot } from '../../data/proposal/types';
import { chineseDate } from '../../lib/date';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { useHistoryLayer } from '../../ui/history-layer';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { StateBlock } from '../../ui/StateBlock';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.booking;

function groupByDate(slots: CallSlot[]): [string, CallSlot[]][] {
  const days = new Map<string, CallSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

/** `2026年11月29日 19:00-20:00`: a booked call, as the plan and the service's result write it. */
export const callText = (booking: Pick<Booking, 'date' | 'time'>) =>
  PLAN_TIMING.call(chineseDate(booking.date), booking.time);

/**
 * The plan's call with its planner, from the server's times (`proposal/{id}/slots`): the call
 * booked (in the customisation questionnaire or here) reads as the visitor's, 已预约 with its date
 * and time, and can be moved; without one, the times to choose from (full ones disabled, 已约满)
 * and the number to call.
 */
export function CallBooking({ proposalId }: { proposalId: string }) {
  const dispatch = useAppDispatch();
  const slots = useAppSelector(selectCallSlots);
  const booking = useAppSelector(selectBooking);
  const [draft, setDraft] = useState<BookingDraft>(() => readBookingDraft(proposalId));
  // The booking being changed: the form shows until a new booking replaces it.
  const [changing, setChanging] = useState<Booking | null | undefined>(undefined);
  // Moving a booked call keeps its number (shown masked, as the server has it) until the visitor
  // asks to give another.
  const [newPhone, setNewPhone] = useState(false);
  const load = () => dispatch(proposalActions.slotsRequested({ id: proposalId }));

  useEffect(() => {
    dispatch(proposalActions.slotsRequested({ id: proposalId }));
  }, [dispatch, proposalId]);

  const update = (patch: BookingDraft) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeBookingDraft(proposalId, next);
  };

  const data = slots.id === proposalId ? slots.data : null;
  const mine = data?.booking ?? null;
  const keptPhone = mine?.phone && !newPhone ? mine.phone : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.slotId) return void toast.fail(TEXT.chooseSlot, DURATION.quickFail);
    if (keptPhone) {
      dispatch(proposalActions.bookingRequested({ id: proposalId, slotId: draft.slotId }));
      return;
    }
    const phone = trim(draft.phone ?? '');
    if (!isMobilePhone(phone)) return void toast.fail(COPY.login.badPhone, DURATION.quickFail);
    dispatch(proposalActions.bookingRequested({ id: proposalId, slotId: draft.slotId, phone }));
  };

  // Changing a booked call opens the times over it: Back closes them, keeping the booking, before
  // it leaves the plan.
  const rebooking = !!mine && changing !== undefined && changing === booking.done;
  useHistoryLayer('rebook-call', rebooking, () => setChanging(undefined));
  if (!data) {
    return slots.status === 'failed' ? (
      <StateBlock
        kind="error"
        title={TEXT.slotsFailed}
        action={<Button onClick={load}>{PROPOSAL_COPY.retry}</Button>}
      />
    ) : (
      <p className={styles.note}>{COPY.common.loading}</p>
    );
  }
  if (mine && !rebooking) {
    return (
      <>
        <p className={styles.booked} role="status" data-testid="booked-call">
          {PLAN_TIMING.booked(callText(mine))}
        </p>
        {mine.phone ? (
          // The number the planner will call, as the server keeps it (masked).
          <p className={styles.bookedPhone} data-testid="booked-phone">
            {TEXT.phone} <span className={styles.keptNumber}>{mine.phone}</span>
          </p>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => {
            const kept = readBookingDraft(proposalId);
            setDraft({ ...kept, slotId: kept.slotId ?? mine.slotId });
            setNewPhone(false);
            setChanging(booking.done);
          }}
        >
          {TEXT.rebook}
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      {groupByDate(data.slots).map(([date, daySlots]) => (
        <div key={date}>
          <p className={styles.day}>{chineseDate(date)}</p>
          <div className={styles.slots} role="group" aria-label={chineseDate(date)}>
            {daySlots.map((slot) => {
              // The visitor's own time is theirs, not 已约满 (it is full with their call in it).
              const own = slot.id === mine?.slotId;
              return (
                <button
                  key={slot.id}
                  type="button"
                  className={draft.slotId === slot.id ? styles.slotOn : styles.slotOff}
                  aria-pressed={draft.slotId === slot.id}
                  disabled={slot.full && !own}
                  onClick={() => update({ slotId: slot.id })}
                >
                  {slot.time}
                  {own ? ` ${TEXT.yours}` : slot.full ? ` ${TEXT.full}` : ''}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {keptPhone ? (
        <div className={styles.keptPhone}>
          <span>
            {TEXT.phone}
            <output className={styles.keptNumber} data-testid="booking-phone">
              {keptPhone}
            </output>
          </span>
          <button type="button" className={styles.changePhone} onClick={() => setNewPhone(true)}>
            {TEXT.changePhone}
          </button>
        </div>
      ) : (
        <label className={styles.field}>
          {TEXT.phone}
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={TEXT.phonePlaceholder}
            value={draft.phone ?? ''}
            onChange={(event) => update({ phone: event.target.value.replace(/\D/g, '') })}
          />
        </label>
      )}
      <Button type="submit" block loading={booking.status === 'loading'}>
        {booking.status === 'loading' ? TEXT.submitting : TEXT.submit}
      </Button>
      {booking.refusal ? (
        <p className={styles.refused} role="alert">
          {booking.refusal}
        </p>
      ) : null}
    </form>
  );
}
