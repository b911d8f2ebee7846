import { describe, expect, test } from 'vitest';
import { clearDraft, readDraft, writeDraft } from '../../../src/data/customizedV2/draft';
import {
  answerSex,
  familySituationsFor,
  firstOpenStep,
  isBirthDate,
  nextStep,
  previousStep,
  stepError,
  stepsFor,
  toAnswers,
  type Draft,
} from '../../../src/data/customizedV2/questionnaire';
import { clearPersonalData } from '../../../src/data/session';

const TODAY = '2026-11-23';

const COMPLETE: Draft = {
  consent: true,
  name: '张先生',
  mobile: '13912345678',
  sex: 'male',
  family: 'marriedWithChildren',
  childrenNumber: 2,
  childrenSex: ['female', 'male'],
  birth: { self: '1988-03-15', spouse: '1990-05-12', children: ['2018-06-01', '2021-01-09'] },
  income: '30to50',
  socialSecurity: true,
  province: '330000',
  city: '330100',
  slotId: '20261124-1',
};

describe('the step order follows the family', () => {
  test.each([
    ['single', 8],
    ['married', 8],
    ['marriedWithChildren', 10],
    ['singleMother', 10],
    ['singleFather', 10],
  ] as const)('%s answers %i steps', (family, count) => {
    const steps = stepsFor(family);
    expect(steps).toHaveLength(count);
    expect(steps[0]).toBe('contact');
    expect(steps.at(-1)).toBe('communicationTime');
    expect(steps.includes('childrenNumber')).toBe(count === 10);
  });

  test('no children steps without children: familySituation leads to birth', () => {
    expect(nextStep('familySituation', { family: 'single' })).toBe('birth');
    expect(previousStep('birth', { family: 'married' })).toBe('familySituation');
    expect(nextStep('familySituation', { family: 'singleMother' })).toBe('childrenNumber');
    expect(nextStep('communicationTime', COMPLETE)).toBeNull();
  });

  test('a man is not offered 单亲妈妈, nor a woman 单亲爸爸; one chosen before the sex changed asks again', () => {
    expect(familySituationsFor('male')).not.toContain('singleMother');
    expect(familySituationsFor('male')).toContain('singleFather');
    expect(familySituationsFor('female')).not.toContain('singleFather');
    expect(familySituationsFor('female')).toContain('singleMother');
    expect(familySituationsFor(undefined)).toHaveLength(5);
    const changed: Draft = { ...COMPLETE, sex: 'male', family: 'singleMother' };
    expect(stepError('familySituation', changed, TODAY)).toBe('请选择您的家庭情况');
    expect(stepError('familySituation', { ...changed, sex: 'female' }, TODAY)).toBeNull();
  });

  test('choosing a sex drops a family situation it is not offered, and the steps counted with it', () => {
    const father: Draft = { ...COMPLETE, sex: 'male', family: 'singleFather' };
    expect(stepsFor(father.family)).toHaveLength(10);
    const changed = { ...father, ...answerSex(father, 'female') };
    expect(changed.sex).toBe('female');
    expect(changed.family).toBeUndefined();
    expect(stepsFor(changed.family)).toHaveLength(8);
    expect(firstOpenStep(changed, TODAY)).toBe('familySituation');
    // A situation both are offered stays.
    const married: Draft = { ...COMPLETE, sex: 'male', family: 'married' };
    expect(answerSex(married, 'female')).toEqual({ sex: 'female' });
  });

  test('a spouse birth date only for the married', () => {
    const single = { ...COMPLETE, family: 'single' as const, birth: { self: '1988-03-15' } };
    expect(stepError('birth', single, TODAY)).toBeNull();
    expect(stepError('birth', { ...single, family: 'married' }, TODAY)).toBe(
      '请选择配偶的出生日期',
    );
    expect(toAnswers(single, TODAY)?.birth.spouse).toBeNull();
    expect(toAnswers(single, TODAY)?.childrenNumber).toBe(0);
  });
});

describe('answers at the boundaries', () => {
  test.each([
    ['a', false],
    ['张', false],
    ['  张 ', false],
    ['张三', true],
    ['  张三  ', true],
    ['张'.repeat(50), true],
    ['张'.repeat(51), false],
  ])('称呼 %j -> %s', (name, ok) => {
    const error = stepError('contact', { name, mobile: '13912345678' }, TODAY);
    expect(error === null).toBe(ok);
    if (!ok) expect(error).toBe('请输入2-50个字的称呼');
  });

  test('the mobile', () => {
    expect(stepError('contact', { name: '张三', mobile: '1391234567' }, TODAY)).toBe(
      '请输入正确的手机号',
    );
  });

  test.each([
    ['1918-12-31', false],
    ['1919-01-01', true],
    [TODAY, true],
    ['2026-11-24', false],
    ['2026-02-30', false],
    ['', false],
  ])('birth date %s -> %s', (date, ok) => {
    expect(isBirthDate(date, TODAY)).toBe(ok);
  });

  test('an out-of-range birth says the range; parents are optional but checked when given', () => {
    const draft = { ...COMPLETE, birth: { ...COMPLETE.birth, father: '1918-05-01' } };
    expect(stepError('birth', draft, TODAY)).toBe('出生日期需在1919年1月1日至今天之间');
    expect(stepError('birth', COMPLETE, TODAY)).toBeNull();
  });

  test('children: 1-3, each with a sex', () => {
    expect(stepError('childrenNumber', { childrenNumber: 0 }, TODAY)).not.toBeNull();
    expect(stepError('childrenNumber', { childrenNumber: 3 }, TODAY)).toBeNull();
    expect(stepError('childrenNumber', { childrenNumber: 4 }, TODAY)).not.toBeNull();
    expect(stepError('childrenSex', { childrenNumber: 2, childrenSex: ['male'] }, TODAY)).toBe(
      '请选择每个孩子的性别',
    );
  });

  test('the city must belong to the province; a province without cities is enough', () => {
    expect(stepError('city', { province: '330000', city: '330100' }, TODAY)).toBeNull();
    expect(stepError('city', { province: '110000', city: '330100' }, TODAY)).not.toBeNull();
    expect(stepError('city', { province: '810000', city: '810000' }, TODAY)).toBeNull();
  });

  test('a complete draft becomes the answers, trimmed; the first open step otherwise', () => {
    expect(firstOpenStep(COMPLETE, TODAY)).toBeNull();
    expect(toAnswers({ ...COMPLETE, name: ' 张先生 ' }, TODAY)?.name).toBe('张先生');
    expect(firstOpenStep({ ...COMPLETE, income: undefined }, TODAY)).toBe('income');
    expect(toAnswers({ ...COMPLETE, slotId: undefined }, TODAY)).toBeNull();
  });
});

describe('the draft', () => {
  test('kept in sessionStorage, cleared on submit and on logout', () => {
    writeDraft('family2026', COMPLETE);
    expect(readDraft('family2026')).toEqual(COMPLETE);
    expect(localStorage.length).toBe(0);
    clearDraft('family2026');
    expect(readDraft('family2026')).toEqual({});
    writeDraft('family2026', COMPLETE);
    clearPersonalData();
    expect(sessionStorage.getItem('custom:family2026')).toBeNull();
  });
});
