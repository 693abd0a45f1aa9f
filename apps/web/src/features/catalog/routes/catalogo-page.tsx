import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { LazyPagination } from '@/components/lazy-pagination';
import { paths, shop } from '@/config/paths';
import type { RenderProductAction } from '../components/product-grid';
import { ProductResults } from '../components/product-results';
import { ResultsSummary } from '../components/results-summary';
import { CATALOG_PAGE_SIZE, useCatalogList } from '../lib/use-catalog-list';
import { LIST_EMPTY_MESSAGE } from '../lib/messages';
import { filterSearch, useListFilter } from '../lib/use-list-filter';
import { usePageParam } from '../lib/use-page-param';

/** /catalogo 'Catalogos': every product, or the list of the filter applied on /shop. */
export function CatalogoPage({ renderAction }: { renderAction?: RenderProductAction }) {
  const { filter: applied, clear } = useListFilter({ sessionFallback: true });
  const [page, setPage] = usePageParam();
  const list = useCatalogList(applied, page);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={`Catalogos | ${shop.name}`} />
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Catalogos</h1>
          <div className="mt-1 text-sm text-slate-600">
            <ResultsSummary
              count={list.products ? list.count : undefined}
              filtered={!!applied}
              onClear={clear}
            />
          </div>
        </div>
        <Link
          to={applied ? `${paths.shop}${filterSearch(applied)}` : paths.shop}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {applied ? 'Cambiar filtros' : 'Filtrar productos'}
        </Link>
      </div>
      <section aria-labelledby="resultados" className="mt-8">
        <h2 id="resultados" className="sr-only">
          Resultados
        </h2>
        <ProductResults
          products={list.products}
          isUpdating={list.isUpdating}
          isError={list.isError}
          onRetry={list.refetch}
          emptyMessage={LIST_EMPTY_MESSAGE}
          renderAction={renderAction}
        />
        <LazyPagination
          page={page}
          pageSize={CATALOG_PAGE_SIZE}
          count={list.count}
          onChange={setPage}
        />
      </section>
    </main>
  );
}
