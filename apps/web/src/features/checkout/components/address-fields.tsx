import { ECUADOR_PROVINCES } from '@shop/contract/values';
import { useFormContext } from 'react-hook-form';
import type { CheckoutField, CheckoutFormInput } from '../lib/checkout-form';
import { toSpanish } from '../lib/field-messages';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';

/** The delivery province, asked first: it decides which shipping options reach the address. */
export function ProvinceField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  return (
    <SelectField
      label="Provincia"
      autoComplete="address-level1"
      placeholder="Selecciona una provincia"
      options={ECUADOR_PROVINCES}
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
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        placeholder="Ej. 0991234567"
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
        label="Dirección línea 1"
        autoComplete="address-line1"
        placeholder="Calle principal, número y calle secundaria"
        className="sm:col-span-2"
        error={error('address_line_1')}
        {...register('address_line_1')}
      />
      <TextField
        label="Dirección línea 2 (opcional)"
        autoComplete="address-line2"
        placeholder="Departamento, piso, referencia"
        className="sm:col-span-2"
        error={error('address_line_2')}
        {...register('address_line_2')}
      />
      <TextField
        label="Ciudad"
        autoComplete="address-level2"
        error={error('city')}
        {...register('city')}
      />
      <TextField
        label="Código postal (opcional)"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="Ej. 170102"
        error={error('postal_zip_code')}
        {...register('postal_zip_code')}
      />
      <TextField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        placeholder="Ej. 0991234567"
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
