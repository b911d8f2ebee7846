import { readSessionJson, writeSessionJson } from '../../lib/storage';
import type { PayFrequency } from './types';

/**
 * The visitor's chosen plan and trial factors for a product, carried from the detail screen and the
 * trial into the purchase steps. Session storage only: the birth date is personal data.
 */
export interface TrialDraft {
  planId?: number;
  sumInsured?: number;
  term?: string;
  payFrequency?: PayFrequency;
  /** YYYY-MM-DD */
  birthDate?: string;
}

const key = (productId: number) => `trial:${productId}`;

export function readTrialDraft(productId: number): TrialDraft {
  return readSessionJson<TrialDraft>(key(productId)) ?? {};
}

export function writeTrialDraft(productId: number, patch: TrialDraft): TrialDraft {
  const next = { ...readTrialDraft(productId), ...patch };
  writeSessionJson(key(productId), next);
  return next;
}
