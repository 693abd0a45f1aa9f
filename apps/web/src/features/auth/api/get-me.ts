import type { Me } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET /auth/users/me/: the signed-in user. */
export function getMe(): Promise<Me> {
  return request(api.auth.me, { auth: true, schema: contractSchema((c) => c.MeSchema) });
}

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });

/** The signed-in user, or undefined while unknown or signed out. */
export function useUser() {
  const { isAuthenticated, access } = useSession();
  const signedIn = isAuthenticated === true && access !== null;
  const query = useQuery({ ...meQueryOptions(), enabled: signedIn });
  return { ...query, data: signedIn ? query.data : undefined };
}
