import type { Billing } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';

/** POST /api/orders/{tx}/invoice/billing (or the guest's order link): numbers a waiting invoice. */
export function sendInvoiceBilling(transactionId: string, billing: Billing, guestToken?: string) {
  return request(
    guestToken ? api.guest.invoiceBilling(transactionId) : api.orders.invoiceBilling(transactionId),
    {
      method: 'POST',
      auth: !guestToken,
      query: guestToken ? { token: guestToken } : undefined,
      body: { billing },
      schema: contractSchema((c) => c.InvoiceResponseSchema),
    },
  );
}
