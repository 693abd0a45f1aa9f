import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';
import { ordersKeys } from './get-orders';

/** GET /api/payment/orders/{tx}/payment: how to pay an order paid later (issue 31). */
export function getOrderPayment(transactionId: string) {
  return request(api.orders.payment(transactionId), {
    auth: true,
    schema: contractSchema((c) => c.PaymentInstructionsSchema),
  });
}

export function useOrderPayment(transactionId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ordersKeys.all, 'payment', transactionId] as const,
      queryFn: () => getOrderPayment(transactionId),
      retry: false,
    }),
  );
}

/** POST /api/payment/orders/{tx}/receipt: the transfer's receipt (JPG, PNG or PDF). */
export function uploadReceipt(transactionId: string, file: File) {
  const body = new FormData();
  body.append('receipt', file);
  return request(api.orders.receipt(transactionId), {
    method: 'POST',
    auth: true,
    body,
    schema: contractSchema((c) => c.ReceiptAnswerSchema),
  });
}
