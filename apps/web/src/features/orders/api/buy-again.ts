import type { OrderItem } from '@shop/contract';
import { api } from '@/config/paths';
import { ApiError, request } from '@/lib/api-client';

export interface BuyAgainResult {
  added: string[];
  /** Names of the lines left out: no stock, or the product is gone. */
  skipped: string[];
}

/**
 * "Volver a comprar": the order's lines into the signed-in cart through the cart API, one by
 * one (add-item, then update-item to the order's count, at most 10). A line already in the cart
 * gets the order's count; a line without stock is skipped and named.
 */
export async function buyAgain(items: OrderItem[]): Promise<BuyAgainResult> {
  const result: BuyAgainResult = { added: [], skipped: [] };
  for (const item of items) {
    const count = Math.min(Math.max(item.count, 1), 10);
    try {
      try {
        await request(api.cart.add, {
          method: 'POST',
          auth: true,
          body: { product_id: item.product_id },
        });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'already_in_cart')) throw error;
      }
      if (count > 1) {
        await request(api.cart.update, {
          method: 'PUT',
          auth: true,
          body: { product_id: item.product_id, count },
        }).catch((error: unknown) => {
          // Fewer units in stock than the order had: the line stays with what could be added.
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        });
      }
      result.added.push(item.name);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        result.skipped.push(item.name);
      else throw error;
    }
  }
  return result;
}
