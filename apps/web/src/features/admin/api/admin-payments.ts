import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';

export const adminPaymentsKeys = { all: ['admin', 'pending-payments'] as const };

/** GET /api/admin/pending-payments: "Pagos por confirmar" (issue 31). */
export function usePendingPayments() {
  return useQuery(
    queryOptions({
      queryKey: adminPaymentsKeys.all,
      queryFn: () =>
        request(api.admin.pendingPayments, {
          auth: true,
          schema: contractSchema((c) => c.PendingPaymentsResponseSchema),
        }),
    }),
  );
}

export type PaymentAction = 'confirm' | 'reject' | 'collect' | 'not-delivered';

/** POST /api/admin/pending-payments/{tx}/{action}: confirm, reject, "Cobrado", "No se pudo entregar". */
export function usePaymentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      transactionId,
      action,
      body,
    }: {
      transactionId: string;
      action: PaymentAction;
      body: Record<string, string>;
    }) =>
      request(api.admin.paymentAction(transactionId, action), {
        method: 'POST',
        auth: true,
        body,
        schema: contractSchema((c) => c.PaymentActionAnswerSchema),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminPaymentsKeys.all });
      await client.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
