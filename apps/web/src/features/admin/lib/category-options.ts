/** Spanish order (á beside a, ñ after n), case and accents aside: "Ñ" never sorts after "Z". */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export interface CategoryOption {
  id: number;
  /** "Padre › Hija" for a subcategory, the name alone for a main one. */
  path: string;
  name: string;
  parent: number | null;
}

/**
 * A product's category choices in alphabetical (Spanish) order of their full path, so each main
 * category comes right before its subcategories (issue 33: the dropdown was unsorted).
 */
export function sortedCategoryOptions(
  categories: readonly { id: number; name: string; parent: number | null }[],
): CategoryOption[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .map((c) => {
      const parent = c.parent === null ? undefined : byId.get(c.parent);
      return {
        id: c.id,
        name: c.name,
        parent: c.parent,
        path: parent ? `${parent.name} › ${c.name}` : c.name,
      };
    })
    .sort((a, b) => spanish.compare(a.path, b.path));
}
