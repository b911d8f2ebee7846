import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { ageOn } from '../../lib/date';
import { parseIdCard } from '../../lib/id-card';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import type { Plan, ProductDetail } from '../product/types';
import { isInsurableBirth } from './birth-range';
import type { PurchaseDraft } from './draft';
import type { Beneficiary, InsuredPerson, Person } from './types';

/**
 * The insured form's rules, pure: the screen, the later funnel steps and the tests share them.
 * Messages are copy.md's (COPY.insured) where it has one; the others are in FUNNEL_COPY.insuredForm.
 */
const TEXT = FUNNEL_COPY.insuredForm.errors;

export const MAX_BENEFICIARIES = 3;
export const ADULT_AGE = 18;

/** Form fields, in the order the screen shows them (so the first error is the first on screen). */
export const FIELD = {
  applicantName: 'applicant.name',
  applicantIdCard: 'applicant.idCard',
  applicantMobile: 'applicant.mobile',
  insuredName: 'insured.name',
  insuredIdCard: 'insured.idCard',
  insuredMobile: 'insured.mobile',
  insuredArea: 'insured.areaCode',
  insuredJob: 'insured.jobCode',
  beneficiaryName: (i: number) => `beneficiaries.${i}.name`,
  beneficiaryIdCard: (i: number) => `beneficiaries.${i}.idCard`,
  beneficiaryRelationship: (i: number) => `beneficiaries.${i}.relationship`,
  beneficiaryShare: (i: number) => `beneficiaries.${i}.share`,
  beneficiaryTotal: 'beneficiaries.total',
} as const;

export interface FieldError {
  field: string;
  message: string;
}

/** Han characters, optionally in parts joined by a middle dot (买买提·艾力), 2-20 characters in all. */
const NAME = /^\p{Script=Han}+(?:[·•・]\p{Script=Han}+)*$/u;

export function isValidName(value: string): boolean {
  const name = trim(value);
  const length = Array.from(name).length;
  return length >= 2 && length <= 20 && NAME.test(name);
}

export { insuredBirthRange, isInsurableBirth } from './birth-range';

/** An ID number as it is kept and sent: no spaces anywhere, upper-case X. */
export function normalizeIdCard(value: string | undefined): string {
  return (value ?? '').replace(/\s/g, '').toUpperCase();
}

function cleanPerson<T extends Partial<Person>>(person: T | undefined): T {
  const source = person ?? ({} as T);
  return {
    ...source,
    name: trim(source.name),
    idCard: normalizeIdCard(source.idCard),
    mobile: trim(source.mobile),
  };
}

/**
 * The draft as it is checked and handed on: text trimmed, ID numbers normalised, the insured a copy
 * of the applicant when the relationship is 本人, and no named beneficiaries under 法定.
 */
export function cleanDraft(draft: PurchaseDraft): PurchaseDraft {
  const applicant = cleanPerson(draft.applicant);
  const insuredOwn = cleanPerson<Partial<InsuredPerson>>(draft.insured);
  const relationship = insuredOwn.relationship ?? 'self';
  const insured: Partial<InsuredPerson> =
    relationship === 'self'
      ? {
          ...insuredOwn,
          relationship,
          name: applicant.name,
          idCard: applicant.idCard,
          mobile: applicant.mobile,
        }
      : { ...insuredOwn, relationship };
  const beneficiaryType = draft.beneficiaryType ?? 'legal';
  return {
    ...draft,
    applicant,
    insured,
    beneficiaryType,
    beneficiaries:
      beneficiaryType === 'named'
        ? (draft.beneficiaries ?? []).map((b) => cleanPerson<Partial<Beneficiary>>(b))
        : [],
  };
}

/**
 * The draft handed on once it passes: cleaned, and a minor insured who has no phone of their own is
 * reached through the applicant, their guardian (the order needs a contact number for each person).
 */
export function finishDraft(draft: PurchaseDraft): PurchaseDraft {
  const clean = cleanDraft(draft);
  if (!clean.insured || clean.insured.mobile) return clean;
  return { ...clean, insured: { ...clean.insured, mobile: clean.applicant?.mobile ?? '' } };
}

type ProductRules = Pick<ProductDetail, 'ageInterval' | 'features'>;

/**
 * Every rule of the insured form, on the trimmed draft, in screen order, at most one message per
 * field. `today` is the visitor's calendar day: ages are whole days and years as lib/date counts them.
 */
export function validateDraft(
  draft: PurchaseDraft,
  product: ProductRules,
  plan: Pick<Plan, 'ageInterval'> | undefined,
  today: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  const clean = cleanDraft(draft);
  const applicant = clean.applicant ?? {};
  const insured = clean.insured ?? {};
  const self = insured.relationship === 'self';

  if (!isValidName(applicant.name ?? '')) add(FIELD.applicantName, COPY.insured.badName);
  const applicantId = parseIdCard(applicant.idCard ?? '', today);
  if (!applicantId.valid) add(FIELD.applicantIdCard, COPY.insured.badIdCard);
  else if (applicantId.age < ADULT_AGE) add(FIELD.applicantIdCard, TEXT.applicantAdult);
  if (!isMobilePhone(applicant.mobile ?? '')) add(FIELD.applicantMobile, COPY.insured.badPhone);

  const insuredId = self ? applicantId : parseIdCard(insured.idCard ?? '', today);
  const ageField = self ? FIELD.applicantIdCard : FIELD.insuredIdCard;
  if (!self) {
    if (!isValidName(insured.name ?? '')) add(FIELD.insuredName, COPY.insured.badName);
    if (!insuredId.valid) add(FIELD.insuredIdCard, COPY.insured.badIdCard);
    else if (applicantId.valid && insured.idCard === applicant.idCard) {
      add(FIELD.insuredIdCard, TEXT.sameAsApplicant);
    }
  }
  if (insuredId.valid && !isInsurableBirth(insuredId.birth, product, plan, today)) {
    add(ageField, COPY.insured.badAge);
  }
  if (!self) {
    // A minor insured may have no phone of their own; an adult's, or one typed in, must be right.
    const minor = insuredId.valid && ageOn(insuredId.birth, today) < ADULT_AGE;
    const mobile = insured.mobile ?? '';
    if ((!minor || mobile !== '') && !isMobilePhone(mobile)) {
      add(FIELD.insuredMobile, COPY.insured.badPhone);
    }
  }

  if (product.features.region && !insured.areaCode) add(FIELD.insuredArea, COPY.insured.noRegion);
  if (product.features.occupation && !insured.jobCode) add(FIELD.insuredJob, COPY.insured.noJob);

  if (product.features.namedBeneficiary && clean.beneficiaryType === 'named') {
    validateBeneficiaries(clean.beneficiaries ?? [], insured.idCard ?? '', today, add);
  }
  return errors;
}

function validateBeneficiaries(
  list: Partial<Beneficiary>[],
  insuredIdCard: string,
  today: Date,
  add: (field: string, message: string) => void,
): void {
  const seen = new Set<string>();
  list.forEach((beneficiary, i) => {
    if (!isValidName(beneficiary.name ?? '')) add(FIELD.beneficiaryName(i), COPY.insured.badName);
    const idCard = beneficiary.idCard ?? '';
    if (!parseIdCard(idCard, today).valid) add(FIELD.beneficiaryIdCard(i), COPY.insured.badIdCard);
    else if (idCard === insuredIdCard) add(FIELD.beneficiaryIdCard(i), TEXT.beneficiaryIsInsured);
    else if (seen.has(idCard)) add(FIELD.beneficiaryIdCard(i), TEXT.beneficiaryDuplicate);
    seen.add(idCard);
    if (!beneficiary.relationship) {
      add(FIELD.beneficiaryRelationship(i), TEXT.beneficiaryRelationship);
    }
    const share = beneficiary.share;
    if (share === undefined || !Number.isInteger(share) || share < 1 || share > 100) {
      add(FIELD.beneficiaryShare(i), TEXT.beneficiaryShare);
    }
  });
  const total = list.reduce((sum, b) => sum + (b.share ?? 0), 0);
  if (list.length === 0 || list.length > MAX_BENEFICIARIES || total !== 100) {
    add(FIELD.beneficiaryTotal, TEXT.beneficiaryTotal);
  }
}
