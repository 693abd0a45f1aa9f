import type { APIRequestContext } from '@playwright/test';

export interface ApiProduct {
  id: number;
  name: string;
  price: string;
  compare_price: string;
  quantity: number;
  sold: number;
}

/** Demo products straight from the API, to pick ones with the stock a test needs. */
export async function listProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/product/get-products', {
    params: { page_size: 100, sortBy: 'sold', order: 'desc' },
  });
  const body = (await res.json()) as { products: ApiProduct[] };
  return body.products;
}

export async function productsInStock(
  request: APIRequestContext,
  minQuantity = 20,
): Promise<ApiProduct[]> {
  return (await listProducts(request)).filter((p) => p.quantity >= minQuantity);
}
