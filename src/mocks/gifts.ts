import type { ClaimedPolicy, Gift, GiftStatus } from '../data/ayb/types';
import { ageIntervalToBirthRange, isDateInRange } from '../lib/date';
import { maskName } from '../lib/mask';
import { chinaDate, now } from './clock';
import { db } from './db';
import type { GiftRecord } from './fixtures/gifts';
import type { PolicyRecord } from './fixtures/policies';
import type { UserRecord } from './fixtures/accounts';
import { ageRangeText, insurerProfile } from './fixtures/products/shared';
import { policyFor } from './policies';
import { findProduct } from './products';

/**
 * The gift campaigns as the client sees them: the campaign (who gives it, until when, how many
 * places are left) with its product's cover, age range, documents and filing, stated once in the
 * product data.
 */

const today = () => chinaDate(now());

export function placesLeft(gift: GiftRecord): number {
  const claimed = db.giftClaims.count((claim) => claim.giftId === gift.id);
  return Math.max(0, gift.quota - gift.claimedBefore - claimed);
}

export function giftStatus(gift: GiftRecord, on: string = today()): GiftStatus {
  if (on > gift.endsAt || on < gift.startsAt) return 'ended';
  return placesLeft(gift) === 0 ? 'soldOut' : 'open';
}

/**
 * The policies this gift issued on claims the account can see (its own, as the claim's 4201
 * shows them), newest first.
 */
export function claimedBy(gift: GiftRecord, user: UserRecord | undefined): ClaimedPolicy[] {
  if (!user) return [];
  return db.giftClaims
    .filter((claim) => claim.giftId === gift.id)
    .reverse()
    .flatMap((claim) => {
      const policy = policyFor(user, claim.policyNo);
      return policy ? [claimedPolicyView(policy)] : [];
    });
}

/**
 * The gift's view, with what `user` (the caller, when signed in) has claimed of it; undefined
 * when its product is gone from the sandbox.
 */
export function toGift(gift: GiftRecord, user?: UserRecord): Gift | undefined {
  const product = findProduct(gift.productId);
  const plan = product?.plans[0];
  const term = plan?.terms[0];
  if (!product || !plan || !term) return undefined;
  const facts = product.keyFacts;
  return {
    id: gift.id,
    productId: product.id,
    name: gift.name ?? product.name,
    insurer: product.insurer,
    sponsor: gift.sponsor,
    kind: gift.kind,
    status: giftStatus(gift),
    slogan: product.slogan,
    coverages: plan.coverages,
    sumInsured: Math.max(...plan.sumInsuredOptions),
    termLabel: term.label,
    effectiveRule: gift.effectiveRule,
    ageInterval: product.ageInterval,
    ageRange: facts.ageRange || ageRangeText(product.ageInterval),
    relationships: gift.relationships,
    waitingPeriod: facts.waitingPeriod,
    claimReport: facts.claimReport,
    endsAt: gift.endsAt,
    remaining: placesLeft(gift),
    filings: product.documents
      .filter((doc) => doc.key === 'terms')
      .map((doc) => ({ name: doc.title, number: facts.filingNumber })),
    exclusions: product.exclusions,
    documents: product.documents.filter((doc) =>
      ['notice', 'terms', 'exclusions'].includes(doc.key),
    ),
    insurerHotline: insurerProfile(product.insurer).phone,
    branchProvinces: gift.branchProvinces,
    claimed: claimedBy(gift, user),
  };
}

/** Whether the insured person's age on `on` is within the gift's product's range. */
export function insurableFor(gift: GiftRecord, birth: Date, on: Date): boolean {
  const product = findProduct(gift.productId);
  if (!product) return false;
  const range = ageIntervalToBirthRange(product.ageInterval, on);
  return isDateInRange(birth, range.start, range.end);
}

export const claimId = (giftId: number, idCard: string) => `${giftId}:${idCard}`;

export function claimedPolicyView(policy: PolicyRecord): ClaimedPolicy {
  return {
    policyNo: policy.id,
    orderId: policy.orderId ?? '',
    productName: policy.productName,
    insurer: policy.insurer,
    insuredName: policy.insured.map((person) => maskName(person.name)).join('、'),
    effectiveDate: policy.effectiveDate,
    endDate: policy.endDate,
  };
}
