import dayjs from 'dayjs';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { isDateInRange } from '../../lib/date';
import { isMobilePhone } from '../../lib/phone';
import { findRegion } from '../../lib/regions';
import { trim } from '../../lib/text';
import type { Answers, FamilySituation, Income, Sex } from './types';

/**
 * The planning questionnaire's rules: which steps a family answers, in what order, and what each
 * step accepts. Pure, so the screens, the draft and the tests agree.
 */

export const STEPS = [
  'contact',
  'sex',
  'familySituation',
  'childrenNumber',
  'childrenSex',
  'birth',
  'income',
  'socialSecurity',
  'city',
  'communicationTime',
] as const;
export type Step = (typeof STEPS)[number];

export const FAMILY_SITUATIONS: readonly FamilySituation[] = [
  'single',
  'married',
  'marriedWithChildren',
  'singleMother',
  'singleFather',
];
/**
 * The family situations a visitor of this sex can be in: a man is not offered 单亲妈妈, nor a woman
 * 单亲爸爸 (the questionnaire asks the sex first).
 */
export function familySituationsFor(sex: Sex | undefined): readonly FamilySituation[] {
  if (sex === 'male') return FAMILY_SITUATIONS.filter((family) => family !== 'singleMother');
  if (sex === 'female') return FAMILY_SITUATIONS.filter((family) => family !== 'singleFather');
  return FAMILY_SITUATIONS;
}
/**
 * The draft's change when the visitor chooses their sex: a family situation that sex is not offered
 * (单亲爸爸 chosen, then 女士) goes with it, so the steps counted (共10步 with a single father's
 * children) and the next one follow the answers the visitor can still see.
 */
export function answerSex(draft: Draft, sex: Sex): Partial<Draft> {
  return draft.family && !familySituationsFor(sex).includes(draft.family)
    ? { sex, family: undefined }
    : { sex };
}
export const INCOMES: readonly Income[] = ['under10', '10to30', '30to50', 'over50'];
export const SEXES: readonly Sex[] = ['male', 'female'];
export const MAX_CHILDREN = 3;
/** The earliest birth date the questionnaire takes. */
export const EARLIEST_BIRTH = '1919-01-01';
export const NAME_MIN = 2;
export const NAME_MAX = 50;

export const hasChildren = (family: FamilySituation | undefined): boolean =>
  family === 'marriedWithChildren' || family === 'singleMother' || family === 'singleFather';
export const hasSpouse = (family: FamilySituation | undefined): boolean =>
  family === 'married' || family === 'marriedWithChildren';

/** What has been answered so far, as the session draft keeps it. */
export interface Draft {
  name?: string;
  mobile?: string;
  sex?: Sex;
  family?: FamilySituation;
  childrenNumber?: number;
  childrenSex?: (Sex | null)[];
  birth?: {
    self?: string;
    spouse?: string;
    children?: (string | null)[];
    father?: string;
    mother?: string;
  };
  income?: Income;
  socialSecurity?: boolean;
  province?: string;
  city?: string;
  slotId?: string;
  /** Both consents given before the first answer (family information, financial information). */
  consent?: boolean;
  /** When each was ticked (ISO), the 隐私政策 opened first (issue 24). */
  familyInfoAt?: string;
  financeInfoAt?: string;
  /** The documents opened (keys): the 隐私政策, the service agreement. */
  documentsRead?: string[];
  /** When the service agreement was agreed to (ISO), on the landing, before the fee's order. */
  agreementAt?: string;
  idempotencyKey?: string;
}

/** The steps this family answers: no children's steps without children. */
export function stepsFor(family: FamilySituation | undefined): Step[] {
  return STEPS.filter(
    (step) => hasChildren(family) || (step !== 'childrenNumber' && step !== 'childrenSex'),
  );
}

export function nextStep(step: Step, draft: Draft): Step | null {
  const steps = stepsFor(draft.family);
  const at = steps.indexOf(step);
  return at >= 0 && at + 1 < steps.length ? steps[at + 1]! : null;
}

export function previousStep(step: Step, draft: Draft): Step | null {
  const steps = stepsFor(draft.family);
  const at = steps.indexOf(step);
  return at > 0 ? steps[at - 1]! : null;
}

export const isStep = (value: string): value is Step =>
  (STEPS as readonly string[]).includes(value);

const today = () => dayjs().format('YYYY-MM-DD');

/** A birth date the questionnaire takes: a real YYYY-MM-DD from 1919-01-01 to today. */
export function isBirthDate(value: string | null | undefined, on: string = today()): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (dayjs(value).format('YYYY-MM-DD') !== value) return false;
  return isDateInRange(value, EARLIEST_BIRTH, on);
}

const E = CUSTOM_COPY.form.errors;

function birthError(draft: Draft, on: string): string | null {
  const birth = draft.birth ?? {};
  const check = (value: string | null | undefined, missing: string, required: boolean) => {
    if (!value) return required ? missing : null;
    return isBirthDate(value, on) ? null : E.birthRange;
  };
  const errors = [
    check(birth.self, E.birthSelf, true),
    check(birth.spouse, E.birthSpouse, hasSpouse(draft.family)),
    ...(hasChildren(draft.family)
      ? Array.from({ length: draft.childrenNumber ?? 0 }, (_, i) =>
          check(birth.children?.[i], E.birthChild(CUSTOM_COPY.form.childLabels[i]!), true),
        )
      : []),
    check(birth.father, '', false),
    check(birth.mother, '', false),
  ];
  return errors.find((error) => error !== null) ?? null;
}

/** Why a step cannot be left yet (the copy to show), or null when its answer is complete. */
export function stepError(step: Step, draft: Draft, on: string = today()): string | null {
  switch (step) {
    case 'contact': {
      const name = trim(draft.name);
      if (name.length < NAME_MIN || name.length > NAME_MAX) return E.name;
      return isMobilePhone(trim(draft.mobile)) ? null : E.mobile;
    }
    case 'sex':
      return draft.sex && SEXES.includes(draft.sex) ? null : E.sex;
    case 'familySituation':
      return draft.family && familySituationsFor(draft.sex).includes(draft.family)
        ? null
        : E.family;
    case 'childrenNumber': {
      const count = draft.childrenNumber ?? 0;
      return Number.isInteger(count) && count >= 1 && count <= MAX_CHILDREN
        ? null
        : E.childrenNumber;
    }
    case 'childrenSex': {
      const count = draft.childrenNumber ?? 0;
      const sexes = draft.childrenSex ?? [];
      return Array.from({ length: count }, (_, i) => sexes[i]).every(
        (sex) => sex && SEXES.includes(sex),
      )
        ? null
        : E.childrenSex;
    }
    case 'birth':
      return birthError(draft, on);
    case 'income':
      return draft.income && INCOMES.includes(draft.income) ? null : E.income;
    case 'socialSecurity':
      return typeof draft.socialSecurity === 'boolean' ? null : E.socialSecurity;
    case 'city': {
      const { province, city } = findRegion(draft.city ?? '');
      const provinceOnly = province && !province.children?.length;
      return province && province.value === draft.province && (city || provinceOnly)
        ? null
        : E.city;
    }
    case 'communicationTime':
      return draft.slotId ? null : E.slot;
  }
}

/** The first step still to answer (where a reload or a deep link to a later step resumes). */
export function firstOpenStep(draft: Draft, on: string = today()): Step | null {
  return stepsFor(draft.family).find((step) => stepError(step, draft, on) !== null) ?? null;
}

/** The answers to submit, once every step of this family is complete; null before. */
export function toAnswers(draft: Draft, on: string = today()): Answers | null {
  if (firstOpenStep(draft, on) !== null) return null;
  const withChildren = hasChildren(draft.family);
  const count = withChildren ? (draft.childrenNumber ?? 0) : 0;
  const birth = draft.birth ?? {};
  return {
    name: trim(draft.name),
    mobile: trim(draft.mobile),
    sex: draft.sex!,
    family: draft.family!,
    childrenNumber: count,
    childrenSex: (draft.childrenSex ?? []).slice(0, count) as Sex[],
    birth: {
      self: birth.self!,
      spouse: hasSpouse(draft.family) ? birth.spouse! : null,
      children: (birth.children ?? []).slice(0, count) as string[],
      father: birth.father || null,
      mother: birth.mother || null,
    },
    income: draft.income!,
    socialSecurity: draft.socialSecurity!,
    province: draft.province!,
    city: draft.city!,
  };
}

/** The trail's subject of a campaign's service (data/trace-types.ts). */
export const serviceTrail = (campaignId: string) => `service-${campaignId}`;

/** The key of the 隐私政策 among the documents opened, and of the service agreement. */
export const PRIVACY_KEY = 'privacy';
export const AGREEMENT_KEY = 'serviceAgreement';

/**
 * The questionnaire's consents (issue 24), when both were given with the 隐私政策 opened first:
 * what the answers are submitted with; null otherwise (the consent screen asks again).
 */
export function infoConsentsOf(
  draft: Draft,
): { familyInfoAt: string; financeInfoAt: string } | null {
  const { familyInfoAt, financeInfoAt, documentsRead = [] } = draft;
  if (!draft.consent || !familyInfoAt || !financeInfoAt) return null;
  return documentsRead.includes(PRIVACY_KEY) ? { familyInfoAt, financeInfoAt } : null;
}

/** The service agreement's consent, when given with the agreement opened first; else null. */
export function agreementAt(draft: Draft): string | null {
  return draft.agreementAt && (draft.documentsRead ?? []).includes(AGREEMENT_KEY)
    ? draft.agreementAt
    : null;
}
