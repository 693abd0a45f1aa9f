import { PaymentTotalSchema } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/payment/get-payment-total: the server's totals for a shipping option and coupon. */
export function getPaymentTotal(shippingId: number, couponName: string) {
  return request(api.checkout.paymentTotal, {
    auth: true,
    query: { shipping_id: shippingId, coupon_name: couponName },
    schema: PaymentTotalSchema,
  });
}

export function paymentTotalQueryOptions(shippingId: number | null, couponName: string) {
  return queryOptions({
    queryKey: checkoutKeys.paymentTotal(shippingId, couponName),
    queryFn: () => getPaymentTotal(shippingId ?? 0, couponName),
    enabled: shippingId !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentTotal(shippingId: number | null, couponName: string) {
  return useQuery(paymentTotalQueryOptions(shippingId, couponName));
}
