import type { CategoryNode } from '@shop/contract';

export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}

/** Parents followed by their sub-categories, depth-first, for selects and radio lists. */
export function flattenCategories(nodes: CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenCategories(node.sub_categories ?? [], depth + 1),
  ]);
}
