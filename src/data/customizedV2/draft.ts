import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';
import type { Draft } from './questionnaire';

/**
 * The questionnaire's answers so far, per campaign, in sessionStorage only (decisions.md,
 * "Personal data"): a reload or the back button loses nothing; cleared after the submit and on
 * logout (the `custom:` prefix is in session.ts's list).
 */
export const DRAFT_PREFIX = 'custom:';
const key = (campaignId: string) => `${DRAFT_PREFIX}${campaignId}`;

export function readDraft(campaignId: string): Draft {
  return readSessionJson<Draft>(key(campaignId)) ?? {};
}

export function writeDraft(campaignId: string, draft: Draft): void {
  writeSessionJson(key(campaignId), draft);
}

export function clearDraft(campaignId: string): void {
  removeSession(key(campaignId));
}
