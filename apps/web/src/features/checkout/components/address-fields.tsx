import { ECUADOR_PROVINCES } from '@shop/contract';
import { useFormContext } from 'react-hook-form';
import type { CheckoutField, CheckoutFormInput } from '../lib/checkout-form';
import { toSpanish } from '../lib/field-messages';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';

/** The delivery address in Ecuador: the 24 provinces, a 6-digit postal code, an Ecuadorian phone. */
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
      <SelectField
        label="Provincia"
        autoComplete="address-level1"
        placeholder="Selecciona una provincia"
        options={ECUADOR_PROVINCES}
        error={error('state_province_region')}
        {...register('state_province_region')}
      />
      <TextField
        label="Código postal"
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
