import { centsToMoney, type ProductCsvChange } from '@shop/contract';
import type { ExistingCsvProduct } from './product-csv.repository.js';
import { sanitizedHtmlToText } from '../products/product-writer.js';

// What a CSV row shows of a product's fields: descriptions as plain text (the export and its
// re-import) and, in the preview, each changed field old -> new (issue 33).

/** The text of an already sanitized description (the export writes it). */
export const textOfSanitized = sanitizedHtmlToText;

/**
 * A description cell that leaves the stored one as it is: the stored HTML itself or its plain text
 * (what the export writes), so re-importing an export keeps the formatting.
 */
export function keepsDescription(cell: string, stored: string | undefined): boolean {
  if (stored === undefined) return false;
  return cell === stored || cell.replace(/\s+/g, ' ').trim() === textOfSanitized(stored);
}

/** The fields of a planned row as the preview compares them. */
export interface CsvFields {
  name: string;
  brandId: number;
  categoryId: number;
  priceCents: number;
  comparePriceCents: number;
  ivaRate: number;
  quantity: number;
  isActive: boolean;
  description: string;
  maxPerOrder: number | null;
}

interface Names {
  brand: (id: number) => string;
  category: (id: number) => string;
}

const DESCRIPTION_SHOWN = 60;
const short = (html: string) => {
  const text = textOfSanitized(html);
  return text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN - 1)}…` : text;
};

/** Each field an update changes, named by its CSV column, with the old and the new value. */
export function changesOf(
  existing: ExistingCsvProduct | null,
  wanted: CsvFields | null,
  names: Names,
): ProductCsvChange[] {
  if (!existing || !wanted) return [];
  const shown: [string, (p: CsvFields) => string][] = [
    ['nombre', (p) => p.name],
    ['marca', (p) => names.brand(p.brandId)],
    ['categoria', (p) => names.category(p.categoryId)],
    ['precio', (p) => centsToMoney(p.priceCents)],
    ['precio_anterior', (p) => centsToMoney(p.comparePriceCents)],
    ['iva', (p) => `${p.ivaRate}%`],
    ['stock', (p) => String(p.quantity)],
    ['activo', (p) => (p.isActive ? 'sí' : 'no')],
    ['max_por_pedido', (p) => (p.maxPerOrder === null ? 'sin límite' : String(p.maxPerOrder))],
  ];
  const changes: ProductCsvChange[] = [];
  for (const [field, show] of shown) {
    const before = show(existing);
    const after = show(wanted);
    if (before !== after) changes.push({ field, before, after });
  }
  // Descriptions by their stored HTML (a change of markup alone counts), shown as short text.
  if (existing.description !== wanted.description)
    changes.push({
      field: 'descripcion',
      before: short(existing.description),
      after: short(wanted.description),
    });
  return changes;
}
