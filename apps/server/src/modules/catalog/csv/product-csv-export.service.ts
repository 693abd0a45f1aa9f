import { stringify } from 'csv-stringify/sync';
import { centsToMoney, PRODUCT_CSV_COLUMNS } from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { type CategoryRef, norm } from './product-csv-parse.js';
import { textOfSanitized } from './product-csv-fields.js';
import {
  selectAllBrands,
  selectAllCategories,
  selectProductsForExport,
} from './product-csv.repository.js';

// The products' CSV export (ADR 035), written by csv-stringify.

/** A category's name, or "Padre > Hija" where the name alone is ambiguous. */
function categoryLabels(all: CategoryRef[]): Map<number, string> {
  const byId = new Map(all.map((c) => [c.id, c]));
  const count = new Map<string, number>();
  for (const c of all) count.set(norm(c.name), (count.get(norm(c.name)) ?? 0) + 1);
  return new Map(
    all.map((c) => {
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      const ambiguous = (count.get(norm(c.name)) ?? 0) > 1;
      return [c.id, ambiguous && parent ? `${parent.name} > ${c.name}` : c.name];
    }),
  );
}

/** The whole catalogue: UTF-8 with a BOM (Excel opens it right), ';' separated, CRLF lines. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const [rows, brandRows, categoryRows] = await Promise.all([
    selectProductsForExport(db),
    selectAllBrands(db),
    selectAllCategories(db),
  ]);
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const categoryName = categoryLabels(categoryRows);
  const records = rows.map((r) => [
    r.sku,
    r.name,
    brandName.get(r.brandId) ?? '',
    categoryName.get(r.categoryId) ?? '',
    centsToMoney(r.priceCents),
    centsToMoney(r.comparePriceCents),
    String(r.ivaRate),
    String(r.quantity),
    r.isActive ? 'sí' : 'no',
    // Plain text for a spreadsheet; the import keeps the stored HTML when the text is unchanged.
    textOfSanitized(r.description),
    // Empty: no maximum per order.
    r.maxPerOrder === null ? '' : String(r.maxPerOrder),
  ]);
  // Quoted when a cell holds the delimiter, a quote, a line break or edge spaces (kept on import).
  return stringify([[...PRODUCT_CSV_COLUMNS], ...records], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: [/[\r\n]/, /^\s|\s$/],
  });
}
