import type { ProfessionNode } from '../data/common/types';
import type { Job } from '../data/insured/types';
import {
  JOBS,
  maxOccupationClass,
  PROFESSION_TREES,
  type ProfessionTreeName,
  type StoredProfessionNode,
} from './fixtures/occupations';
import type { ProductDetailRecord } from './fixtures/products';

/**
 * Occupations as the funnel's calls answer them, and the check the insured submit makes: the
 * chosen occupation must exist in the product's list or tree, and its class must be insured.
 */

export function productJobs(record: ProductDetailRecord): Job[] {
  const cap = maxOccupationClass(record.keyFacts.occupationClasses);
  return JOBS.map((job) => ({ ...job, insurable: job.occupationClass <= cap }));
}

/** A node as sent: children left out (the client asks for them), the class on leaves only. */
function shallow(node: StoredProfessionNode): ProfessionNode {
  return node.occupationClass === undefined
    ? { id: node.id, name: node.name }
    : { id: node.id, name: node.name, occupationClass: node.occupationClass };
}

const sameId = (node: StoredProfessionNode, id: string) => String(node.id) === id;

/**
 * Spec section 4: no parent ids -> the top level; one id -> that top node's children; two ids a,b
 * -> the children of b, which must be a child of a. Ids that name nothing give an empty level.
 */
export function professionLevel(tree: ProfessionTreeName, parentIds: string[]): ProfessionNode[] {
  const top = PROFESSION_TREES[tree];
  if (parentIds.length === 0) return top.map(shallow);
  const first = top.find((node) => sameId(node, parentIds[0]));
  if (parentIds.length === 1) return (first?.children ?? []).map(shallow);
  const second = first?.children?.find((node) => sameId(node, parentIds[1]));
  return (second?.children ?? []).map(shallow);
}

/** The class of an occupation leaf by its id, anywhere in the tree. */
function leafClass(nodes: readonly StoredProfessionNode[], id: string): number | undefined {
  for (const node of nodes) {
    if (node.children) {
      const found = leafClass(node.children, id);
      if (found !== undefined) return found;
    } else if (sameId(node, id) && node.occupationClass !== undefined) {
      return node.occupationClass;
    }
  }
  return undefined;
}

export type OccupationCheck = 'ok' | 'unknown' | 'notInsurable';

/** Whether `code` is an occupation of the product's source that the product insures. */
export function checkOccupation(record: ProductDetailRecord, code: string): OccupationCheck {
  const source = record.features.occupation;
  if (source === null) return 'ok';
  const occupationClass =
    source === 'jobs'
      ? JOBS.find((job) => job.code === code)?.occupationClass
      : leafClass(PROFESSION_TREES[source], code);
  if (occupationClass === undefined) return 'unknown';
  return occupationClass <= maxOccupationClass(record.keyFacts.occupationClasses)
    ? 'ok'
    : 'notInsurable';
}
