import { contractSchema } from '@/lib/contract-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export interface AuditFilter {
  user_email: string;
  entity: string;
  entity_id: string;
  action: string;
  date_from: string;
  date_to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit (administradores). */
export function useAuditLog(f: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', f],
    queryFn: () =>
      request(api.admin.audit, {
        auth: true,
        schema: contractSchema((c) => c.AuditResponseSchema),
        query: {
          user_email: f.user_email || undefined,
          entity: f.entity || undefined,
          entity_id: f.entity_id || undefined,
          action: f.action || undefined,
          date_from: f.date_from || undefined,
          date_to: f.date_to || undefined,
          page: f.page,
          page_size: AUDIT_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
