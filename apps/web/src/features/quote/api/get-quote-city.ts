import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The city of the customer's default saved address, else of the profile; '' when unknown. */
export async function getQuoteCity(signal?: AbortSignal): Promise<string> {
  const { addresses } = await request(api.profile.addresses, {
    auth: true,
    schema: contractSchema((c) => c.SavedAddressListSchema),
    signal,
  });
  const saved = addresses.find((a) => a.is_default) ?? addresses[0];
  if (saved?.city) return saved.city;
  const { profile } = await request(api.profile.get, {
    auth: true,
    schema: contractSchema((c) => c.ProfileResponseSchema),
    signal,
  });
  return profile.city;
}

/** The city for a quote message: asked only when signed in; a failure leaves it unknown. */
export function useQuoteCity(): string {
  const { isAuthenticated } = useSession();
  const { data } = useQuery({
    queryKey: ['quote', 'city'],
    queryFn: ({ signal }) => getQuoteCity(signal),
    enabled: isAuthenticated === true,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return isAuthenticated ? (data ?? '') : '';
}
