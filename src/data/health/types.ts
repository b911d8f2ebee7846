import * as v from 'valibot';

/**
 * GET /rest/api/abao_product/health/detail/{productId} (ASSUMED shape). The questions are what
 * the screen is for; it has its own title and lead when the server gives none.
 */
export const HealthQuestionSchema = v.object({
  id: v.string(),
  /** The question as the insurer words it. */
  text: v.string(),
  /** Optional details listed under the question (the conditions it covers). */
  details: v.optional(v.array(v.string())),
});
export type HealthQuestion = v.InferOutput<typeof HealthQuestionSchema>;

export const HealthDetailSchema = v.object({
  productId: v.optional(v.number()),
  title: v.nullish(v.string(), ''),
  intro: v.nullish(v.string(), ''),
  questions: v.array(HealthQuestionSchema),
});
export type HealthDetail = v.InferOutput<typeof HealthDetailSchema>;

/** POST /rest/api/third_product/health_statement (query) and submit_health_statement bodies. */
export interface HealthStatementBody {
  productId: number;
  /** Omitted on the query: the server answers with the statement it holds for this visitor. */
  answers?: Record<string, boolean>;
}

/** Question id -> answer. A custom check rather than v.record (see common/types.ts). */
const AnswersSchema = v.custom<Record<string, boolean>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'boolean'),
);

/** Reply payload of the query: answers the server already holds (to restore), if any. */
export const HealthStatementSchema = v.object({
  productId: v.optional(v.number()),
  answers: v.nullish(AnswersSchema, null),
});
export type HealthStatement = v.InferOutput<typeof HealthStatementSchema>;

/** Reply payload of the submit: code 0 = eligible; code -1 = ineligible (the dialog of copy.md). */
export const HealthSubmitReturnSchema = v.object({
  productId: v.number(),
  passed: v.boolean(),
});
export type HealthSubmitReturn = v.InferOutput<typeof HealthSubmitReturnSchema>;

/** The saga works out the result from the code when the server sends no payload. */
export const HealthSubmitReplySchema = v.nullish(HealthSubmitReturnSchema, null);
