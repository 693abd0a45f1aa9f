import type { CatalogFilter, SearchProductsResponse, Suggestion } from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { requireCategoryFilter, toProductFilter } from '../catalog.service.js';
import { LIST_CAP_DEFAULT, listWindow } from '../pagination.js';
import { toProduct } from '../product-dto.js';
import { selectProductPage } from '../product.repository.js';
import { buildTsQuery, correctableWords, parseSearchTerms, plainPhrase } from './search-query.js';
import {
  selectNameMatches,
  selectSpellingAlternatives,
  selectTextMatches,
} from './search.repository.js';

/** The list filter (its `sort_by` unset: by relevance), the text and the page. */
export interface SearchInput extends CatalogFilter {
  search: string;
  /** Neither given: every match up to the cap. */
  page?: number;
  page_size?: number;
}

/**
 * POST search: Spanish full text over name, brand, categories and description, accent- and
 * case-blind, singular or plural, misspellings corrected from the catalogue's own words, ranked
 * by relevance; when no text matches, names close to it by trigram similarity. An empty search
 * lists everything, newest first.
 */
export async function searchProducts(
  db: Db,
  s: SearchInput,
  cap = LIST_CAP_DEFAULT,
): Promise<SearchProductsResponse> {
  await requireCategoryFilter(db, s.category_id);
  const filter = toProductFilter(s.category_id, s.price_range, s);
  const window = listWindow(s, cap);
  const terms = parseSearchTerms(s.search);
  if (terms.length === 0) {
    const { rows, count } = await selectProductPage(db, {
      filter,
      sort: s.sort_by ?? 'date_created',
      order: s.sort_by ? s.order : 'desc',
      ...window,
    });
    return { search_products: rows.map(toProduct), count };
  }
  const alternatives = await selectSpellingAlternatives(db, correctableWords(terms));
  const query = {
    strictQuery: buildTsQuery(terms),
    broadQuery: buildTsQuery(terms, alternatives),
    phrase: plainPhrase(terms),
    filter,
    sort: s.sort_by ? { key: s.sort_by, order: s.order } : undefined,
    ...window,
  };
  let found = await selectTextMatches(db, query);
  if (found.count === 0) found = await selectNameMatches(db, query);
  return { search_products: found.rows.map(toProduct), count: found.count };
}

/** Autocomplete: the best few matches of what has been typed so far. */
export async function suggestProducts(db: Db, q: string, limit: number): Promise<Suggestion[]> {
  if (parseSearchTerms(q).length === 0) return [];
  const { search_products } = await searchProducts(db, {
    search: q,
    category_id: 0,
    price_range: 'Any',
    order: 'desc',
    page: 1,
    page_size: limit,
  });
  return search_products.map(({ id, name, get_thumbnail, price }) => ({
    id,
    name,
    get_thumbnail,
    price,
  }));
}

/**
 * The key under which a search's answer may be cached: two searches with the same key give the
 * same answer (case, accents, repeated words, punctuation and order of the fields do not matter).
 */
export function searchCacheKey(s: SearchInput): string {
  const terms = parseSearchTerms(s.search).map((t) => t.text);
  const sort = s.sort_by ? `${s.sort_by}:${s.order}` : terms.length ? 'rank' : 'new';
  const paging =
    s.page === undefined && s.page_size === undefined
      ? 'all'
      : `${s.page ?? 1}x${s.page_size ?? '-'}`;
  const extra =
    s.brand?.length || s.in_stock
      ? [[...new Set(s.brand?.map((b) => b.toLowerCase()))].sort(), !!s.in_stock]
      : [];
  return JSON.stringify([terms, s.category_id, s.price_range, sort, paging, ...extra]);
}

/** The key of a suggestion list (see searchCacheKey). */
export function suggestCacheKey(q: string, limit: number): string {
  return JSON.stringify([parseSearchTerms(q).map((t) => t.text), limit]);
}
