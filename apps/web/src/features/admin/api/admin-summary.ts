import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export const adminSummaryKey = ['admin', 'summary'] as const;

/** GET /api/admin/summary: Resumen's figures, the sections the caller's role may see. */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminSummaryKey,
    queryFn: () =>
      request(api.admin.summary, {
        auth: true,
        schema: contractSchema((c) => c.AdminSummarySchema),
      }),
    staleTime: 30_000,
  });
}
