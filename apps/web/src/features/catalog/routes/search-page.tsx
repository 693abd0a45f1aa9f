import type { SortKey } from '@shop/contract';
import { PAGE_SIZE_DEFAULT } from '@shop/contract/values';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Pagination } from '@/components/pagination';
import { shop } from '@/config/paths';
import { useSearchProducts } from '../api/search-products';
import { DraftFilterPanel } from '../components/draft-filter-panel';
import { FilterLayout } from '../components/filter-layout';
import type { RenderProductAction } from '../components/product-grid';
import { ProductResults } from '../components/product-results';
import { SearchAgainForm } from '../components/search-again-form';
import { SORT_CHOICES_SHOP, toFilterBody } from '../lib/catalog-filter';
import { readSearchState, writeSearchState } from '../lib/search-params';
import { FILTER_EMPTY_MESSAGE } from '../lib/messages';
import { usePageParam } from '../lib/use-page-param';

const SORT_CHOICES_SEARCH: readonly { value: SortKey | ''; label: string }[] = [
  { value: '', label: 'Relevancia' },
  ...SORT_CHOICES_SHOP,
];

/** /search 'Productos (count)': the top-bar search, refined by category, price, sort and order. */
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
  return (
    <FilterLayout
      // The count appears once known, so 'Productos (0)' never flashes before the answer.
      title={data ? `Productos (${count})` : 'Productos'}
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
      <PageMeta title={`${state.q ? `${state.q} - ` : ''}Buscar productos | ${shop.name}`} />
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
      <Pagination page={page} pageSize={PAGE_SIZE_DEFAULT} count={count} onChange={setPage} />
    </FilterLayout>
  );
}
