import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET /api/admin/me: the signed-in staff member and role (403 for anyone else). */
export function useAdminMe() {
  const { isAuthenticated, access } = useSession();
  return useQuery({
    queryKey: ['admin', 'me', access],
    queryFn: () =>
      request(api.admin.me, { auth: true, schema: contractSchema((c) => c.AdminMeSchema) }),
    enabled: isAuthenticated === true && access !== null,
    retry: false,
    staleTime: 60_000,
  });
}
