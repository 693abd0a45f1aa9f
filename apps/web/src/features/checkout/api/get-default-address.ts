import { SavedAddressListSchema, type SavedAddress } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The signed-in customer's default saved address (ADR 038), or null. */
export async function getDefaultAddress(signal?: AbortSignal): Promise<SavedAddress | null> {
  const { addresses } = await request(api.profile.addresses, {
    auth: true,
    schema: SavedAddressListSchema,
    signal,
  });
  return addresses.find((a) => a.is_default) ?? null;
}

/** Asked only when signed in (a guest has no saved addresses); a failure just prefills nothing. */
export function useDefaultAddress() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: ['checkout', 'default-address'],
    queryFn: ({ signal }) => getDefaultAddress(signal),
    enabled: isAuthenticated === true,
    retry: false,
    staleTime: 0,
  });
}
