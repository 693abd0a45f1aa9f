import { parse } from 'csv-parse/sync';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_ERRORS as E,
  type ProductCsvColumn,
} from '@shop/contract';
import { AppError } from '../../../lib/app-error.js';

// Reading a products CSV (issue 11, ADR 035): UTF-8 with or without a BOM, ';' or ',', Spanish or
// English column names; every record keeps the line it starts on.

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
  max_per_order: 'max_por_pedido',
  'maximo por pedido': 'max_por_pedido',
  'max por pedido': 'max_por_pedido',
};

export interface ParsedFile {
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
