import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { GIFT_COPY } from '../../config/copy-gift';
import { ageOn } from '../../lib/date';
import { parseIdCard } from '../../lib/id-card';
import { isMobilePhone } from '../../lib/phone';
import { trim } from '../../lib/text';
import {
  ADULT_AGE,
  FIELD,
  isInsurableBirth,
  isValidName,
  normalizeIdCard,
  type FieldError,
} from '../insured/validate';
import type { ClaimDraft } from './draft';
import type { ClaimPerson, Gift, GiftRelationship } from './types';

/**
 * The claim form's rules, the funnel's own (names, ID checksum, the age against the gift's
 * range, mobiles), in screen order, at most one message per field.
 */
export const CLAIM_FIELD = {
  ...FIELD,
  insuredAgreed: 'insuredAgreed',
} as const;

export interface ClaimForm {
  relationship: GiftRelationship;
  insured: Partial<ClaimPerson>;
  applicant: Partial<ClaimPerson>;
  insuredAgreed: boolean;
}

const clean = (person: Partial<ClaimPerson>): ClaimPerson => ({
  name: trim(person.name),
  idCard: normalizeIdCard(person.idCard),
  mobile: trim(person.mobile),
});

/** The form as it was left in the draft, 本人 when nothing was chosen or the gift does not allow it. */
export function formOf(draft: ClaimDraft, gift: Pick<Gift, 'relationships'>): ClaimForm {
  const relationship =
    draft.relationship && gift.relationships.includes(draft.relationship)
      ? draft.relationship
      : (gift.relationships[0] ?? 'self');
  return {
    relationship,
    insured: draft.insured ?? {},
    applicant: draft.applicant ?? {},
    insuredAgreed: false,
  };
}

const isMinor = (idCard: string, today: Date) => {
  const info = parseIdCard(idCard, today);
  return info.valid && ageOn(info.birth, today) < ADULT_AGE;
};

/** The people as they are sent: trimmed, and a minor without a phone reached through the visitor's. */
export function claimPeople(form: ClaimForm, today: Date) {
  const insured = clean(form.insured);
  if (form.relationship === 'self') return { insured, applicant: null };
  const applicant = clean(form.applicant);
  const mobile = insured.mobile || (isMinor(insured.idCard, today) ? applicant.mobile : '');
  return { insured: { ...insured, mobile }, applicant };
}

export function validateClaim(
  form: ClaimForm,
  gift: Pick<Gift, 'ageInterval'>,
  today: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  const self = form.relationship === 'self';
  const insured = clean(form.insured);

  if (!self) {
    const applicant = clean(form.applicant);
    if (!isValidName(applicant.name)) add(CLAIM_FIELD.applicantName, COPY.insured.badName);
    const id = parseIdCard(applicant.idCard, today);
    if (!id.valid) add(CLAIM_FIELD.applicantIdCard, COPY.insured.badIdCard);
    else if (id.age < ADULT_AGE) {
      add(CLAIM_FIELD.applicantIdCard, FUNNEL_COPY.insuredForm.errors.applicantAdult);
    }
    if (!isMobilePhone(applicant.mobile)) add(CLAIM_FIELD.applicantMobile, COPY.insured.badPhone);
    if (id.valid && applicant.idCard === insured.idCard) {
      add(CLAIM_FIELD.insuredIdCard, FUNNEL_COPY.insuredForm.errors.sameAsApplicant);
    }
  }

  if (!isValidName(insured.name)) add(CLAIM_FIELD.insuredName, COPY.insured.badName);
  const id = parseIdCard(insured.idCard, today);
  if (!id.valid) add(CLAIM_FIELD.insuredIdCard, COPY.insured.badIdCard);
  else if (!isInsurableBirth(id.birth, gift, undefined, today)) {
    add(CLAIM_FIELD.insuredIdCard, COPY.insured.badAge);
  }
  // A minor may have no phone of their own; anyone else's, or one typed in, must be right.
  const optional = !self && isMinor(insured.idCard, today) && insured.mobile === '';
  if (!optional && !isMobilePhone(insured.mobile)) {
    add(CLAIM_FIELD.insuredMobile, COPY.insured.badPhone);
  }
  if (!self && !form.insuredAgreed) add(CLAIM_FIELD.insuredAgreed, GIFT_COPY.form.mustInsuredAgree);
  return errors;
}
