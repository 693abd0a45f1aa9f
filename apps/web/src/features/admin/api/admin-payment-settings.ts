import type { PaymentSettings } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';

const paymentSettingsKey = ['admin', 'settings', 'payments'] as const;

/** GET /api/admin/payment-settings (administrador): the methods paid later (issue 31). */
export function usePaymentSettings() {
  return useQuery(
    queryOptions({
      queryKey: paymentSettingsKey,
      queryFn: () =>
        request(api.admin.paymentSettings, {
          auth: true,
          schema: contractSchema((c) => c.PaymentSettingsSchema),
        }),
    }),
  );
}

/** PUT /api/admin/payment-settings */
export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettings) =>
      request(api.admin.paymentSettings, {
        method: 'PUT',
        auth: true,
        body,
        schema: contractSchema((c) => c.PaymentSettingsSchema),
      }),
    onSuccess: async (saved) => {
      client.setQueryData(paymentSettingsKey, saved);
      // The checkout's methods (another feature's cache) are refetched on their next use.
      await client.invalidateQueries({ queryKey: ['checkout'] });
    },
  });
}
