import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';
import { checkoutKeys } from './checkout-keys';

/** GET /api/payment/methods: the payment methods for this shipping option and province. */
export function getPaymentMethods(shippingId: number, province: string | null) {
  const query = new URLSearchParams({ shipping_id: String(shippingId) });
  if (province) query.set('province', province);
  return request(`${api.checkout.paymentMethods}?${query.toString()}`, {
    schema: contractSchema((c) => c.PaymentMethodsAnswerSchema),
  });
}

export function usePaymentMethods(shippingId: number | null, province: string | null) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.paymentMethods(shippingId, province),
      queryFn: () => getPaymentMethods(shippingId!, province),
      enabled: shippingId !== null,
    }),
  );
}
