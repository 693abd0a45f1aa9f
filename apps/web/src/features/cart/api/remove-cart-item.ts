import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** DELETE /api/cart/remove-item with a JSON body; answers the whole cart. */
export async function removeCartItem(productId: number) {
  const { cart } = await request(api.cart.remove, {
    method: 'DELETE',
    auth: true,
    body: { product_id: productId },
    schema: contractSchema((c) => c.CartResponseSchema),
  });
  return cart;
}
