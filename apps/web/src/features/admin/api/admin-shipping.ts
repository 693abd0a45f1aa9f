import type { AdminShippingOptionBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export const adminShippingKeys = {
  all: ['admin', 'shipping-options'] as const,
};

/** GET /api/admin/shipping-options: every option, active or not. */
export function useAdminShippingOptions() {
  return useQuery(
    queryOptions({
      queryKey: adminShippingKeys.all,
      queryFn: () =>
        request(api.admin.shippingOptions, {
          auth: true,
          schema: contractSchema((c) => c.AdminShippingOptionsResponseSchema),
        }),
    }),
  );
}

/** POST /api/admin/shipping-options, or PATCH /api/admin/shipping-options/{id} with an id. */
export function useSaveShippingOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminShippingOptionBody }) =>
      request(id === null ? api.admin.shippingOptions : api.admin.shippingOption(id), {
        method: id === null ? 'POST' : 'PATCH',
        auth: true,
        body,
        expectStatus: id === null ? 201 : 200,
        schema: contractSchema((c) => c.AdminShippingOptionSchema),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminShippingKeys.all });
      // The checkout's list of options (another feature's cache) is refetched on its next use.
      await client.invalidateQueries({ queryKey: ['checkout'] });
    },
  });
}
