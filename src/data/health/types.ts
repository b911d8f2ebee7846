/** GET /rest/api/abao_product/health/detail/{productId} (ASSUMED shape). */
export interface HealthQuestion {
  id: string;
  /** The question as the insurer words it. */
  text: string;
  /** Optional details listed under the question (the conditions it covers). */
  details?: string[];
}

export interface HealthDetail {
  productId: number;
  title: string;
  intro: string;
  questions: HealthQuestion[];
}

/** POST /rest/api/third_product/health_statement (query) and submit_health_statement bodies. */
export interface HealthStatementBody {
  productId: number;
  /** Omitted on the query: the server answers with the statement it holds for this visitor. */
  answers?: Record<string, boolean>;
}

/** Reply payload of the query: answers the server already holds (to restore), if any. */
export interface HealthStatement {
  productId: number;
  answers: Record<string, boolean> | null;
}

/** Reply payload of the submit: code 0 = eligible; code -1 = ineligible (the dialog of copy.md). */
export interface HealthSubmitReturn {
  productId: number;
  passed: boolean;
}
