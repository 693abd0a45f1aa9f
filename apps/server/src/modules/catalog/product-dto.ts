import type { Product } from '@shop/contract';
import { centsToMoney } from '@shop/contract';

/** A product row as the catalogue queries select it: the table's columns plus the brand name. */
export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  ivaRate: number;
  brand: string;
  categoryId: number;
  description: string;
  priceCents: number;
  comparePriceCents: number;
  quantity: number;
  sold: number;
  photo: string;
  thumbnail: string;
  dateCreated: Date | string;
  /** Staff's maximum per order (ADR 082); null or absent: the stock decides. */
  maxPerOrder?: number | null;
}

/** Stored media paths are kept under /media/; a bare `products/x.webp` gets the prefix. */
export function toMediaPath(stored: string): string {
  if (stored === '' || stored.startsWith('/') || /^https?:\/\//.test(stored)) return stored;
  return stored.startsWith('media/') ? `/${stored}` : `/media/${stored}`;
}

/** The wire shape of a product (API.md, Objects). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: row.brand,
    photo: toMediaPath(row.photo),
    get_thumbnail: toMediaPath(row.thumbnail),
    description: row.description,
    price: centsToMoney(row.priceCents),
    compare_price: centsToMoney(row.comparePriceCents),
    category: row.categoryId,
    quantity: row.quantity,
    sold: row.sold,
    iva_rate: row.ivaRate,
    date_created: new Date(row.dateCreated).toISOString(),
    // Only when set, so the family's product shape is unchanged otherwise (ADR 082).
    ...(row.maxPerOrder ? { max_per_order: row.maxPerOrder } : {}),
  };
}
