import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';

/**
 * What the call-booking form holds for a plan, kept for this tab only (the phone is personal
 * data: session storage, cleared after booking and on logout).
 */
export interface BookingDraft {
  slotId?: string;
  phone?: string;
}

const key = (proposalId: string) => `booking:${proposalId}`;

export function readBookingDraft(proposalId: string): BookingDraft {
  return readSessionJson<BookingDraft>(key(proposalId)) ?? {};
}

export function writeBookingDraft(proposalId: string, draft: BookingDraft): void {
  writeSessionJson(key(proposalId), draft);
}

export function clearBookingDraft(proposalId: string): void {
  removeSession(key(proposalId));
}
