import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /api/cart/add-item: adds one unit of a product; answers the whole cart. */
export async function addCartItem(productId: number) {
  const { cart } = await request(api.cart.add, {
    method: 'POST',
    auth: true,
    body: { product_id: productId },
    schema: contractSchema((c) => c.CartResponseSchema),
  });
  return cart;
}
