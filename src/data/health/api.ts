import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  HealthDetailSchema,
  HealthStatementSchema,
  HealthSubmitReplySchema,
  type HealthDetail,
  type HealthStatement,
  type HealthSubmitReturn,
} from './types';
import type { HealthAnswers } from '../insured/types';

/** The product's health questions (spec: GET /rest/api/abao_product/health/detail/{id}). */
export function fetchHealthDetail(productId: number): Promise<Reply<HealthDetail>> {
  return request(PATHS.healthDetail(productId), {
    schema: HealthDetailSchema,
  });
}

/** The statement the server already holds for this visitor and product (answers may be null). */
export function queryHealthStatement(productId: number): Promise<Reply<HealthStatement>> {
  return request(PATHS.healthStatement, {
    method: 'POST',
    body: { productId },
    schema: HealthStatementSchema,
  });
}

/** Code 0 = eligible; code -1 = ineligible (copy.md's dialog). */
export function submitHealthStatement(body: {
  productId: number;
  answers: HealthAnswers;
}): Promise<Reply<HealthSubmitReturn | null>> {
  return request(PATHS.healthSubmit, {
    method: 'POST',
    body,
    schema: HealthSubmitReplySchema,
  });
}
