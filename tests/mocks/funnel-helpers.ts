import type { InsuredSubmitBody, OrderCreated } from '../../src/data/insured/types';
import type { PaymentBody, PaymentStart } from '../../src/data/pay/types';
import { PRODUCT_DETAILS } from '../../src/mocks/fixtures/products';
import { healthQuestionId } from '../../src/mocks/fixtures/products/health-questions';
import { call, type Call } from './api';

/** Shared pieces of the purchase-funnel tests: valid people, a valid submit body, the calls. */

/** 11-21 10:00 in Beijing: ages below are counted on this day. */
export const START = Date.UTC(2026, 10, 21, 2, 0, 0);
export const BUYER_PHONE = '13912345678';

/** Valid ID numbers (checksums right), with their birth dates in the names. */
export const IDS = {
  male1990: '110101199003071233',
  female1990: '110101199003071241',
  female1992: '110101199208080467',
  male1988: '110101198801010131',
  child2020: '110101202006150222',
  /** 65 on START, 66 the next day: the oldest 105 takes. */
  male19601122: '110101196011220119',
  /** 66 on START. */
  male19601121: '110101196011210113',
  /** 17 on START, 18 the next day. */
  female20081122: '110101200811220263',
  /** 18 on START. */
  female20081121: '110101200811210268',
} as const;

export const APPLICANT = { name: '王小明', idCard: IDS.male1990, mobile: BUYER_PHONE };

/** Every health question of the product answered 否, or one of them 是. */
export function healthAnswers(productId: number, yesAt?: number): Record<string, boolean> {
  const questions = PRODUCT_DETAILS.find((p) => p.id === productId)?.healthQuestions ?? [];
  return Object.fromEntries(questions.map((_, i) => [healthQuestionId(productId, i), i === yesAt]));
}

let keySeq = 0;
/** A fresh idempotency key, as the confirmation screen makes one per purchase. */
export const newKey = () => `key-${Date.now().toString(36)}-${(keySeq += 1)}`;

/**
 * A body 105 (守护百万医疗险, health questions, insurer's pay route) accepts: the applicant insures
 * himself on 标准版 for a year, paying annually, with the documents read and health consent given.
 */
export function submitBody(overrides: Partial<InsuredSubmitBody> = {}): InsuredSubmitBody {
  return {
    idempotencyKey: newKey(),
    traceId: 'trace-105-test',
    productId: 105,
    planId: 10501,
    sumInsured: 4000000,
    term: '1y',
    payFrequency: 'annual',
    applicant: { ...APPLICANT },
    insured: { ...APPLICANT, relationship: 'self' },
    beneficiaryType: 'legal',
    beneficiaries: [],
    healthAnswers: healthAnswers(105),
    consents: {
      documentsReadAt: '2026-11-21T10:00:00+08:00',
      sensitiveDataAt: '2026-11-21T10:00:05+08:00',
    },
    ...overrides,
  };
}

export const submit = (token: string, body: unknown) =>
  call<OrderCreated | null>('POST', '/rest/api/third_product/insured', { token, body });

/** Submits a valid order and returns its id (fails the test when refused). */
export async function placeOrder(
  token: string,
  overrides: Partial<InsuredSubmitBody> = {},
): Promise<string> {
  const { reply } = await submit(token, submitBody(overrides));
  expect(reply).toMatchObject({ code: 0 });
  return reply.payload?.orderId ?? '';
}

export function payBody(orderId: string, overrides: Partial<PaymentBody> = {}): PaymentBody {
  return {
    orderId,
    channel: 'wechat',
    client: 'h5',
    returnUrl: `/ProductNew/Pay/Payback?orderId=${orderId}`,
    ...overrides,
  };
}

export const pay = (
  token: string,
  body: unknown,
  path = '/rest/api/third_product/payment',
): Promise<Call<PaymentStart | null>> => call<PaymentStart | null>('POST', path, { token, body });

/** The payToken of a start: from the cashier URL or the prepay id. */
export function payTokenOf(start: PaymentStart | null): string {
  if (!start) return '';
  if (start.mode === 'jsapi') return start.jsapi.package.replace('prepay_id=', '');
  return new URL(start.url, location.href).searchParams.get('payToken') ?? '';
}

export const cashierComplete = (body: unknown) =>
  call<unknown>('POST', '/rest/api/sandbox/cashier/complete', { body });
