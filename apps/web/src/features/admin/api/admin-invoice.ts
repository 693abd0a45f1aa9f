import { contractSchema } from '@/lib/contract-schemas';
import type { Billing, CreditNoteBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/admin/orders/{transaction_id}/invoice: the order's SRI invoice (any state) or null. */
export function getAdminInvoice(transactionId: string) {
  return request(api.admin.orderInvoice(transactionId), {
    auth: true,
    schema: contractSchema((c) => c.AdminInvoiceResponseSchema),
  });
}

export function useAdminInvoice(transactionId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'invoice', transactionId] as const,
      queryFn: () => getAdminInvoice(transactionId),
      retry: false,
      // While the SRI works on the invoice (after "Reenviar al SRI" too) the card asks again.
      refetchInterval: (query) => {
        const status = query.state.data?.invoice?.status;
        return status === 'generated' || status === 'signed' || status === 'received'
          ? 3_000
          : false;
      },
    }),
  );
}

/** POST /api/admin/orders/{transaction_id}/credit-notes: a nota de crédito of chosen lines. */
export function useIssueCreditNote(transactionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreditNoteBody; key: string }) =>
      request(api.admin.orderCreditNotes(transactionId), {
        method: 'POST',
        auth: true,
        body,
        headers: { 'idempotency-key': key },
        schema: contractSchema((c) => c.CreditNoteResponseSchema),
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['admin', 'orders', 'invoice', transactionId] }),
  });
}

/** POST /api/admin/orders/{transaction_id}/invoice/billing: the buyer of a waiting invoice. */
export function sendAdminInvoiceBilling(transactionId: string, billing: Billing) {
  return request(api.admin.orderInvoiceBilling(transactionId), {
    method: 'POST',
    auth: true,
    body: { billing },
    schema: contractSchema((c) => c.AdminInvoiceResponseSchema),
  });
}

/** POST /api/admin/orders/{transaction_id}/invoice/resend: a returned or not authorized factura again. */
export function useResendInvoice(transactionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(api.admin.orderInvoiceResend(transactionId), {
        method: 'POST',
        auth: true,
        schema: contractSchema((c) => c.AdminInvoiceResponseSchema),
      }),
    onSuccess: (data) => client.setQueryData(['admin', 'orders', 'invoice', transactionId], data),
  });
}
