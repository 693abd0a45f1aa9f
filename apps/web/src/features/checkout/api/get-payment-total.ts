import { contractSchema } from '@/lib/contract-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/**
 * GET /api/payment/get-payment-total: the server's totals for a shipping option and coupon; with
 * the delivery province, the server also checks that the option reaches it.
 */
export function getPaymentTotal(shippingId: number, couponName: string, province?: string) {
  return request(api.checkout.paymentTotal, {
    auth: true,
    query: { shipping_id: shippingId, coupon_name: couponName, province },
    schema: contractSchema((c) => c.PaymentTotalSchema),
  });
}

export function paymentTotalQueryOptions(
  shippingId: number | null,
  couponName: string,
  province?: string,
) {
  return queryOptions({
    queryKey: [...checkoutKeys.paymentTotal(shippingId, couponName), province ?? ''],
    queryFn: () => getPaymentTotal(shippingId ?? 0, couponName, province),
    enabled: shippingId !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentTotal(shippingId: number | null, couponName: string, province?: string) {
  return useQuery(paymentTotalQueryOptions(shippingId, couponName, province));
}
