import type { SavedAddress } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** The signed-in customer's default saved address (ADR 038), or null. */
export async function getDefaultAddress(): Promise<SavedAddress | null> {
  const { addresses } = await request(api.profile.addresses, {
    auth: true,
    schema: contractSchema((c) => c.SavedAddressListSchema),
  });
  return addresses.find((a) => a.is_default) ?? null;
}
