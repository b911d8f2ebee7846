import { describe, expect, test } from 'vitest';
import type { PurchaseDraft } from '../../../src/data/insured/draft';
import {
  cleanDraft,
  FIELD,
  finishDraft,
  isValidName,
  validateDraft,
} from '../../../src/data/insured/validate';
import type { ProductDetail } from '../../../src/data/product/types';
import { AGE_UNIT, type AgeInterval } from '../../../src/lib/date';

/** 2026-11-22, local time: every boundary below is counted from this day. */
const TODAY = new Date(2026, 10, 22, 9, 30);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A checksummed ID number for a birth date (YYYYMMDD); an odd last sequence digit is male. */
function idFor(birth: string, sequence = '123', region = '110101'): string {
  const first17 = `${region}${birth}${sequence}`;
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const years = (min: number, max: number, minIsClosed = true, maxIsClosed = true): AgeInterval => ({
  min,
  max,
  minUnit: AGE_UNIT.years,
  maxUnit: AGE_UNIT.years,
  minIsClosed,
  maxIsClosed,
});

type Rules = Pick<ProductDetail, 'ageInterval' | 'features'>;

function product(ageInterval: AgeInterval, features: Partial<Rules['features']> = {}): Rules {
  return {
    ageInterval,
    features: {
      healthStatement: false,
      occupation: null,
      region: false,
      namedBeneficiary: false,
      payRoute: 'third',
      ...features,
    },
  };
}

const APPLICANT = { name: '张三', idCard: idFor('19900307'), mobile: '13812345678' };

/** A draft that passes, with the insured someone else (配偶) born on `birth`. */
function draftWith(birth: string, patch: PurchaseDraft = {}): PurchaseDraft {
  return {
    applicant: APPLICANT,
    insured: { relationship: 'spouse', name: '李四', idCard: idFor(birth, '124'), mobile: '' },
    ...patch,
  };
}

const fields = (errors: { field: string }[]) => errors.map((e) => e.field);
const messageOf = (errors: { field: string; message: string }[], field: string) =>
  errors.find((e) => e.field === field)?.message;

describe('names', () => {
  test.each([
    ['张三', true],
    ['  张三  ', true],
    ['欧阳娜娜', true],
    ['买买提·艾力', true],
    ['阿卜杜拉•买买提', true],
    ['𠮷野', true],
    ['张'.repeat(20), true],
    ['张'.repeat(21), false],
    ['张', false],
    ['·艾力', false],
    ['艾力·', false],
    ['买买提··艾力', false],
    ['张 三', false],
    ['Zhang San', false],
    ['张三1', false],
    ['', false],
  ])('%j -> %s', (name, valid) => {
    expect(isValidName(name)).toBe(valid);
  });
});

describe('ID numbers', () => {
  const rules = product(years(0, 65));

  test('a checksummed number passes; one changed check character fails', () => {
    const id = idFor('19900307');
    const wrong = id.slice(0, 17) + (id[17] === '1' ? '2' : '1');
    expect(validateDraft({ applicant: APPLICANT }, rules, undefined, TODAY)).toEqual([]);
    const errors = validateDraft(
      { applicant: { ...APPLICANT, idCard: wrong } },
      rules,
      undefined,
      TODAY,
    );
    expect(errors).toEqual([{ field: FIELD.applicantIdCard, message: '请输入正确的身份证号码' }]);
  });

  test('a lower-case x check character and stray spaces are accepted and normalised', () => {
    // 11010119900307001 + X (found by search, so the check character really is X).
    const withX = Array.from({ length: 1000 }, (_, n) =>
      idFor('19900307', String(n).padStart(3, '0')),
    ).find((id) => id.endsWith('X'))!;
    const typed = ` ${withX.slice(0, 6)} ${withX.slice(6, 17)}x `;
    const draft = { applicant: { ...APPLICANT, idCard: typed } };
    expect(validateDraft(draft, rules, undefined, TODAY)).toEqual([]);
    expect(cleanDraft(draft).applicant?.idCard).toBe(withX);
  });

  test('an impossible date, a future birth and a 15-digit number fail', () => {
    for (const idCard of [idFor('19900230'), idFor('20270101'), '110101900307123']) {
      expect(
        fields(validateDraft({ applicant: { ...APPLICANT, idCard } }, rules, undefined, TODAY)),
      ).toEqual([FIELD.applicantIdCard]);
    }
  });

  test('the applicant must be an adult; the day of the 18th birthday counts', () => {
    const adultToday = { ...APPLICANT, idCard: idFor('20081122') };
    const minor = { ...APPLICANT, idCard: idFor('20081123') };
    expect(validateDraft({ applicant: adultToday }, rules, undefined, TODAY)).toEqual([]);
    expect(validateDraft({ applicant: minor }, rules, undefined, TODAY)).toEqual([
      { field: FIELD.applicantIdCard, message: '投保人须年满18周岁' },
    ]);
  });

  test('the insured cannot be the applicant under another relationship', () => {
    const draft = draftWith('19900307', {
      insured: { relationship: 'spouse', name: '张三', idCard: APPLICANT.idCard, mobile: '' },
    });
    expect(validateDraft(draft, rules, undefined, TODAY)).toEqual([
      { field: FIELD.insuredIdCard, message: '被保人与投保人为同一人时，请选择“本人”' },
      { field: FIELD.insuredMobile, message: '请输入正确的手机号' },
    ]);
  });
});

describe('the insured’s age', () => {
  const badAge = (
    birth: string,
    interval: AgeInterval,
    planInterval?: AgeInterval,
  ): string | undefined =>
    messageOf(
      validateDraft(
        draftWith(birth, {
          insured: {
            relationship: 'child',
            name: '李四',
            idCard: idFor(birth, '124'),
            mobile: '13912345678',
          },
        }),
        product(interval),
        planInterval ? { ageInterval: planInterval } : undefined,
        TODAY,
      ),
      FIELD.insuredIdCard,
    );

  test('closed minimum: in from the 18th birthday itself, out the day before it', () => {
    expect(badAge('20081122', years(18, 60))).toBeUndefined();
    expect(badAge('20081121', years(18, 60))).toBeUndefined();
    expect(badAge('20081123', years(18, 60))).toBe('被保人年龄不符合投保要求');
  });

  test('open minimum: strictly older, so the birthday itself is out and the day before is in', () => {
    expect(badAge('20081122', years(18, 60, false))).toBe('被保人年龄不符合投保要求');
    expect(badAge('20081121', years(18, 60, false))).toBeUndefined();
    expect(badAge('20081123', years(18, 60, false))).toBe('被保人年龄不符合投保要求');
  });

  test('closed maximum: 60 until the day before the 61st birthday', () => {
    expect(badAge('19651123', years(18, 60))).toBeUndefined();
    expect(badAge('19651122', years(18, 60))).toBe('被保人年龄不符合投保要求');
    expect(badAge('19651121', years(18, 60))).toBe('被保人年龄不符合投保要求');
  });

  test('open maximum: younger than 60, so the 60th birthday is out', () => {
    expect(badAge('19661123', years(18, 60, true, false))).toBeUndefined();
    expect(badAge('19661122', years(18, 60, true, false))).toBe('被保人年龄不符合投保要求');
    expect(badAge('19661121', years(18, 60, true, false))).toBe('被保人年龄不符合投保要求');
  });

  test('a minimum in days: 28 days old is in, 27 days is out', () => {
    const fromDays: AgeInterval = { ...years(28, 17), minUnit: AGE_UNIT.days };
    // 2026-11-22 - 28 days = 2026-10-25.
    expect(badAge('20261024', fromDays)).toBeUndefined();
    expect(badAge('20261025', fromDays)).toBeUndefined();
    expect(badAge('20261026', fromDays)).toBe('被保人年龄不符合投保要求');
    expect(badAge('20261122', fromDays)).toBe('被保人年龄不符合投保要求');
    expect(badAge('20261025', { ...fromDays, minIsClosed: false })).toBe(
      '被保人年龄不符合投保要求',
    );
    expect(badAge('20261024', { ...fromDays, minIsClosed: false })).toBeUndefined();
  });

  test('the plan’s interval narrows the product’s: the tighter bound wins on each side', () => {
    const plan = years(18, 50);
    expect(badAge('20081123', years(0, 65))).toBeUndefined();
    expect(badAge('20081123', years(0, 65), plan)).toBe('被保人年龄不符合投保要求');
    expect(badAge('20081122', years(0, 65), plan)).toBeUndefined();
    expect(badAge('19751123', years(0, 65), plan)).toBeUndefined();
    expect(badAge('19751122', years(0, 65), plan)).toBe('被保人年龄不符合投保要求');
  });

  test('with 本人 the applicant’s ID is the insured’s, and its field carries the message', () => {
    const draft: PurchaseDraft = { applicant: APPLICANT, insured: { relationship: 'self' } };
    expect(validateDraft(draft, product(years(18, 30)), undefined, TODAY)).toEqual([
      { field: FIELD.applicantIdCard, message: '被保人年龄不符合投保要求' },
    ]);
    expect(validateDraft(draft, product(years(18, 60)), undefined, TODAY)).toEqual([]);
  });
});

describe('phone numbers', () => {
  const rules = product(years(0, 65));

  test('the applicant’s is required and must be a mainland mobile number', () => {
    for (const mobile of ['', '1381234567', '23812345678', '12812345678', '138123456789']) {
      expect(
        validateDraft({ applicant: { ...APPLICANT, mobile } }, rules, undefined, TODAY),
      ).toEqual([{ field: FIELD.applicantMobile, message: '请输入正确的手机号' }]);
    }
    expect(
      validateDraft(
        { applicant: { ...APPLICANT, mobile: ' 19912345678 ' } },
        rules,
        undefined,
        TODAY,
      ),
    ).toEqual([]);
  });

  test('an adult insured needs one; a minor may have none, but not a wrong one', () => {
    const insured = (birth: string, mobile: string): PurchaseDraft =>
      draftWith(birth, {
        insured: { relationship: 'child', name: '张小明', idCard: idFor(birth, '125'), mobile },
      });
    // 18 today: an adult.
    expect(fields(validateDraft(insured('20081122', ''), rules, undefined, TODAY))).toEqual([
      FIELD.insuredMobile,
    ]);
    // 18 tomorrow: still a minor.
    expect(validateDraft(insured('20081123', ''), rules, undefined, TODAY)).toEqual([]);
    expect(fields(validateDraft(insured('20081123', '1391234'), rules, undefined, TODAY))).toEqual([
      FIELD.insuredMobile,
    ]);
  });
});

describe('region, occupation and the whole form', () => {
  test('region and occupation are required where the product needs them', () => {
    const rules = product(years(0, 65), { region: true, occupation: 'jobs' });
    const draft: PurchaseDraft = { applicant: APPLICANT, insured: { relationship: 'self' } };
    expect(validateDraft(draft, rules, undefined, TODAY)).toEqual([
      { field: FIELD.insuredArea, message: '请选择所在地区' },
      { field: FIELD.insuredJob, message: '请选择职业' },
    ]);
    const done = {
      ...draft,
      insured: { relationship: 'self' as const, areaCode: '440300', jobCode: 'J1' },
    };
    expect(validateDraft(done, rules, undefined, TODAY)).toEqual([]);
  });

  test('an empty form lists every field once, in screen order, with the copy.md messages', () => {
    const rules = product(years(0, 65), { region: true, occupation: 'fuxing' });
    const errors = validateDraft({ insured: { relationship: 'parent' } }, rules, undefined, TODAY);
    expect(errors).toEqual([
      { field: FIELD.applicantName, message: '请输入真实姓名' },
      { field: FIELD.applicantIdCard, message: '请输入正确的身份证号码' },
      { field: FIELD.applicantMobile, message: '请输入正确的手机号' },
      { field: FIELD.insuredName, message: '请输入真实姓名' },
      { field: FIELD.insuredIdCard, message: '请输入正确的身份证号码' },
      { field: FIELD.insuredMobile, message: '请输入正确的手机号' },
      { field: FIELD.insuredArea, message: '请选择所在地区' },
      { field: FIELD.insuredJob, message: '请选择职业' },
    ]);
  });

  test('text is trimmed; 本人 copies the applicant into the insured', () => {
    const clean = cleanDraft({
      applicant: { name: ' 张三\u3000', idCard: ` ${APPLICANT.idCard} `, mobile: ' 13812345678 ' },
      insured: { relationship: 'self', name: '旧名字', areaCode: '440300' },
    });
    expect(clean.applicant).toEqual(APPLICANT);
    expect(clean.insured).toEqual({ ...APPLICANT, relationship: 'self', areaCode: '440300' });
    expect(clean.beneficiaryType).toBe('legal');
    expect(clean.beneficiaries).toEqual([]);
  });
});

describe('the finished draft', () => {
  test('a minor insured without a phone is reached through the applicant', () => {
    const child: PurchaseDraft = {
      applicant: APPLICANT,
      insured: { relationship: 'child', name: '张小明', idCard: idFor('20150601'), mobile: ' ' },
    };
    expect(finishDraft(child).insured).toMatchObject({ mobile: APPLICANT.mobile });
    const withOwn = { ...child, insured: { ...child.insured, mobile: '13912345678' } };
    expect(finishDraft(withOwn).insured).toMatchObject({ mobile: '13912345678' });
  });

  test('法定 drops any named beneficiaries left in the draft', () => {
    const draft: PurchaseDraft = {
      applicant: APPLICANT,
      beneficiaryType: 'legal',
      beneficiaries: [{ name: '王五', share: 100 }],
    };
    expect(finishDraft(draft)).toMatchObject({ beneficiaryType: 'legal', beneficiaries: [] });
  });
});

describe('named beneficiaries', () => {
  const rules = product(years(0, 65), { namedBeneficiary: true });
  const one = (share: number | undefined, n = 0) => ({
    name: ['王五', '赵六', '钱七', '孙八'][n],
    idCard: idFor(`19${60 + n}0101`, '135'),
    relationship: 'parent' as const,
    share,
  });
  const named = (...list: ReturnType<typeof one>[]): PurchaseDraft => ({
    applicant: APPLICANT,
    insured: { relationship: 'self' },
    beneficiaryType: 'named',
    beneficiaries: list,
  });
  const check = (draft: PurchaseDraft) => validateDraft(draft, rules, undefined, TODAY);

  test('shares of 1-100 that add up to 100 pass', () => {
    expect(check(named(one(100)))).toEqual([]);
    expect(check(named(one(50), one(30, 1), one(20, 2)))).toEqual([]);
    expect(check(named(one(99), one(1, 1)))).toEqual([]);
  });

  test('a total other than 100 fails on the total', () => {
    expect(check(named(one(60), one(50, 1)))).toEqual([
      { field: FIELD.beneficiaryTotal, message: '受益比例合计须为100%' },
    ]);
    expect(check(named(one(99)))).toEqual([
      { field: FIELD.beneficiaryTotal, message: '受益比例合计须为100%' },
    ]);
  });

  test('a share out of 1-100 or missing fails on that share', () => {
    expect(fields(check(named(one(0), one(100, 1))))).toEqual([FIELD.beneficiaryShare(0)]);
    expect(fields(check(named(one(undefined), one(100, 1))))).toEqual([FIELD.beneficiaryShare(0)]);
    expect(fields(check(named(one(101), one(-1, 1))))).toEqual([
      FIELD.beneficiaryShare(0),
      FIELD.beneficiaryShare(1),
    ]);
    expect(fields(check(named(one(50.5), one(49.5, 1))))).toEqual([
      FIELD.beneficiaryShare(0),
      FIELD.beneficiaryShare(1),
    ]);
  });

  test('at most three, none of them the insured, none twice, each with a relationship', () => {
    expect(fields(check(named(one(25), one(25, 1), one(25, 2), one(25, 3))))).toEqual([
      FIELD.beneficiaryTotal,
    ]);
    const insuredAsBeneficiary = { ...one(100), idCard: APPLICANT.idCard };
    expect(check(named(insuredAsBeneficiary))).toEqual([
      { field: FIELD.beneficiaryIdCard(0), message: '受益人不能为被保人本人' },
    ]);
    expect(check(named(one(50), one(50)))).toEqual([
      { field: FIELD.beneficiaryIdCard(1), message: '受益人不能重复' },
    ]);
    const noRelation = { ...one(100), relationship: undefined };
    expect(check({ ...named(), beneficiaries: [noRelation] })).toEqual([
      { field: FIELD.beneficiaryRelationship(0), message: '请选择受益人与被保人的关系' },
    ]);
  });

  test('names and ID numbers of beneficiaries use the same rules and messages', () => {
    expect(check(named({ ...one(100), name: 'W', idCard: '123' }))).toEqual([
      { field: FIELD.beneficiaryName(0), message: '请输入真实姓名' },
      { field: FIELD.beneficiaryIdCard(0), message: '请输入正确的身份证号码' },
    ]);
  });

  test('named beneficiaries count only where the product allows them', () => {
    const draft = named(one(10));
    expect(validateDraft(draft, product(years(0, 65)), undefined, TODAY)).toEqual([]);
    expect(fields(check(draft))).toEqual([FIELD.beneficiaryTotal]);
  });
});
