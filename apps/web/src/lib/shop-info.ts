import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export const shopInfoQuery = () =>
  queryOptions({
    queryKey: ['shop', 'info'],
    queryFn: ({ signal }) =>
      request(api.shop.info, { schema: contractSchema((c) => c.ShopInfoSchema), signal }),
    staleTime: 60 * 60_000,
  });

/** GET /api/shop/info: the shop's details, its WhatsApp (settings) and who takes card payments. */
export function useShopInfo() {
  return useQuery(shopInfoQuery());
}
