import { InvoiceSummarySchema } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/guest/orders/{tx}?token=: a guest's order through its private link (ADR 028). */
export async function getGuestOrder(transactionId: string, token: string) {
  const { order } = await request(api.guest.order(transactionId), {
    query: { token },
    schema: contractSchema((c) => c.OrderResponseSchema),
  });
  return order;
}

export function useGuestOrder(transactionId: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', 'guest', transactionId, token] as const,
      queryFn: () => getGuestOrder(transactionId, token),
      enabled: Boolean(token),
      retry: false,
    }),
  );
}

const GuestInvoiceSchema = z.object({ invoice: InvoiceSummarySchema.nullable() });

/** GET /api/guest/orders/{tx}/invoice?token=: the order's SRI invoice, polled until it settles. */
export function useGuestInvoice(transactionId: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', 'guest', transactionId, token, 'invoice'] as const,
      queryFn: async () =>
        (
          await request(api.guest.invoice(transactionId), {
            query: { token },
            schema: GuestInvoiceSchema,
          })
        ).invoice,
      enabled: Boolean(token),
      retry: false,
      refetchInterval: (query) =>
        ['generated', 'signed', 'received'].includes(query.state.data?.status ?? '')
          ? 5_000
          : false,
    }),
  );
}
