import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/shipping/get-shipping-options: the active options with provinces and windows. */
export async function getShippingOptions() {
  const { shipping_options } = await request(api.checkout.shippingOptions, {
    schema: contractSchema((c) => c.ShippingOptionsAnswerSchema),
  });
  return shipping_options;
}

export function shippingOptionsQueryOptions() {
  return queryOptions({ queryKey: checkoutKeys.shippingOptions(), queryFn: getShippingOptions });
}

export function useShippingOptions() {
  return useQuery(shippingOptionsQueryOptions());
}
