import { useFormContext } from 'react-hook-form';
import type { CheckoutField, CheckoutFormInput } from '../lib/checkout-form';
import { ADDRESS_INPUTS, PROVINCE_INPUT } from '@/components/form/address-inputs';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { toSpanish } from '@/lib/field-messages';

/** The delivery province, asked first: it decides which shipping options reach the address. */
export function ProvinceField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  return (
    <SelectField
      {...PROVINCE_INPUT}
      error={toSpanish(errors.state_province_region?.message)}
      className="mb-4 sm:max-w-xs"
      {...register('state_province_region')}
    />
  );
}

/** Who picks the order up at the store: name and phone only (store pickup needs no address). */
export function PickupContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const error = (field: CheckoutField) => toSpanish(errors[field]?.message);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nombre completo"
        autoComplete="name"
        error={error('full_name')}
        {...register('full_name')}
      />
      <TextField
        {...ADDRESS_INPUTS.telephone_number}
        error={error('telephone_number')}
        {...register('telephone_number')}
      />
    </div>
  );
}

/**
 * The delivery address in Ecuador: an optional 6-digit postal code, an Ecuadorian phone; the province is
 * asked above the shipping options (ProvinceField).
 */
export function AddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const error = (field: CheckoutField) => toSpanish(errors[field]?.message);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nombre completo"
        autoComplete="name"
        className="sm:col-span-2"
        error={error('full_name')}
        {...register('full_name')}
      />
      <TextField
        {...ADDRESS_INPUTS.address_line_1}
        className="sm:col-span-2"
        error={error('address_line_1')}
        {...register('address_line_1')}
      />
      <TextField
        {...ADDRESS_INPUTS.address_line_2}
        className="sm:col-span-2"
        error={error('address_line_2')}
        {...register('address_line_2')}
      />
      <TextField {...ADDRESS_INPUTS.city} error={error('city')} {...register('city')} />
      <TextField
        {...ADDRESS_INPUTS.postal_zip_code}
        error={error('postal_zip_code')}
        {...register('postal_zip_code')}
      />
      <TextField
        {...ADDRESS_INPUTS.telephone_number}
        error={error('telephone_number')}
        {...register('telephone_number')}
      />
      <TextField
        label="País"
        autoComplete="country-name"
        readOnly
        hint="Por ahora realizamos envíos solo dentro de Ecuador."
        className="sm:col-span-2"
        error={error('country_region')}
        {...register('country_region')}
      />
    </div>
  );
}
