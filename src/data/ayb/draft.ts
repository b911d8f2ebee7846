import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';
import type { ClaimPerson, GiftRelationship } from './types';

/**
 * What the visitor has done and typed for one gift's claim, in sessionStorage only, so a reload or
 * the trip through sign-in loses nothing; cleared after the claim and on logout (the `gift:`
 * prefix is in session.ts's list).
 */
export interface ClaimDraft {
  /**
   * When 我已逐页阅读上述内容并同意 was ticked (ISO), which it can be only once every document
   * was opened; the form waits for it (claimConsentAt).
   */
  consentAt?: string;
  /** Documents opened (keys). */
  documentsRead?: string[];
  /** The entry notice was shown for this claim. */
  noticeShown?: boolean;
  relationship?: GiftRelationship;
  insured?: Partial<ClaimPerson>;
  applicant?: Partial<ClaimPerson>;
  /** The claim's idempotency key, and the insured ID number it was made for. */
  idempotencyKey?: string;
  keyFor?: string;
}

const key = (giftId: number) => `gift:${giftId}`;

export function readClaimDraft(giftId: number): ClaimDraft {
  return readSessionJson<ClaimDraft>(key(giftId)) ?? {};
}

export function writeClaimDraft(giftId: number, patch: ClaimDraft): ClaimDraft {
  const next = { ...readClaimDraft(giftId), ...patch };
  writeSessionJson(key(giftId), next);
  return next;
}

/**
 * The consent counts only with every one of the gift's documents opened (the purchase's rule,
 * issue 24): its time, else null (a draft ticked before a document was added, say).
 */
export function claimConsentAt(draft: ClaimDraft, documentKeys: readonly string[]): string | null {
  if (!draft.consentAt) return null;
  const read = draft.documentsRead ?? [];
  return documentKeys.every((key) => read.includes(key)) ? draft.consentAt : null;
}

export function clearClaimDraft(giftId: number): void {
  removeSession(key(giftId));
}
