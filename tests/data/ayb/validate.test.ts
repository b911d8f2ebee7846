import { expect, test } from 'vitest';
import { claimPeople, validateClaim, type ClaimForm } from '../../../src/data/ayb/validate';
import { yearsOld } from '../../../src/mocks/fixtures/products/shared';
import { IDS } from '../../mocks/funnel-helpers';

/** 21 November 2026: IDS.male19601122 is 65, IDS.male19601121 66; female20081121 is 18. */
const TODAY = new Date(2026, 10, 21);
const GIFT = { ageInterval: yearsOld(18, 65) };
const me = { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' };

const form = (overrides: Partial<ClaimForm> = {}): ClaimForm => ({
  relationship: 'self',
  insured: me,
  applicant: {},
  insuredAgreed: false,
  ...overrides,
});
const fields = (value: ClaimForm) => validateClaim(value, GIFT, TODAY).map((e) => e.field);

test('本人: name, ID number and mobile, the funnel\u2019s messages', () => {
  expect(validateClaim(form(), GIFT, TODAY)).toEqual([]);
  expect(
    validateClaim(
      form({ insured: { name: 'x', idCard: '110101199003071234', mobile: '1' } }),
      GIFT,
      TODAY,
    ),
  ).toEqual([
    { field: 'insured.name', message: '请输入真实姓名' },
    { field: 'insured.idCard', message: '请输入正确的身份证号码' },
    { field: 'insured.mobile', message: '请输入正确的手机号' },
  ]);
});

test('the age range is the gift\u2019s, both ends included', () => {
  const at = (idCard: string) => fields(form({ insured: { ...me, idCard } }));
  expect(at(IDS.male19601122)).toEqual([]);
  expect(at(IDS.female20081121)).toEqual([]);
  expect(
    validateClaim(form({ insured: { ...me, idCard: IDS.male19601121 } }), GIFT, TODAY),
  ).toEqual([{ field: 'insured.idCard', message: '被保人年龄不符合投保要求' }]);
  expect(at(IDS.female20081122)).toEqual(['insured.idCard']);
});

test('for someone else: the visitor too, an adult and not the same person, and the insured\u2019s agreement', () => {
  const parent = { name: '王大山', idCard: IDS.male19601122, mobile: '13812345678' };
  expect(fields(form({ relationship: 'parent', insured: parent, applicant: me }))).toEqual([
    'insuredAgreed',
  ]);
  expect(
    fields(form({ relationship: 'parent', insured: parent, applicant: me, insuredAgreed: true })),
  ).toEqual([]);
  expect(
    fields(form({ relationship: 'spouse', insured: me, applicant: me, insuredAgreed: true })),
  ).toEqual(['insured.idCard']);
  const minor = { name: '王小小', idCard: IDS.child2020, mobile: '' };
  expect(
    fields(
      form({ relationship: 'parent', insured: parent, applicant: minor, insuredAgreed: true }),
    ),
  ).toEqual(['applicant.idCard', 'applicant.mobile']);
});

test('what is sent: trimmed and normalised; the visitor is the applicant only for someone else', () => {
  const typed = {
    name: ' 王小明 ',
    idCard: ` ${IDS.male1990.slice(0, 17)}x `.toLowerCase(),
    mobile: '13912345678',
  };
  expect(claimPeople(form({ insured: typed }), TODAY).applicant).toBeNull();
  expect(claimPeople(form({ insured: typed }), TODAY).insured.name).toBe('王小明');
  const child = { name: '王小小', idCard: IDS.child2020, mobile: '' };
  const forChild = claimPeople(
    form({ relationship: 'child', insured: child, applicant: me }),
    TODAY,
  );
  expect(forChild.insured.mobile).toBe(me.mobile);
  expect(forChild.applicant).toEqual(me);
});
