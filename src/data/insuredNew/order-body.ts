import { trim } from '../../lib/text';
import type { PurchaseDraft } from '../insured/draft';
import type {
  Beneficiary,
  Consents,
  InsuredPerson,
  InsuredSubmitBody,
  Person,
} from '../insured/types';
import type { TrialDraft } from '../product/trial-draft';
import type { PayFrequency, Plan, ProductDetail } from '../product/types';

/** What the order is for: the plan and trial factors, valid for the product. */
export interface OrderFactors {
  plan: Plan;
  planId: number;
  sumInsured: number;
  term: string;
  payFrequency: PayFrequency;
}

/** The body of the order submit without the keys the saga adds (idempotency key, trail id). */
export type OrderBody = Omit<InsuredSubmitBody, 'idempotencyKey' | 'traceId'>;

function pick<T>(wanted: T | undefined, offered: readonly T[]): T | undefined {
  return wanted !== undefined && offered.includes(wanted) ? wanted : offered[0];
}

/**
 * The trial's choices made valid for the product (the same fallbacks as the trial: anything the
 * plan does not offer becomes its first option). Null when the product has nothing to sell.
 */
export function orderFactors(
  product: Pick<ProductDetail, 'plans'>,
  trial: TrialDraft,
): OrderFactors | null {
  const plan = product.plans.find((p) => p.id === trial.planId) ?? product.plans[0];
  if (!plan) return null;
  const sumInsured = pick(trial.sumInsured, plan.sumInsuredOptions);
  const term = pick(
    trial.term,
    plan.terms.map((t) => t.value),
  );
  const payFrequency = pick(trial.payFrequency, plan.payFrequencies);
  if (sumInsured === undefined || term === undefined || payFrequency === undefined) return null;
  return { plan, planId: plan.id, sumInsured, term, payFrequency };
}

function person(value: Partial<Person> | undefined): Person | null {
  const name = trim(value?.name);
  const idCard = trim(value?.idCard).toUpperCase();
  const mobile = trim(value?.mobile);
  return name && idCard && mobile ? { name, idCard, mobile } : null;
}

/** The applicant as entered (with the region when there is one), or null when incomplete. */
export function draftApplicant(draft: PurchaseDraft): InsuredSubmitBody['applicant'] | null {
  const applicant = person(draft.applicant);
  if (!applicant) return null;
  const regionCode = trim(draft.applicant?.regionCode);
  return regionCode ? { ...applicant, regionCode } : applicant;
}

/** The insured person; for 本人 the applicant's details stand in for any left out. */
export function draftInsured(draft: PurchaseDraft): InsuredPerson | null {
  const entered = draft.insured ?? {};
  const relationship = entered.relationship ?? 'self';
  const base =
    relationship === 'self'
      ? person({ ...draft.applicant, ...stripEmpty(entered) })
      : person(entered);
  if (!base) return null;
  const insured: InsuredPerson = { ...base, relationship };
  for (const key of ['regionCode', 'areaCode', 'jobCode', 'jobLabel'] as const) {
    const value = trim(entered[key]);
    if (value) insured[key] = value;
  }
  return insured;
}

function stripEmpty(value: Partial<InsuredPerson>): Partial<Person> {
  const out: Partial<Person> = {};
  for (const key of ['name', 'idCard', 'mobile'] as const) {
    if (trim(value[key])) out[key] = value[key];
  }
  return out;
}

/** Named beneficiaries that are complete; 法定 has none. */
export function draftBeneficiaries(draft: PurchaseDraft): Beneficiary[] {
  if (draft.beneficiaryType !== 'named') return [];
  return (draft.beneficiaries ?? []).flatMap((b) => {
    const name = trim(b.name);
    const idCard = trim(b.idCard).toUpperCase();
    if (!name || !idCard || !b.relationship || typeof b.share !== 'number') return [];
    return [{ name, idCard, relationship: b.relationship, share: b.share }];
  });
}

/** The order submit body from the draft, or null when something it needs is missing. */
export function buildOrderBody(args: {
  productId: number;
  factors: OrderFactors;
  draft: PurchaseDraft;
  withHealth: boolean;
  consents: Consents;
}): OrderBody | null {
  const { productId, factors, draft, withHealth, consents } = args;
  const applicant = draftApplicant(draft);
  const insured = draftInsured(draft);
  if (!applicant || !insured) return null;
  if (withHealth && !draft.healthAnswers) return null;
  const beneficiaryType = draft.beneficiaryType === 'named' ? 'named' : 'legal';
  return {
    productId,
    planId: factors.planId,
    sumInsured: factors.sumInsured,
    term: factors.term,
    payFrequency: factors.payFrequency,
    applicant,
    insured,
    beneficiaryType,
    beneficiaries: beneficiaryType === 'named' ? draftBeneficiaries(draft) : [],
    ...(withHealth ? { healthAnswers: draft.healthAnswers } : {}),
    consents,
  };
}
