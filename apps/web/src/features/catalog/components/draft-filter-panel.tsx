import { useState } from 'react';
import type { SortKey } from '@shop/contract';
import type { CatalogFilter } from '../lib/catalog-filter';
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
  return (
    <FilterPanel
      value={draft}
      onChange={setDraft}
      onSubmit={() => onApply(draft)}
      categories={categories}
      sortChoices={sortChoices}
    />
  );
}
