import type { INVENTORY_STOCK_FILTERS, StockAdjustInput } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { adminSummaryKey } from './admin-summary';

export interface InventoryFilter {
  search: string;
  stock: (typeof INVENTORY_STOCK_FILTERS)[number] | '';
  page: number;
}

export const INVENTORY_PAGE_SIZE = 20;
export const MOVEMENTS_PAGE_SIZE = 10;

export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  list: (f: InventoryFilter) => ['admin', 'inventory', 'list', f] as const,
  item: (id: number) => ['admin', 'inventory', 'item', id] as const,
  movements: (id: number, page: number) => ['admin', 'inventory', 'movements', id, page] as const,
};

/** GET /api/admin/inventory */
export function useInventory(f: InventoryFilter) {
  return useQuery({
    queryKey: inventoryKeys.list(f),
    queryFn: () =>
      request(api.admin.inventory, {
        auth: true,
        schema: contractSchema((c) => c.AdminInventoryResponseSchema),
        query: {
          search: f.search || undefined,
          stock: f.stock || undefined,
          page: f.page,
          page_size: INVENTORY_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/inventory/{id} */
export function useInventoryItem(id: number | null) {
  return useQuery({
    queryKey: inventoryKeys.item(id ?? 0),
    queryFn: () =>
      request(api.admin.inventoryItem(id!), {
        auth: true,
        schema: contractSchema((c) => c.InventoryItemSchema),
      }),
    enabled: id !== null,
  });
}

/** GET /api/admin/products/{id}/stock: the product's movements, newest first. */
export function useStockMovements(id: number, page: number) {
  return useQuery({
    queryKey: inventoryKeys.movements(id, page),
    queryFn: () =>
      request(api.admin.stock(id), {
        auth: true,
        schema: contractSchema((c) => c.StockMovementsResponseSchema),
        query: { page, page_size: MOVEMENTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/products/{id}/stock */
export function useAdjustStock(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustInput) =>
      request(api.admin.stock(id), {
        method: 'POST',
        auth: true,
        body,
        schema: contractSchema((c) => c.StockAdjustResponseSchema),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: inventoryKeys.all });
      void client.invalidateQueries({ queryKey: adminSummaryKey });
    },
  });
}
