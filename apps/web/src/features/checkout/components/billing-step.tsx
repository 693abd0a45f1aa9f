import { useWatch } from 'react-hook-form';
import type { BillingDraft, BillingErrors } from '@/components/billing/billing-form';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { BillingFields } from '@/components/billing/billing-fields';

/** The billing fields inside the checkout form: "Usar los datos de envío" reads the address step. */
export function BillingStep({
  value,
  onChange,
  errors,
  overLimit = false,
}: {
  value: BillingDraft;
  onChange(value: BillingDraft): void;
  errors: BillingErrors;
  overLimit?: boolean;
}) {
  const [full_name = '', address_line_1 = '', address_line_2 = '', city = '', pickup = false] =
    useWatch<
      CheckoutFormInput,
      ['full_name', 'address_line_1', 'address_line_2', 'city', 'pickup']
    >({ name: ['full_name', 'address_line_1', 'address_line_2', 'city', 'pickup'] });
  return (
    <BillingFields
      value={value}
      onChange={onChange}
      errors={errors}
      overLimit={overLimit}
      shipping={{ full_name, address_line_1, address_line_2, city, pickup }}
    />
  );
}
