import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';
import { ordersKeys } from './get-orders';

/**
 * GET /api/payment/orders/{tx}/payment: how to pay an order paid later (issue 31); with a guest's
 * token, GET /api/guest/orders/{tx}/payment?token= (the private order link).
 */
export function getOrderPayment(transactionId: string, guestToken?: string) {
  const schema = contractSchema((c) => c.PaymentInstructionsSchema);
  return guestToken
    ? request(api.guest.payment(transactionId), { query: { token: guestToken }, schema })
    : request(api.orders.payment(transactionId), { auth: true, schema });
}

export function useOrderPayment(transactionId: string, guestToken?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ordersKeys.all, 'payment', transactionId, guestToken ?? ''] as const,
      queryFn: () => getOrderPayment(transactionId, guestToken),
      retry: false,
    }),
  );
}

/** POST .../receipt (owner, or guest with its token): the transfer's receipt (JPG, PNG or PDF). */
export function uploadReceipt(transactionId: string, file: File, guestToken?: string) {
  const body = new FormData();
  body.append('receipt', file);
  const schema = contractSchema((c) => c.ReceiptAnswerSchema);
  return guestToken
    ? request(api.guest.receipt(transactionId), {
        method: 'POST',
        query: { token: guestToken },
        body,
        schema,
      })
    : request(api.orders.receipt(transactionId), { method: 'POST', auth: true, body, schema });
}
