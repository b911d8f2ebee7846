import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import type { Quote, QuoteArgs } from '../product/types';
import type { Area, Job } from '../insured/types';
import type { ProfessionNode, ProfessionTree } from './types';
import { lazySchema } from '../lazy-schema';

/** The quote's and the funnel's lookups' calls (lookups.ts), loaded with them. */
/** `page` is the page URL without its hash (on iOS, the entry URL), sent encoded. */
/** The premium quote of the trial (path ASSUMED, decisions.md). */
export function fetchQuote(args: QuoteArgs): Promise<Reply<Quote>> {
  return request(PATHS.price, {
    method: 'POST',
    body: args,
    schema: lazySchema('QuoteSchema'),
  });
}

/** The product's job list (spec: GET /rest/api/third_product/jobs/{id}). */
export function fetchJobs(productId: number): Promise<Reply<Job[]>> {
  return request(PATHS.jobs(productId), {
    cache: true,
    schema: lazySchema('JobsSchema'),
  });
}

/** Areas where the product sells; with areaCode, that area's children. */
export function fetchProductArea(productId: number, areaCode?: string): Promise<Reply<Area[]>> {
  return request(PATHS.productArea(productId), {
    params: { areaCode },
    schema: lazySchema('AreasSchema'),
  });
}

/** One level of an occupation tree: no parent ids = the top level. */
export function fetchProfessions(
  tree: ProfessionTree,
  parentIds: (string | number)[],
): Promise<Reply<ProfessionNode[]>> {
  const path = tree === 'fuxing' ? PATHS.professionFosun : PATHS.professionJdal;
  return request(path, {
    params: parentIds.length ? { parentIds: parentIds.join(',') } : {},
    cache: true,
    schema: lazySchema('ProfessionLevelSchema'),
  });
}
