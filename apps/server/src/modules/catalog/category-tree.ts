import type { CategoryNode } from '@shop/contract';

interface CategoryLike {
  id: number;
  name: string;
  parentId: number | null;
}

/** Nests categories (already in display order) under their parents; orphans become roots. */
export function buildCategoryTree(rows: CategoryLike[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, sub_categories: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId != null ? nodes.get(row.parentId) : undefined;
    if (parent && !isAncestor(node, parent)) parent.sub_categories.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Guards against a cycle in bad data, which would otherwise hide categories. */
function isAncestor(candidate: CategoryNode, node: CategoryNode): boolean {
  if (candidate === node) return true;
  return candidate.sub_categories.some((child) => isAncestor(child, node));
}
