import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { products, productSearch } from '../../../db/schema/catalog.js';
import type { SortKey, SortOrder } from '@shop/contract';
import {
  filterCondition,
  PRODUCT_COLUMNS_SQL,
  type ProductFilter,
  SORT_COLUMNS,
} from '../product.repository.js';
import type { ProductRow } from '../product-dto.js';

/** Below this, a "correction" is a different word: "multimetro" is not "multiuso" (0.33). */
const MIN_SIMILARITY = 0.35;

/**
 * For each word the catalogue does not contain, the two most similar catalogue words by
 * trigram similarity: "amoladra" -> "amoladora", "bosh" -> "bosch" (0.375).
 */
export async function selectSpellingAlternatives(
  db: Db | Tx,
  words: string[],
): Promise<Map<string, string[]>> {
  const alternatives = new Map<string, string[]>();
  if (words.length === 0) return alternatives;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await queryRows<{ token: string; word: string }>(
    db,
    sql`SELECT t.token, c.word
        FROM unnest(ARRAY[${list}]::text[]) AS t(token)
        CROSS JOIN LATERAL (
          SELECT w.word FROM search_words w
          WHERE w.word % t.token AND similarity(w.word, t.token) >= ${MIN_SIMILARITY}
          ORDER BY similarity(w.word, t.token) DESC, w.word
          LIMIT 2
        ) c
        WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word = t.token)
          AND numnode(plainto_tsquery('spanish', t.token)) > 0`,
  );
  for (const row of rows)
    alternatives.set(row.token, [...(alternatives.get(row.token) ?? []), row.word]);
  return alternatives;
}

export interface RankedSearch {
  /** Every term as typed (prefix, stemmed). */
  strictQuery: string;
  /** The same with corrected spellings as alternatives. */
  broadQuery: string;
  /** The normalized phrase, compared with names by trigram word similarity. */
  phrase: string;
  filter: ProductFilter;
  /** A sort chosen by the customer instead of relevance. */
  sort?: { key: SortKey; order: SortOrder };
  limit: number;
  offset: number;
}

const nameText = sql`f_unaccent(lower(${products.name}))`;
/**
 * Text matches are found in `product_search` (ADR 044), named `products` in the statement: its
 * columns carry the products' names, so the list's filter and sort expressions apply as they are.
 */
const SEARCH_SOURCE = sql`${productSearch} AS products`;
const vector = sql`products.search_vector`;

/**
 * Full-text matches over name, brand, categories and description, ranked by ts_rank: terms as
 * typed weigh four times their corrections, and a hit in the name (weight A) beats one elsewhere.
 */
export function selectTextMatches(db: Db, q: RankedSearch) {
  const rank =
    q.strictQuery === q.broadQuery
      ? sql`ts_rank(${vector}, search_query.broad)`
      : sql`ts_rank(${vector}, search_query.strict) * 4 + ts_rank(${vector}, search_query.broad)`;
  return selectMatches(db, q, SEARCH_SOURCE, sql`${vector} @@ search_query.broad`, rank);
}

/** When no text matches: names close to the phrase by trigram word similarity, closest first. */
export function selectNameMatches(db: Db, q: RankedSearch) {
  return selectMatches(
    db,
    q,
    sql`${products}`,
    sql`${nameText} %> search_query.phrase`,
    sql`word_similarity(search_query.phrase, ${nameText})`,
  );
}

type MatchRow = ProductRow & { id: number | null; total: number };

/**
 * One page of the matches in `source`, by relevance (best sellers first among equals) or the
 * customer's sort, and their count, in one statement. Only (id, sort key) pass through the
 * sort, so the wide rows are read for the page alone; the queries are parsed once, not once per
 * product.
 */
async function selectMatches(
  db: Db,
  q: RankedSearch,
  source: SQL,
  match: SQL,
  rank: SQL,
): Promise<{ rows: ProductRow[]; count: number }> {
  const key = q.sort ? SORT_COLUMNS[q.sort.key] : rank;
  const dir = q.sort?.order === 'asc' ? sql`ASC` : sql`DESC`;
  const order = q.sort
    ? sql`page.key ${dir}, page.id ${dir}`
    : sql`page.key DESC, page.sold DESC, page.id DESC`;
  const filter = filterCondition(q.filter);
  const rows = await queryRows<MatchRow>(
    db,
    sql`WITH search_query AS MATERIALIZED (
          SELECT to_tsquery('spanish', ${q.strictQuery}) AS strict,
                 to_tsquery('spanish', ${q.broadQuery}) AS broad,
                 ${q.phrase}::text AS phrase
        ),
        matches AS MATERIALIZED (
          SELECT products.id, products.sold, ${key} AS key
          FROM ${source}, search_query
          WHERE ${match} ${filter ? sql`AND ${filter}` : sql``}
        ),
        page AS (
          SELECT * FROM matches page ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}
        )
        SELECT counted.total, ${PRODUCT_COLUMNS_SQL}
        FROM (SELECT count(*)::int AS total FROM matches) counted
        LEFT JOIN (page
          JOIN products ON products.id = page.id
          JOIN brands ON brands.id = products.brand_id) ON true
        ORDER BY ${order}`,
  );
  return { rows: rows.filter((r) => r.id !== null), count: rows[0]?.total ?? 0 };
}
