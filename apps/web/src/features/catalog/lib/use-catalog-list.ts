import { useFilteredProducts } from '../api/filter-products';
import { useProducts } from '../api/get-products';
import { PAGE_SIZE_DEFAULT, toFilterBody, type CatalogFilter } from '@shop/contract/values';

export const CATALOG_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/**
 * The list of /shop and /catalogo: every product, newest first, until a filter is applied; then
 * the filtered list (POST by/search).
 */
export function useCatalogList(filter: CatalogFilter | null, page: number) {
  const pageQuery = { page, page_size: CATALOG_PAGE_SIZE };
  const all = useProducts({ sortBy: 'date_created', order: 'desc', ...pageQuery }, !filter);
  const filtered = useFilteredProducts(
    { ...(filter ? toFilterBody(filter) : {}), ...pageQuery },
    !!filter,
  );
  const query = filter ? filtered : all;
  return {
    products: filter ? filtered.data?.filtered_products : all.data?.products,
    count: (filter ? filtered.data?.count : all.data?.count) ?? 0,
    isUpdating: query.isPlaceholderData,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
