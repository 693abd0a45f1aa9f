import type { CategoryNode, SortKey } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { LazyPagination } from '@/components/lazy-pagination';
import { shop } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { useSearchProducts } from '../api/search-products';
import { DraftFilterPanel } from '../components/draft-filter-panel';
import { FilterLayout } from '../components/filter-layout';
import type { RenderProductAction } from '../components/product-grid';
import { ProductResults } from '../components/product-results';
import { SearchAgainForm } from '../components/search-again-form';
import { SORT_CHOICES_SHOP } from '../lib/catalog-filter';
import {
  PAGE_SIZE_DEFAULT,
  readSearchState,
  toFilterBody,
  writeSearchState,
} from '@shop/contract/values';
import { FILTER_EMPTY_MESSAGE } from '../lib/messages';
import { usePageParam } from '../lib/use-page-param';

const SORT_CHOICES_SEARCH: readonly { value: SortKey | ''; label: string }[] = [
  { value: '', label: 'Relevancia' },
  ...SORT_CHOICES_SHOP,
];

/** The name of category `id` in the tree (a parent or a sub-category), or null. */
function categoryName(tree: CategoryNode[] | undefined, id: number): string | null {
  for (const node of tree ?? []) {
    if (node.id === id) return node.name;
    const found = categoryName(node.sub_categories, id);
    if (found) return found;
  }
  return null;
}

/**
 * /search 'Productos (count)': the top-bar search, refined by category, price, sort and order.
 * A category's own page (no search text, a menu's link) names the category first (issue 33).
 */
export function SearchPage({ renderAction }: { renderAction?: RenderProductAction }) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const state = readSearchState(params);
  const { data, isPlaceholderData, isError, refetch } = useSearchProducts({
    search: state.q,
    ...toFilterBody(state.filter),
    page,
    page_size: PAGE_SIZE_DEFAULT,
  });
  const count = data?.count ?? 0;
  const categories = useCategories();
  const category = state.q ? null : categoryName(categories.data, Number(state.filter.category_id));
  // The count appears once known, so 'Productos (0)' never flashes before the answer.
  const products = data ? `Productos (${count})` : 'Productos';
  return (
    <FilterLayout
      title={category ? `${category}: ${products}` : products}
      summary={
        state.q ? (
          <>
            Resultados para <strong className="text-slate-900">“{state.q}”</strong>
          </>
        ) : undefined
      }
      renderPanel={(done) => (
        <DraftFilterPanel
          key={params.toString()}
          initial={state.filter}
          sortChoices={SORT_CHOICES_SEARCH}
          onApply={(filter) => {
            setParams(writeSearchState({ q: state.q, filter }));
            done();
          }}
        />
      )}
    >
      <PageMeta
        title={`${state.q ? `${state.q} - ` : ''}${category ?? 'Buscar productos'} | ${shop.name}`}
      />
      <div className="mb-6">
        <SearchAgainForm
          key={state.q}
          initial={state.q}
          onSearch={(q) => setParams(writeSearchState({ q, filter: state.filter }))}
        />
      </div>
      <ProductResults
        products={data?.search_products}
        isUpdating={isPlaceholderData}
        isError={isError}
        onRetry={() => void refetch()}
        emptyMessage={FILTER_EMPTY_MESSAGE}
        renderAction={renderAction}
      />
      <LazyPagination page={page} pageSize={PAGE_SIZE_DEFAULT} count={count} onChange={setPage} />
    </FilterLayout>
  );
}
