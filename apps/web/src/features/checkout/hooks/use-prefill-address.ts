import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDefaultAddress } from '../api/get-default-address';
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-form';

const FIELDS = [
  'full_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province_region',
  'postal_zip_code',
  'telephone_number',
] as const;

/** Fills the address fields the customer has not touched from the default saved address, once. */
export function usePrefillAddress(
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>,
) {
  const { data: address } = useDefaultAddress();
  const done = useRef(false);
  useEffect(() => {
    if (!address || done.current) return;
    done.current = true;
    for (const field of FIELDS) {
      if (!form.getFieldState(field).isDirty && !form.getValues(field)) {
        form.setValue(field, address[field]);
      }
    }
  }, [address, form]);
}
