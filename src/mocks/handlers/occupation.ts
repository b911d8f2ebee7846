import { http, type RequestHandler } from 'msw';
import { PROFESSION_CATEGORIES, type ProfessionTreeName } from '../fixtures/occupations';
import { productJobs, professionLevel } from '../occupations';
import { findProduct, idParam } from '../products';
import { badParam, fail, ok, SANDBOX_CODE } from '../reply';

/**
 * Occupations (`common` data area): a product's job list, the industry table's categories, and the
 * two insurers' occupation trees, one level per call (spec section 4's parent-id rule). Public:
 * the insured form loads them before anything is submitted.
 */

/** `a,b` -> ['a', 'b']; blanks dropped, so `parentIds=` is the top level. */
function parentIdsOf(request: Request): string[] {
  const raw = new URL(request.url).searchParams.get('parentIds') ?? '';
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

function treeHandler(tree: ProfessionTreeName, path: string): RequestHandler {
  return http.get(path, ({ request }) => {
    const parentIds = parentIdsOf(request);
    // The trees have three levels: a third parent id asks for a level that does not exist.
    if (parentIds.length > 2) return badParam('parentIds');
    return ok(professionLevel(tree, parentIds));
  });
}

export const occupationHandlers: RequestHandler[] = [
  http.get('/rest/api/third_product/jobs/:id', ({ params }) => {
    const id = idParam(params.id);
    if (id === null) return badParam('id');
    const record = findProduct(id);
    if (!record) return fail(SANDBOX_CODE.notFound, '产品不存在');
    return ok(productJobs(record));
  }),

  http.get('/rest/api/profession', () => ok(PROFESSION_CATEGORIES.map((node) => ({ ...node })))),
  treeHandler('fuxing', '/rest/api/profession/fuxing'),
  treeHandler('jdal', '/rest/api/profession/jdal'),
];
