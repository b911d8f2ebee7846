import type {
  Beneficiary,
  BeneficiaryType,
  Consents,
  InsuredPerson,
  InsuredSubmitBody,
  Person,
  Relationship,
} from '../data/insured/types';
import type { PayFrequency } from '../data/product/types';
import { ageIntervalToBirthRange, ageOn, isDateInRange, mergeBirthRanges } from '../lib/date';
import { parseIdCard } from '../lib/id-card';
import { isMobilePhone } from '../lib/phone';
import type { PurchaseRecord } from './fixtures/orders';
import { quotePremium, type ProductDetailRecord } from './fixtures/products';
import { checkAnswers, cleanAnswers, questionIdsOf } from './health';
import { checkOccupation } from './occupations';
import { findProduct, soldElsewhere } from './products';
import { Refusal, SANDBOX_CODE } from './reply';
import { isSellableArea } from './sales-areas';

/**
 * The insured submit's rules (POST third_product/insured), away from msw so they read as a list:
 * first the body's shape (1001 naming the field), then the product, the plan, both people, the
 * region, the occupation, the health answers, the beneficiaries and the consents, each refused
 * with the message the visitor should see (copy.md's where it has one).
 */

const RELATIONSHIPS: readonly Relationship[] = ['self', 'spouse', 'child', 'parent'];
const FREQUENCIES: readonly PayFrequency[] = ['single', 'annual', 'monthly'];
const BENEFICIARY_TYPES: readonly BeneficiaryType[] = ['legal', 'named'];
/** Keys the client makes (randomId): long enough to be unique, short enough to index. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
export const TRACE_ID = /^[A-Za-z0-9_-]{6,64}$/;
/**
 * Chinese names of 2-20 characters (parts joined by the middle dot of minority names, 买买提·艾力),
 * as the client's form accepts them, or names in Latin letters (residence-permit holders).
 */
const HAN_NAME = /^\p{Script=Han}+(?:[·•・]\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]{1,39}$/;

function isRealName(name: string): boolean {
  const length = Array.from(name).length;
  return (HAN_NAME.test(name) && length >= 2 && length <= 20) || LATIN_NAME.test(name);
}

const MAX_BENEFICIARIES = 5;
const ADULT_AGE = 18;

const bad = (name: string) => new Refusal(SANDBOX_CODE.badParam, `参数错误：${name}`);
const refuse = (message: string) => new Refusal(SANDBOX_CODE.badParam, message);

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

function readPerson(value: unknown, name: string): Person | Refusal {
  if (!isObject(value)) return bad(name);
  for (const field of ['name', 'idCard', 'mobile']) {
    if (typeof value[field] !== 'string') return bad(`${name}.${field}`);
  }
  if (!optionalString(value.regionCode)) return bad(`${name}.regionCode`);
  return value as unknown as Person;
}

function readInsured(value: unknown): InsuredPerson | Refusal {
  const person = readPerson(value, 'insured');
  if (person instanceof Refusal) return person;
  const fields = value as Fields;
  if (!RELATIONSHIPS.includes(fields.relationship as Relationship)) {
    return bad('insured.relationship');
  }
  for (const field of ['areaCode', 'jobCode', 'jobLabel']) {
    if (!optionalString(fields[field])) return bad(`insured.${field}`);
  }
  return fields as unknown as InsuredPerson;
}

function readBeneficiaries(value: unknown): Beneficiary[] | Refusal {
  if (!Array.isArray(value)) return bad('beneficiaries');
  for (const [i, item] of value.entries()) {
    const at = `beneficiaries[${i}]`;
    if (!isObject(item)) return bad(at);
    if (typeof item.name !== 'string') return bad(`${at}.name`);
    if (typeof item.idCard !== 'string') return bad(`${at}.idCard`);
    const relation = item.relationship as Relationship;
    if (relation === 'self' || !RELATIONSHIPS.includes(relation)) {
      return bad(`${at}.relationship`);
    }
    if (typeof item.share !== 'number') return bad(`${at}.share`);
  }
  return value as Beneficiary[];
}

/** The body with every field's type checked; a Refusal (1001) naming the first bad field. */
export function readInsuredBody(body: unknown): InsuredSubmitBody | Refusal {
  if (!isObject(body)) return bad('body');
  if (typeof body.idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(body.idempotencyKey)) {
    return bad('idempotencyKey');
  }
  if (typeof body.traceId !== 'string' || !TRACE_ID.test(body.traceId)) return bad('traceId');
  if (!isPositiveInt(body.productId)) return bad('productId');
  if (!isPositiveInt(body.planId)) return bad('planId');
  if (typeof body.sumInsured !== 'number' || !(body.sumInsured > 0)) return bad('sumInsured');
  if (typeof body.term !== 'string' || body.term.trim() === '') return bad('term');
  if (!FREQUENCIES.includes(body.payFrequency as PayFrequency)) return bad('payFrequency');
  const applicant = readPerson(body.applicant, 'applicant');
  if (applicant instanceof Refusal) return applicant;
  const insured = readInsured(body.insured);
  if (insured instanceof Refusal) return insured;
  if (!BENEFICIARY_TYPES.includes(body.beneficiaryType as BeneficiaryType)) {
    return bad('beneficiaryType');
  }
  const beneficiaries = readBeneficiaries(body.beneficiaries);
  if (beneficiaries instanceof Refusal) return beneficiaries;
  if (body.healthAnswers !== undefined && !isObject(body.healthAnswers)) {
    return bad('healthAnswers');
  }
  if (!isObject(body.consents)) return bad('consents');
  if (!optionalString(body.consents.documentsReadAt)) return bad('consents.documentsReadAt');
  if (!optionalString(body.consents.sensitiveDataAt)) return bad('consents.sensitiveDataAt');
  return body as unknown as InsuredSubmitBody;
}

interface CheckedPerson {
  person: Person;
  birth: Date;
  age: number;
}

/** Trimmed and validated with copy.md's messages, prefixed with whose field it is. */
function checkPerson(raw: Person, who: string, today: Date): CheckedPerson | Refusal {
  const name = raw.name.trim();
  if (!isRealName(name)) return refuse(`${who}：请输入真实姓名`);
  const idCard = raw.idCard.trim().toUpperCase();
  const id = parseIdCard(idCard, today);
  if (!id.valid) return refuse(`${who}：请输入正确的身份证号码`);
  const mobile = raw.mobile.trim();
  if (!isMobilePhone(mobile)) return refuse(`${who}：请输入正确的手机号`);
  return { person: { name, idCard, mobile }, birth: id.birth, age: id.age };
}

function checkBeneficiaries(
  body: InsuredSubmitBody,
  record: ProductDetailRecord,
  insuredIdCard: string,
  today: Date,
): Beneficiary[] | Refusal {
  if (body.beneficiaryType === 'legal') {
    return body.beneficiaries.length === 0 ? [] : bad('beneficiaries');
  }
  if (!record.features.namedBeneficiary)
    return refuse('本产品的身故受益人为法定继承人，不支持指定受益人');
  if (body.beneficiaries.length === 0) return refuse('请填写指定受益人');
  if (body.beneficiaries.length > MAX_BENEFICIARIES) {
    return refuse(`指定受益人最多${MAX_BENEFICIARIES}人`);
  }
  const checked: Beneficiary[] = [];
  for (const beneficiary of body.beneficiaries) {
    const name = beneficiary.name.trim();
    if (!isRealName(name)) return refuse('受益人：请输入真实姓名');
    const idCard = beneficiary.idCard.trim().toUpperCase();
    if (!parseIdCard(idCard, today).valid) return refuse('受益人：请输入正确的身份证号码');
    if (idCard === insuredIdCard) return refuse('受益人不能是被保人本人');
    if (checked.some((other) => other.idCard === idCard)) return refuse('受益人不能重复');
    const { share } = beneficiary;
    if (!Number.isInteger(share) || share < 1 || share > 100) {
      return refuse('受益比例须为1%至100%的整数');
    }
    checked.push({ name, idCard, relationship: beneficiary.relationship, share });
  }
  if (checked.reduce((sum, b) => sum + b.share, 0) !== 100) {
    return refuse('受益人的受益比例之和须为100%');
  }
  return checked;
}

export interface CheckedPurchase {
  record: ProductDetailRecord;
  planId: number;
  purchase: PurchaseRecord;
  premium: number;
  premiumUnit: string;
}

/** Every business rule of the submit, in the order a visitor would fix them. */
export function checkPurchase(body: InsuredSubmitBody, today: Date): CheckedPurchase | Refusal {
  const record = findProduct(body.productId);
  if (!record) return new Refusal(SANDBOX_CODE.notFound, '产品不存在');
  if (record.status === 'off') return new Refusal(SANDBOX_CODE.offShelf, '产品已下架');
  if (soldElsewhere(record.id)) return refuse('该产品需在合作方页面投保');
  const plan = record.plans.find((p) => p.id === body.planId);
  if (!plan) return new Refusal(SANDBOX_CODE.notFound, '保障计划不存在');
  if (!plan.sumInsuredOptions.includes(body.sumInsured)) {
    return refuse('所选保额不在该计划的可选范围内');
  }
  if (!plan.terms.some((term) => term.value === body.term)) {
    return refuse('该计划不提供所选保障期间');
  }
  if (!plan.payFrequencies.includes(body.payFrequency)) return refuse('该计划不支持所选交费方式');

  const applicant = checkPerson(body.applicant, '投保人', today);
  if (applicant instanceof Refusal) return applicant;
  if (applicant.age < ADULT_AGE) return refuse('投保人须年满18周岁');
  const insured = checkPerson(body.insured, '被保人', today);
  if (insured instanceof Refusal) return insured;
  const self = body.insured.relationship === 'self';
  if (self !== (insured.person.idCard === applicant.person.idCard)) {
    return refuse(
      self ? '被保人为本人时，证件号码须与投保人一致' : '被保人与投保人为同一人时，关系请选择本人',
    );
  }
  const productRange = ageIntervalToBirthRange(record.ageInterval, today);
  const range = plan.ageInterval
    ? mergeBirthRanges(productRange, ageIntervalToBirthRange(plan.ageInterval, today))
    : productRange;
  if (!isDateInRange(insured.birth, range.start, range.end)) {
    return new Refusal(SANDBOX_CODE.ageOutOfRange, '被保人年龄不符合投保要求');
  }

  const areaCode = body.insured.areaCode?.trim() ?? '';
  if (record.features.region) {
    if (!areaCode) return refuse('请选择所在地区');
    if (!isSellableArea(record, areaCode)) return refuse('所选地区不在本产品的销售范围内');
  }
  const jobCode = body.insured.jobCode?.trim() ?? '';
  if (record.features.occupation !== null) {
    if (!jobCode) return refuse('请选择职业');
    const occupation = checkOccupation(record, jobCode);
    if (occupation === 'unknown') return refuse('请选择职业');
    if (occupation === 'notInsurable') return refuse('被保人的职业类别不在本产品的承保范围内');
  }

  let healthAnswers: PurchaseRecord['healthAnswers'] = null;
  if (record.features.healthStatement) {
    if (body.healthAnswers === undefined) return refuse('请完成健康告知');
    const answers = checkAnswers(questionIdsOf(record), body.healthAnswers);
    if (answers === 'malformed') return bad('healthAnswers');
    if (answers === 'incomplete') return refuse('请完成健康告知');
    if (answers === 'failed') return refuse('被保人的健康告知不符合本产品的投保条件');
    healthAnswers = cleanAnswers(record, body.healthAnswers);
  }

  const beneficiaries = checkBeneficiaries(body, record, insured.person.idCard, today);
  if (beneficiaries instanceof Refusal) return beneficiaries;

  const consents = checkConsents(body.consents, record.features.healthStatement);
  if (consents instanceof Refusal) return consents;

  const age = ageOn(insured.birth, today);
  let quoted: { premium: number; unit: string };
  try {
    quoted = quotePremium(plan.pricing, {
      age,
      sumInsured: body.sumInsured,
      term: body.term,
      payFrequency: body.payFrequency,
    });
  } catch {
    // The model prices from the plan's youngest age; an age the range admitted but the model
    // cannot price is still an age the plan does not take.
    return new Refusal(SANDBOX_CODE.ageOutOfRange, '被保人年龄不符合投保要求');
  }
  const { premium, unit } = quoted;
  const regionCode = body.insured.regionCode?.trim();
  const applicantRegion = body.applicant.regionCode?.trim();
  return {
    record,
    planId: plan.id,
    premium,
    premiumUnit: unit,
    purchase: {
      sumInsured: body.sumInsured,
      term: body.term,
      payFrequency: body.payFrequency,
      applicant: {
        ...applicant.person,
        ...(applicantRegion ? { regionCode: applicantRegion } : {}),
      },
      insured: {
        ...insured.person,
        relationship: body.insured.relationship,
        ...(regionCode ? { regionCode } : {}),
        ...(areaCode ? { areaCode } : {}),
        ...(jobCode ? { jobCode, jobLabel: body.insured.jobLabel?.trim() ?? '' } : {}),
      },
      beneficiaryType: body.beneficiaryType,
      beneficiaries,
      healthAnswers,
      consents,
      insuredAge: age,
    },
  };
}

const isTime = (value: string | undefined): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The confirmation screen's ticks (issue 5): documents always, sensitive data with health. */
function checkConsents(consents: Consents, health: boolean): Consents | Refusal {
  if (!isTime(consents.documentsReadAt)) {
    return refuse('请阅读并同意投保须知、保险条款及免责条款');
  }
  if (!health) return { documentsReadAt: consents.documentsReadAt };
  if (!isTime(consents.sensitiveDataAt)) return refuse('请同意敏感个人信息（健康信息）处理授权');
  return { documentsReadAt: consents.documentsReadAt, sensitiveDataAt: consents.sensitiveDataAt };
}
