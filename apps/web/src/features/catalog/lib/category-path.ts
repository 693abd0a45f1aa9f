import type { CategoryNode } from '@shop/contract';

/** The chain of categories from a root down to `id` (empty when not found). */
export function findCategoryPath(nodes: CategoryNode[], id: number): CategoryNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.sub_categories ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}
