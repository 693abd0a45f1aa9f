import { PageMeta } from '@/components/page-meta';
import { LazyPagination } from '@/components/lazy-pagination';
import { shop } from '@/config/paths';
import { DraftFilterPanel } from '../components/draft-filter-panel';
import { FilterLayout } from '../components/filter-layout';
import type { RenderProductAction } from '../components/product-grid';
import { ProductResults } from '../components/product-results';
import { ResultsSummary } from '../components/results-summary';
import { DEFAULT_FILTER, SORT_CHOICES_SHOP } from '../lib/catalog-filter';
import { CATALOG_PAGE_SIZE, useCatalogList } from '../lib/use-catalog-list';
import { FILTER_EMPTY_MESSAGE } from '../lib/messages';
import { useListFilter } from '../lib/use-list-filter';
import { usePageParam } from '../lib/use-page-param';

/**
 * /shop 'Filtro de Productos': every product until 'Buscar', then the filtered list; the filter
 * is in the URL (/shop?category=3&brand=Truper&in_stock=1), so it can be shared.
 */
export function ShopPage({ renderAction }: { renderAction?: RenderProductAction }) {
  const { filter: applied, apply, clear } = useListFilter({ sessionFallback: false });
  const [page, setPage] = usePageParam();
  const list = useCatalogList(applied, page);
  return (
    <FilterLayout
      title="Filtro de Productos"
      summary={
        <ResultsSummary
          count={list.products ? list.count : undefined}
          filtered={!!applied}
          onClear={clear}
        />
      }
      renderPanel={(done) => (
        <DraftFilterPanel
          key={JSON.stringify(applied)}
          initial={applied ?? DEFAULT_FILTER}
          sortChoices={SORT_CHOICES_SHOP}
          onApply={(filter) => {
            apply(filter);
            done();
          }}
        />
      )}
    >
      <PageMeta title={`Filtro de Productos | ${shop.name}`} />
      <ProductResults
        products={list.products}
        isUpdating={list.isUpdating}
        isError={list.isError}
        onRetry={list.refetch}
        emptyMessage={FILTER_EMPTY_MESSAGE}
        renderAction={renderAction}
      />
      <LazyPagination
        page={page}
        pageSize={CATALOG_PAGE_SIZE}
        count={list.count}
        onChange={setPage}
      />
    </FilterLayout>
  );
}
