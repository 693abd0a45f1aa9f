import type { UseFormReturn } from 'react-hook-form';
import { session } from '@/lib/session';
import { getDefaultAddress } from '../api/get-default-address';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';

const FIELDS = [
  'full_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province_region',
  'postal_zip_code',
  'telephone_number',
] as const;

/**
 * Fills the address fields the customer has not touched from the default saved address. Loaded
 * after the checkout's first paint (the route's initial JS stays in budget); a failure or a guest
 * (no token) prefills nothing.
 */
export async function prefillAddress(
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>,
): Promise<void> {
  if (!session.get().access) return;
  const address = await getDefaultAddress().catch(() => null);
  if (!address) return;
  for (const field of FIELDS) {
    if (!form.getFieldState(field).isDirty && !form.getValues(field)) {
      form.setValue(field, address[field]);
    }
  }
}
