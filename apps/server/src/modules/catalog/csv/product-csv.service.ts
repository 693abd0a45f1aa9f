import {
  centsToMoney,
  PRODUCT_CSV_ERRORS as E,
  type ProductImportPreview,
  type ProductImportResult,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { slugify } from '../../../lib/slugify.js';
import { AppError } from '../../../lib/app-error.js';
import {
  type CsvNewProduct,
  type CsvProductUpdate,
  insertCsvProducts,
  insertCsvStockMovements,
  selectAllSlugs,
  updateCsvProducts,
} from './product-csv.repository.js';
import { sanitizedHtmlToText } from '../products/product-writer.js';
import { NO_IMAGE } from '../products/product-images.js';
import { changesOf } from './product-csv-fields.js';
import {
  countOf,
  errorsOf,
  type Lookups,
  planProductCsv,
  type Wanted,
} from './product-csv-plan.js';

// Products as CSV (issue 11, ADR 035): UTF-8, ';' or ',', the SKU as key. Reading the file:
// product-csv-parse.ts; what each row would do: product-csv-plan.ts; here the preview and the apply.

/** What the file would do: rows to create, to update, unchanged and with errors; writes nothing. */
export async function previewProductCsv(db: Db, raw: string): Promise<ProductImportPreview> {
  const { file, rows, look } = await planProductCsv(db, raw, false);
  const names = {
    brand: (id: number) => look.brandById.get(id)?.name ?? '',
    category: (id: number) => look.categoryById.get(id)?.name ?? '',
  };
  return {
    delimiter: file.delimiter,
    total_rows: rows.length,
    to_create: countOf(rows, 'create'),
    to_update: countOf(rows, 'update'),
    unchanged: countOf(rows, 'unchanged'),
    errors: errorsOf(rows),
    rows: rows.map((r) => ({
      row: r.line,
      sku: r.sku,
      action: r.action,
      name: r.wanted?.name ?? r.existing?.name ?? r.fileName,
      price: r.wanted ? centsToMoney(r.wanted.priceCents) : null,
      stock: r.wanted?.quantity ?? null,
      stock_before: r.existing?.quantity ?? null,
      changes: changesOf(r.existing, r.wanted, names),
    })),
  };
}

function searchTextOf(w: Wanted, look: Lookups): string {
  const category = look.categoryById.get(w.categoryId);
  const parent = category?.parentId ? look.categoryById.get(category.parentId) : undefined;
  return [
    look.brandById.get(w.brandId)?.name,
    [category?.name, parent?.name].filter(Boolean).join(' '),
    sanitizedHtmlToText(w.description),
  ].join(' ');
}

/**
 * Applies the file in the caller's transaction: all rows or none (a file with errors is refused,
 * 409). Products are created or updated by SKU; every stock change is an 'ajuste' movement in the
 * ledger; the catalogue's change notification is raised by the products trigger at commit.
 */
export async function applyProductCsv(
  tx: Db | Tx,
  raw: string,
  userId: number | null,
): Promise<ProductImportResult & { errors: number }> {
  const { look, rows } = await planProductCsv(tx, raw, true);
  const errors = countOf(rows, 'error');
  if (errors > 0) throw AppError.of('import_has_errors', E.hasErrors(errors));

  const slugs = await selectAllSlugs(tx);
  const uniqueSlug = (name: string, sku: string) => {
    const base = slugify(name) || slugify(sku) || 'producto';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };

  const creates: CsvNewProduct[] = rows
    .filter((r) => r.action === 'create')
    .map((r) => {
      const w = r.wanted!;
      return {
        ...w,
        sku: r.sku,
        slug: uniqueSlug(w.name, r.sku),
        // "Sin imagen" until the product form adds the images.
        photo: NO_IMAGE.photo,
        thumbnail: NO_IMAGE.thumbnail,
        searchText: searchTextOf(w, look),
      };
    });
  const updates: CsvProductUpdate[] = rows
    .filter((r) => r.action === 'update')
    .map((r) => ({ id: r.existing!.id, ...r.wanted!, searchText: searchTextOf(r.wanted!, look) }));

  const inserted = await insertCsvProducts(tx, creates);
  await updateCsvProducts(tx, updates);

  const movements = [
    ...inserted
      .filter((p) => p.quantity !== 0)
      .map((p) => ({ productId: p.id, change: p.quantity, quantityAfter: p.quantity, userId })),
    ...rows
      .filter((r) => r.action === 'update' && r.wanted!.quantity !== r.existing!.quantity)
      .map((r) => ({
        productId: r.existing!.id,
        change: r.wanted!.quantity - r.existing!.quantity,
        quantityAfter: r.wanted!.quantity,
        userId,
      })),
  ];
  await insertCsvStockMovements(tx, movements);
  return {
    created: inserted.length,
    updated: updates.length,
    unchanged: countOf(rows, 'unchanged'),
    stock_movements: movements.length,
    errors: 0,
  };
}
