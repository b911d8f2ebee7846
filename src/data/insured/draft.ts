import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';
import type { Beneficiary, BeneficiaryType, HealthAnswers, InsuredPerson, Person } from './types';

/**
 * What the visitor has entered for one product's purchase, kept in sessionStorage only (decisions.md,
 * "Personal data"), so a reload or a trip to the terms loses nothing; cleared after a successful
 * submit and on logout (the `draft:` prefix is in session.ts's list).
 */
export interface PurchaseDraft {
  applicant?: Partial<Person> & { regionCode?: string };
  insured?: Partial<InsuredPerson>;
  beneficiaryType?: BeneficiaryType;
  beneficiaries?: Partial<Beneficiary>[];
  healthAnswers?: HealthAnswers;
  /** The insured form passed its checks (the later steps require it). */
  insuredDone?: boolean;
  /** The health statement was submitted and passed. */
  healthDone?: boolean;
  /** The entry notice was shown for this purchase. */
  noticeShown?: boolean;
  /** Documents opened on the confirmation screen (keys). */
  documentsRead?: string[];
  /** The order's idempotency key: the same on every retry of one submit. */
  idempotencyKey?: string;
}

const key = (productId: number) => `draft:${productId}`;

export function readDraft(productId: number): PurchaseDraft {
  return readSessionJson<PurchaseDraft>(key(productId)) ?? {};
}

export function writeDraft(productId: number, patch: PurchaseDraft): PurchaseDraft {
  const next = { ...readDraft(productId), ...patch };
  writeSessionJson(key(productId), next);
  return next;
}

export function clearDraft(productId: number): void {
  removeSession(key(productId));
}
