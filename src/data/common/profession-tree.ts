import type { ProfessionNode } from './types';

/**
 * The lazy-loading rule of spec section 4: no parent ids replace the whole tree; one parent id
 * fills that node's children; two fill the grandchild level (the children of the second id,
 * found under the first). Pure, so the slice and the tests share it.
 */
export function mergeProfessionLevel(
  tree: ProfessionNode[],
  parentIds: (string | number)[],
  nodes: ProfessionNode[],
): ProfessionNode[] {
  if (parentIds.length === 0) return nodes;
  const [first, second] = parentIds;
  return tree.map((top) => {
    if (String(top.id) !== String(first)) return top;
    if (parentIds.length === 1) return { ...top, children: nodes };
    return {
      ...top,
      children: (top.children ?? []).map((middle) =>
        String(middle.id) === String(second) ? { ...middle, children: nodes } : middle,
      ),
    };
  });
}
