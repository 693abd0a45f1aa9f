import { parse } from 'csv-parse/sync';
import {
  centsToMoney,
  isUnsafeText,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_ERRORS as E,
  type ProductCsvColumn,
  type ProductCsvError,
  type ProductCsvRow,
  type ProductImportPreview,
  type ProductImportResult,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { slugify } from '../../../lib/slugify.js';
import { AppError } from '../../../lib/app-error.js';
import {
  type CsvNewProduct,
  type CsvProductUpdate,
  type ExistingCsvProduct,
  insertCsvProducts,
  insertCsvStockMovements,
  selectAllBrands,
  selectAllCategories,
  selectAllSlugs,
  selectProductsBySku,
  updateCsvProducts,
} from './product-csv.repository.js';
import { sanitizeDescription } from '../products/product-writer.js';
import { NO_IMAGE } from '../products/product-images.js';
import { changesOf, keepsDescription, textOfSanitized } from './product-csv-fields.js';

// Products as CSV (issue 11, ADR 035): UTF-8, ';' or ',', the SKU as key. The preview and the
// apply run the same plan; the apply re-plans inside its transaction with the rows locked.

// --- Parsing ------------------------------------------------------------------------------------

export type CategoryRef = { id: number; name: string; parentId: number | null };

/** Lower case, no accents, trimmed: how names of columns, brands and categories are compared. */
export function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const COLUMN_ALIASES: Record<string, ProductCsvColumn> = {
  codigo: 'sku',
  name: 'nombre',
  brand: 'marca',
  category: 'categoria',
  price: 'precio',
  'precio anterior': 'precio_anterior',
  compare_price: 'precio_anterior',
  stock: 'stock',
  cantidad: 'stock',
  active: 'activo',
  description: 'descripcion',
};

interface ParsedFile {
  delimiter: ';' | ',';
  columns: ProductCsvColumn[];
  records: { line: number; cells: Partial<Record<ProductCsvColumn, string>> }[];
}

/** The delimiter is whichever of ';' and ',' the header line (outside quotes) has more of. */
function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons >= commas ? ';' : ',';
}

export function parseProductCsv(raw: string): ParsedFile {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  if (text.trim() === '') throw AppError.field('file', E.empty);
  const delimiter = detectDelimiter(text);
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      // An inch mark inside an unquoted cell (Tubo 1" PVC) is text, not a broken quote.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw AppError.field('file', E.unreadable(err instanceof Error ? err.message : String(err)));
  }
  const [header, ...body] = rows;
  if (!header) throw AppError.field('file', E.empty);
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const columns: (ProductCsvColumn | null)[] = header.record.map((name) => {
    const n = norm(name);
    const key = known.has(n) ? (n as ProductCsvColumn) : (COLUMN_ALIASES[n] ?? null);
    return key;
  });
  const unknown = header.record.filter((name, i) => columns[i] === null && name.trim() !== '');
  if (unknown.length > 0) throw AppError.field('file', E.unknownColumns(unknown));
  if (!columns.includes('sku')) throw AppError.field('file', E.noSku);
  const records = body
    .filter((r) => r.record.some((c) => c !== ''))
    .map((r) => {
      const cells: Partial<Record<ProductCsvColumn, string>> = {};
      columns.forEach((col, i) => {
        if (col) cells[col] = r.record[i] ?? '';
      });
      return { line: r.info.lines, cells };
    });
  return { delimiter, columns: columns.filter((c): c is ProductCsvColumn => c !== null), records };
}

// --- The plan -----------------------------------------------------------------------------------

const parseMoney = (value: string): number | null => {
  const m = /^\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
};
const YES = new Set(['si', 'sí', 's', 'true', '1', 'yes', 'x', 'activo']);
const NO = new Set(['no', 'n', 'false', '0', 'inactivo', 'oculto']);

interface Wanted {
  name: string;
  brandId: number;
  categoryId: number;
  priceCents: number;
  comparePriceCents: number;
  ivaRate: number;
  quantity: number;
  isActive: boolean;
  description: string;
}

interface PlannedRow {
  line: number;
  sku: string;
  action: ProductCsvRow['action'];
  wanted: Wanted | null;
  existing: ExistingCsvProduct | null;
  /** The name as the file has it (shown for rows with errors). */
  fileName: string;
  messages: string[];
}

interface Lookups {
  brandByName: Map<string, { id: number; name: string }>;
  categoryByName: Map<string, CategoryRef[]>;
  categoryByPath: Map<string, CategoryRef>;
  categoryById: Map<number, CategoryRef>;
  brandById: Map<number, { id: number; name: string }>;
}

async function loadLookups(db: Db | Tx): Promise<Lookups> {
  const [brandRows, categoryRows] = await Promise.all([
    selectAllBrands(db),
    selectAllCategories(db),
  ]);
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const categoryByName = new Map<string, CategoryRef[]>();
  const categoryByPath = new Map<string, CategoryRef>();
  for (const c of categoryRows) {
    categoryByName.set(norm(c.name), [...(categoryByName.get(norm(c.name)) ?? []), c]);
    const parent = c.parentId ? categoryById.get(c.parentId) : undefined;
    if (parent) categoryByPath.set(`${norm(parent.name)} > ${norm(c.name)}`, c);
  }
  return {
    brandByName: new Map(brandRows.map((b) => [norm(b.name), b])),
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    categoryByName,
    categoryByPath,
    categoryById,
  };
}

function planRow(
  record: ParsedFile['records'][number],
  existing: ExistingCsvProduct | null,
  look: Lookups,
  firstLineOfSku: Map<string, number>,
): PlannedRow {
  const c = record.cells;
  const sku = (c.sku ?? '').trim();
  const messages: string[] = [];
  const cell = (col: ProductCsvColumn) => {
    const v = c[col];
    return v === undefined || v === '' ? undefined : v;
  };
  if (Object.values(c).some((v) => v !== undefined && isUnsafeText(v))) messages.push(E.unsafeText);
  // An empty code is a new product coded by the shop (EV-...) on insert, as the form does.
  if (sku.length > 50) messages.push(E.skuTooLong);
  else if (sku) {
    const first = firstLineOfSku.get(sku);
    if (first !== undefined) messages.push(E.duplicateSku(first));
    else firstLineOfSku.set(sku, record.line);
  }

  const name = cell('nombre');
  if (name === undefined && !existing) messages.push(E.nameRequired);
  if (name !== undefined && name.length > 200) messages.push(E.nameTooLong);

  let brandId = existing?.brandId;
  const brand = cell('marca');
  if (brand !== undefined) {
    const found = look.brandByName.get(norm(brand));
    if (found) brandId = found.id;
    else messages.push(E.unknownBrand(brand));
  } else if (!existing) messages.push(E.brandRequired);

  let categoryId = existing?.categoryId;
  const category = cell('categoria');
  if (category !== undefined) {
    const key = norm(category).replace(/\s*>\s*/g, ' > ');
    const byPath = look.categoryByPath.get(key);
    const byName = look.categoryByName.get(key) ?? [];
    if (byPath) categoryId = byPath.id;
    else if (byName.length === 1) categoryId = byName[0]!.id;
    else if (byName.length > 1) messages.push(E.ambiguousCategory(category));
    else messages.push(E.unknownCategory(category));
  } else if (!existing) messages.push(E.categoryRequired);

  let priceCents = existing?.priceCents;
  const price = cell('precio');
  if (price !== undefined) {
    const cents = parseMoney(price);
    if (cents === null) messages.push(E.badPrice(price));
    else priceCents = cents;
  } else if (!existing) messages.push(E.priceRequired);

  let comparePriceCents = existing?.comparePriceCents ?? 0;
  const compare = cell('precio_anterior');
  if (compare !== undefined) {
    const cents = parseMoney(compare);
    if (cents === null) messages.push(E.badComparePrice(compare));
    else comparePriceCents = cents;
  }

  let ivaRate = existing?.ivaRate ?? 15;
  const iva = cell('iva');
  if (iva !== undefined) {
    const m = /^(0|5|15)\s*%?$/.exec(iva);
    if (!m) messages.push(E.badIva(iva));
    else ivaRate = Number(m[1]);
  }

  let quantity = existing?.quantity ?? 0;
  const stock = cell('stock');
  if (stock !== undefined) {
    if (!/^\d{1,7}$/.test(stock)) messages.push(E.badStock(stock));
    else quantity = Number(stock);
  }

  // A new product has no photo: hidden unless the file says "sí" (ADR 081).
  let isActive = existing?.isActive ?? false;
  const active = cell('activo');
  if (active !== undefined) {
    const a = norm(active);
    if (YES.has(a)) isActive = true;
    else if (NO.has(a)) isActive = false;
    else messages.push(E.badActive(active));
  }

  const descriptionCell = cell('descripcion');
  // The stored description or its text (a re-imported export) keeps the stored HTML.
  const description =
    descriptionCell === undefined
      ? (existing?.description ?? '')
      : keepsDescription(descriptionCell, existing?.description)
        ? existing!.description
        : sanitizeDescription(descriptionCell);

  if (messages.length > 0)
    return {
      line: record.line,
      sku,
      action: 'error',
      wanted: null,
      existing,
      fileName: name ?? '',
      messages,
    };
  const wanted: Wanted = {
    name: name ?? existing!.name,
    brandId: brandId!,
    categoryId: categoryId!,
    priceCents: priceCents!,
    comparePriceCents,
    ivaRate,
    quantity,
    isActive,
    description,
  };
  const action = !existing
    ? 'create'
    : (Object.keys(wanted) as (keyof Wanted)[]).some((k) => wanted[k] !== existing[k])
      ? 'update'
      : 'unchanged';
  return { line: record.line, sku, action, wanted, existing, fileName: name ?? '', messages };
}

async function plan(db: Db | Tx, raw: string, lock: boolean) {
  const file = parseProductCsv(raw);
  const skus = [...new Set(file.records.map((r) => (r.cells.sku ?? '').trim()).filter(Boolean))];
  const [look, existingRows] = await Promise.all([
    loadLookups(db),
    selectProductsBySku(db, skus, lock),
  ]);
  const existingBySku = new Map(existingRows.map((p) => [p.sku, p]));
  const firstLineOfSku = new Map<string, number>();
  const rows = file.records.map((r) =>
    planRow(r, existingBySku.get((r.cells.sku ?? '').trim()) ?? null, look, firstLineOfSku),
  );
  return { file, look, rows };
}

const countOf = (rows: PlannedRow[], action: PlannedRow['action']) =>
  rows.filter((r) => r.action === action).length;

const errorsOf = (rows: PlannedRow[]): ProductCsvError[] =>
  rows
    .filter((r) => r.action === 'error')
    .map((r) => ({ row: r.line, sku: r.sku, messages: r.messages }));

/** What the file would do: rows to create, to update, unchanged and with errors; writes nothing. */
export async function previewProductCsv(db: Db, raw: string): Promise<ProductImportPreview> {
  const { file, rows, look } = await plan(db, raw, false);
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
    textOfSanitized(w.description),
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
  const { look, rows } = await plan(tx, raw, true);
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
