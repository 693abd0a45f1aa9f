import { keepsDescription } from './product-csv-fields.js';
import {
  CART_MAX_COUNT,
  isUnsafeText,
  PRODUCT_CSV_ERRORS as E,
  type ProductCsvColumn,
  type ProductCsvError,
  type ProductCsvRow,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import {
  type CsvProductFields,
  type ExistingCsvProduct,
  selectAllBrands,
  selectAllCategories,
  selectProductsBySku,
} from './product-csv.repository.js';
import { sanitizeDescription } from '../products/product-writer.js';
import { type CategoryRef, norm, type ParsedFile, parseProductCsv } from './product-csv-parse.js';

// What each row of a products CSV would do (create, update, unchanged or error) and why. The
// preview and the apply run the same plan; the apply re-plans inside its transaction, rows locked.

const parseMoney = (value: string): number | null => {
  const m = /^\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
};
const YES = new Set(['si', 'sí', 's', 'true', '1', 'yes', 'x', 'activo']);
const NO = new Set(['no', 'n', 'false', '0', 'inactivo', 'oculto']);

/** The product a row asks for: its stored fields once every cell is read. */
export type Wanted = CsvProductFields;

export interface PlannedRow {
  line: number;
  sku: string;
  action: ProductCsvRow['action'];
  wanted: Wanted | null;
  existing: ExistingCsvProduct | null;
  /** The name as the file has it (shown for rows with errors). */
  fileName: string;
  messages: string[];
}

export interface Lookups {
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

type Cell = (col: ProductCsvColumn) => string | undefined;

/** The SKU's own checks: short enough, once in the file (empty: the shop codes it, EV-...). */
function checkSku(
  sku: string,
  line: number,
  firstLineOfSku: Map<string, number>,
  messages: string[],
) {
  // An empty code is a new product coded by the shop (EV-...) on insert, as the form does.
  if (sku.length > 50) messages.push(E.skuTooLong);
  else if (sku) {
    const first = firstLineOfSku.get(sku);
    if (first !== undefined) messages.push(E.duplicateSku(first));
    else firstLineOfSku.set(sku, line);
  }
}

function brandOf(cell: Cell, existing: ExistingCsvProduct | null, look: Lookups, msgs: string[]) {
  const brand = cell('marca');
  if (brand === undefined) {
    if (!existing) msgs.push(E.brandRequired);
    return existing?.brandId;
  }
  const found = look.brandByName.get(norm(brand));
  if (!found) msgs.push(E.unknownBrand(brand));
  return found ? found.id : existing?.brandId;
}

/** "Hija" or "Padre > Hija"; a name two categories share needs its parent. */
function categoryOf(
  cell: Cell,
  existing: ExistingCsvProduct | null,
  look: Lookups,
  msgs: string[],
) {
  const category = cell('categoria');
  if (category === undefined) {
    if (!existing) msgs.push(E.categoryRequired);
    return existing?.categoryId;
  }
  const key = norm(category).replace(/\s*>\s*/g, ' > ');
  const byPath = look.categoryByPath.get(key);
  const byName = look.categoryByName.get(key) ?? [];
  if (byPath) return byPath.id;
  if (byName.length === 1) return byName[0]!.id;
  msgs.push(byName.length > 1 ? E.ambiguousCategory(category) : E.unknownCategory(category));
  return existing?.categoryId;
}

/** A cell read by `read` (null = unreadable, with `bad`'s message), else `fallback`. */
function optional<T>(
  value: string | undefined,
  fallback: T,
  read: (v: string) => T | null,
  bad: (v: string) => string,
  msgs: string[],
): T {
  if (value === undefined) return fallback;
  const got = read(value);
  if (got === null) msgs.push(bad(value));
  return got ?? fallback;
}

const ivaOf = (v: string) => {
  const m = /^(0|5|15)\s*%?$/.exec(v);
  return m ? Number(m[1]) : null;
};
const stockOf = (v: string) => (/^\d{1,7}$/.test(v) ? Number(v) : null);
const activeOf = (v: string) => (YES.has(norm(v)) ? true : NO.has(norm(v)) ? false : null);

/**
 * The maximum per order: unlike the other columns an empty cell means no limit (null); a file
 * without the column keeps the product's.
 */
function maxPerOrderOf(
  value: string | undefined,
  existing: ExistingCsvProduct | null,
  msgs: string[],
): number | null {
  if (value === undefined) return existing?.maxPerOrder ?? null;
  if (value === '') return null;
  const n = /^\d{1,7}$/.test(value) ? Number(value) : 0;
  if (n >= 1 && n <= CART_MAX_COUNT) return n;
  msgs.push(E.badMaxPerOrder(value));
  return existing?.maxPerOrder ?? null;
}

/** The stored description or its text (a re-imported export) keeps the stored HTML. */
function descriptionOf(cell: Cell, existing: ExistingCsvProduct | null): string {
  const value = cell('descripcion');
  if (value === undefined) return existing?.description ?? '';
  return keepsDescription(value, existing?.description)
    ? existing!.description
    : sanitizeDescription(value);
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
  const cell: Cell = (col) => {
    const v = c[col];
    return v === undefined || v === '' ? undefined : v;
  };
  if (Object.values(c).some((v) => v !== undefined && isUnsafeText(v))) messages.push(E.unsafeText);
  checkSku(sku, record.line, firstLineOfSku, messages);

  const name = cell('nombre');
  if (name === undefined && !existing) messages.push(E.nameRequired);
  if (name !== undefined && name.length > 200) messages.push(E.nameTooLong);
  const brandId = brandOf(cell, existing, look, messages);
  const categoryId = categoryOf(cell, existing, look, messages);
  const price = cell('precio');
  if (price === undefined && !existing) messages.push(E.priceRequired);
  const priceCents = optional(price, existing?.priceCents, parseMoney, E.badPrice, messages);
  const comparePriceCents = optional(
    cell('precio_anterior'),
    existing?.comparePriceCents ?? 0,
    parseMoney,
    E.badComparePrice,
    messages,
  );
  const ivaRate = optional(cell('iva'), existing?.ivaRate ?? 15, ivaOf, E.badIva, messages);
  const quantity = optional(cell('stock'), existing?.quantity ?? 0, stockOf, E.badStock, messages);
  const isActive = optional(
    cell('activo'),
    // A new product has no photo: hidden unless the file says "sí" (ADR 081).
    existing?.isActive ?? false,
    activeOf,
    E.badActive,
    messages,
  );
  const description = descriptionOf(cell, existing);
  const maxPerOrder = maxPerOrderOf(c.max_por_pedido, existing, messages);

  const base = { line: record.line, sku, existing, fileName: name ?? '', messages };
  if (messages.length > 0) return { ...base, action: 'error', wanted: null };
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
    maxPerOrder,
  };
  const action = !existing
    ? 'create'
    : (Object.keys(wanted) as (keyof Wanted)[]).some((k) => wanted[k] !== existing[k])
      ? 'update'
      : 'unchanged';
  return { ...base, action, wanted };
}

/** Reads the file and plans every row against the stored products (locked with `lock`). */
export async function planProductCsv(db: Db | Tx, raw: string, lock: boolean) {
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

export const countOf = (rows: PlannedRow[], action: PlannedRow['action']) =>
  rows.filter((r) => r.action === action).length;

export const errorsOf = (rows: PlannedRow[]): ProductCsvError[] =>
  rows
    .filter((r) => r.action === 'error')
    .map((r) => ({ row: r.line, sku: r.sku, messages: r.messages }));
