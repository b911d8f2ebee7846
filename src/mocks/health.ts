import type { HealthDetail } from '../data/health/types';
import type { HealthAnswers } from '../data/insured/types';
import type { ProductDetailRecord } from './fixtures/products';
import { healthQuestionId } from './fixtures/products/health-questions';

/**
 * The health statement of a product, shared by the health calls and the insured submit: both
 * judge answers against the same questions, so passing one and failing the other cannot happen.
 */

/** Null for a product that asks no health questions. */
export function healthDetail(record: ProductDetailRecord): HealthDetail | null {
  if (!record.healthQuestions) return null;
  return {
    productId: record.id,
    title: `${record.name}健康告知`,
    intro:
      '请被保险人如实回答以下问题。任一问题回答“是”的，被保险人不符合本产品的投保条件。' +
      '投保人、被保险人故意或者因重大过失未履行如实告知义务的，保险公司有权解除合同，且不承担保险责任。',
    questions: record.healthQuestions.map((question, index) => ({
      id: healthQuestionId(record.id, index),
      text: question.text,
      ...(question.details ? { details: [...question.details] } : {}),
    })),
  };
}

export type AnswersCheck = 'passed' | 'failed' | 'incomplete' | 'malformed';

/**
 * Every question answered with a boolean, and nothing else: 'passed' when all are 否. Keys of
 * other questions are malformed rather than ignored, since they mean the client holds answers
 * to another product's questions.
 */
export function checkAnswers(questionIds: readonly string[], answers: unknown): AnswersCheck {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return 'malformed';
  }
  const entries = Object.entries(answers as Record<string, unknown>);
  if (entries.some(([id, value]) => !questionIds.includes(id) || typeof value !== 'boolean')) {
    return 'malformed';
  }
  if (questionIds.some((id) => !(id in answers))) return 'incomplete';
  return entries.some(([, value]) => value === true) ? 'failed' : 'passed';
}

export function questionIdsOf(record: ProductDetailRecord): string[] {
  return (record.healthQuestions ?? []).map((_, index) => healthQuestionId(record.id, index));
}

/** Copies only the product's questions, in order, so a stored statement holds nothing else. */
export function cleanAnswers(record: ProductDetailRecord, answers: HealthAnswers): HealthAnswers {
  return Object.fromEntries(questionIdsOf(record).map((id) => [id, answers[id] === true]));
}
