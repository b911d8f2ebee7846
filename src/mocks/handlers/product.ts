import { http, type RequestHandler } from 'msw';
import type { PayFrequency, Quote, QuoteArgs } from '../../data/product/types';
import { ageIntervalToBirthRange, ageOn, isDateInRange, mergeBirthRanges } from '../../lib/date';
import { chinaDate, now } from '../clock';
import { addDays, coverPeriod } from '../cover';
import { quotePremium, toProductDetail } from '../fixtures/products';
import { findProduct, idParam } from '../products';
import { badParam, fail, ok, SANDBOX_CODE, type EnvelopeResponse } from '../reply';

/** The `product` data area: product detail and the premium trial (both paths ASSUMED, docs/api.md). */

const PAY_FREQUENCIES: readonly PayFrequency[] = ['single', 'annual', 'monthly'];

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A calendar date written YYYY-MM-DD that really exists (no 2月30日), as local midnight. */
function parseBirthDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** The body's fields with their types checked, or the badParam reply naming the first bad one. */
function readQuoteArgs(body: unknown): QuoteArgs | EnvelopeResponse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return badParam('body');
  const args = body as Partial<Record<keyof QuoteArgs, unknown>>;
  if (!isPositiveInt(args.productId)) return badParam('productId');
  if (!isPositiveInt(args.planId)) return badParam('planId');
  const { sumInsured, term, payFrequency, birthDate } = args;
  if (typeof sumInsured !== 'number' || !Number.isFinite(sumInsured) || sumInsured <= 0) {
    return badParam('sumInsured');
  }
  if (typeof term !== 'string' || term.trim() === '') return badParam('term');
  if (!PAY_FREQUENCIES.includes(payFrequency as PayFrequency)) return badParam('payFrequency');
  if (typeof birthDate !== 'string' || birthDate.trim() === '') return badParam('birthDate');
  return {
    productId: args.productId,
    planId: args.planId,
    sumInsured,
    term,
    payFrequency: payFrequency as PayFrequency,
    birthDate,
  };
}

export const productHandlers: RequestHandler[] = [
  http.get('/rest/api/product/detail/:id', ({ params }) => {
    const id = idParam(params.id);
    if (id === null) return badParam('id');
    const record = findProduct(id);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    // An off-shelf product still answers its detail (code 0): the client sends the visitor on.
    return ok(toProductDetail(record));
  }),

  http.post('/rest/api/third_product/price', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return badParam('body');
    }
    const args = readQuoteArgs(body);
    if (args instanceof Response) return args;

    const product = findProduct(args.productId);
    if (!product) return fail(SANDBOX_CODE.notFound, '产品不存在');
    if (product.status === 'off') return fail(SANDBOX_CODE.offShelf, '产品已下架');
    const plan = product.plans.find((p) => p.id === args.planId);
    if (!plan) return fail(SANDBOX_CODE.notFound, '保障计划不存在');
    if (!plan.sumInsuredOptions.includes(args.sumInsured)) {
      return fail(SANDBOX_CODE.badParam, '所选保额不在该计划的可选范围内');
    }
    if (!plan.terms.some((term) => term.value === args.term)) {
      return fail(SANDBOX_CODE.badParam, '该计划不提供所选保障期间');
    }
    if (!plan.payFrequencies.includes(args.payFrequency)) {
      return fail(SANDBOX_CODE.badParam, '该计划不支持所选交费方式');
    }

    const birth = parseBirthDate(args.birthDate);
    if (!birth) return fail(SANDBOX_CODE.badParam, '出生日期格式不正确，应为YYYY-MM-DD');
    const today = new Date();
    if (birth.getTime() > today.getTime()) {
      return fail(SANDBOX_CODE.badParam, '出生日期不能晚于今天');
    }
    const productRange = ageIntervalToBirthRange(product.ageInterval, today);
    const range = plan.ageInterval
      ? mergeBirthRanges(productRange, ageIntervalToBirthRange(plan.ageInterval, today))
      : productRange;
    if (!isDateInRange(birth, range.start, range.end)) {
      return fail(SANDBOX_CODE.ageOutOfRange, '被保人年龄不符合投保要求');
    }

    const age = ageOn(birth, today);
    const { premium, unit } = quotePremium(plan.pricing, {
      age,
      sumInsured: args.sumInsured,
      term: args.term,
      payFrequency: args.payFrequency,
    });
    // Bought today, cover would start tomorrow: the period the confirmation states.
    const period = coverPeriod(args.term, addDays(chinaDate(now()), 1), args.birthDate);
    const quote: Quote = {
      premium,
      unit,
      age,
      effectiveDate: period?.effectiveDate ?? null,
      endDate: period?.endDate ?? null,
    };
    return ok(quote);
  }),
];
