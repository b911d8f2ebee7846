import { useEffect, useState, type FormEvent } from 'react';
import { COPY } from '../../config/copy';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { proposalActions, selectBooking, selectCallSlots } from '../../data/proposal';
import {
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from '../../data/proposal/booking-draft';
import type { Booking, CallSlot, Proposal } from '../../data/proposal/types';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import { Button } from '../../ui/Button';
import { DURATION, toast } from '../../ui/feedback';
import { StateBlock } from '../../ui/StateBlock';
import { sectionScreen } from './ProposalGate';
import { Steps } from './ServiceProcess';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.booking;

function groupByDate(slots: CallSlot[]): [string, CallSlot[]][] {
  const days = new Map<string, CallSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

function BookingForm({ proposal }: { proposal: Proposal }) {
  const dispatch = useAppDispatch();
  const slots = useAppSelector(selectCallSlots);
  const booking = useAppSelector(selectBooking);
  const [draft, setDraft] = useState<BookingDraft>(() => readBookingDraft(proposal.id));
  // The booking being changed: the form shows until a new booking replaces it.
  const [changing, setChanging] = useState<Booking | null | undefined>(undefined);
  const load = () => dispatch(proposalActions.slotsRequested({ id: proposal.id }));

  useEffect(() => {
    dispatch(proposalActions.slotsRequested({ id: proposal.id }));
  }, [dispatch, proposal.id]);

  const update = (patch: BookingDraft) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeBookingDraft(proposal.id, next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.slotId) return void toast.fail(TEXT.chooseSlot, DURATION.quickFail);
    const phone = trim(draft.phone ?? '');
    if (!isMobilePhone(phone)) return void toast.fail(COPY.login.badPhone, DURATION.quickFail);
    dispatch(proposalActions.bookingRequested({ id: proposal.id, slotId: draft.slotId, phone }));
  };

  const data = slots.id === proposal.id ? slots.data : null;
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
  if (data.booking && (changing === undefined || changing !== booking.done)) {
    return (
      <>
        <p className={styles.booked} role="status">
          {TEXT.booked(data.booking.date, data.booking.time)}
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(readBookingDraft(proposal.id));
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
          <p className={styles.day}>{date}</p>
          <div className={styles.slots} role="group" aria-label={date}>
            {daySlots.map((slot) => (
              <button
                key={slot.id}
                type="button"
                className={draft.slotId === slot.id ? styles.slotOn : styles.slotOff}
                aria-pressed={draft.slotId === slot.id}
                disabled={slot.full}
                onClick={() => update({ slotId: slot.id })}
              >
                {slot.time}
                {slot.full ? ` ${TEXT.full}` : ''}
              </button>
            ))}
          </div>
        </div>
      ))}
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

/** FollowUpService: what the advisor does next, and booking a call time with them. */
export function FollowUpServiceSection({ proposal }: { proposal: Proposal }) {
  return (
    <>
      {proposal.followUp.length > 0 ? (
        <section className={styles.card} aria-label={PROPOSAL_COPY.sections.followUp}>
          <h2 className={styles.cardTitle}>{PROPOSAL_COPY.sections.followUp}</h2>
          <Steps steps={proposal.followUp} />
        </section>
      ) : null}
      <section className={styles.card} aria-label={TEXT.title}>
        <h2 className={styles.cardTitle}>{TEXT.title}</h2>
        <p className={styles.lead}>{TEXT.lead}</p>
        <BookingForm proposal={proposal} />
      </section>
    </>
  );
}

export default sectionScreen(FollowUpServiceSection);
