import {
  type AdminInventoryQuery,
  type AdminInventoryResponse,
  type InventoryItem,
  LOW_STOCK_THRESHOLD,
  type LowStockItem,
  STOCK_ERRORS,
} from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import {
  type InventoryRow,
  selectInventoryItem,
  selectInventoryPage,
  selectLowStock,
} from './inventory.repository.js';

// Stock as the back office sees it: every product, hidden ones included.

const toItem = (r: InventoryRow): InventoryItem => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  quantity: r.quantity,
  sold: r.sold,
  is_active: r.isActive,
  low_stock: r.quantity <= LOW_STOCK_THRESHOLD,
});

/** GET /api/admin/inventory: one page of products with their stock. */
export async function listInventory(
  db: Db,
  q: AdminInventoryQuery,
): Promise<AdminInventoryResponse> {
  const { rows, count } = await selectInventoryPage(db, {
    search: q.search,
    stock: q.stock,
    threshold: LOW_STOCK_THRESHOLD,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { count, page: q.page, page_size: q.page_size, results: rows.map(toItem) };
}

/** One product's stock, or 404. */
export async function requireInventoryItem(db: Db, id: number): Promise<InventoryItem> {
  const row = await selectInventoryItem(db, id);
  if (!row) throw AppError.of('not_found', STOCK_ERRORS.productNotFound);
  return toItem(row);
}

/** Active products at or under the low-stock threshold (Resumen). */
export async function listLowStock(
  db: Db,
  limit: number,
): Promise<{ count: number; results: LowStockItem[] }> {
  const { rows, count } = await selectLowStock(db, LOW_STOCK_THRESHOLD, limit);
  return {
    count,
    results: rows.map((r) => ({ id: r.id, sku: r.sku, name: r.name, quantity: r.quantity })),
  };
}
