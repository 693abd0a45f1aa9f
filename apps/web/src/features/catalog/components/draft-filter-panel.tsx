import { useState } from 'react';
import type { SortKey } from '@shop/contract';
import type { CatalogFilter } from '@shop/contract/values';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { FilterPanel } from './filter-panel';

/** The filter panel holding its own draft until 'Buscar' hands it over. */
export function DraftFilterPanel({
  initial,
  onApply,
  sortChoices,
}: {
  initial: CatalogFilter;
  onApply: (filter: CatalogFilter) => void;
  sortChoices: readonly { value: SortKey | ''; label: string }[];
}) {
  const [draft, setDraft] = useState(initial);
  const { data: categories = [] } = useCategories();
  const { data: brands = [] } = useBrands();
  return (
    <FilterPanel
      value={draft}
      onChange={setDraft}
      onSubmit={() => onApply(draft)}
      categories={categories}
      brands={brands.map((b) => b.name)}
      sortChoices={sortChoices}
    />
  );
}
