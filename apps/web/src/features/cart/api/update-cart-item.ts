import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** PUT /api/cart/update-item: sets a line's count (1..10); answers the whole cart. */
export async function updateCartItem(productId: number, count: number) {
  const { cart } = await request(api.cart.update, {
    method: 'PUT',
    auth: true,
    body: { product_id: productId, count },
    schema: contractSchema((c) => c.CartResponseSchema),
  });
  return cart;
}
