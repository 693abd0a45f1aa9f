import { ECUADOR_PROVINCES } from '@shop/contract/values';
import type { TextFieldProps } from './text-field';

type AddressInput = Pick<
  TextFieldProps,
  'label' | 'autoComplete' | 'placeholder' | 'type' | 'inputMode' | 'maxLength'
>;

/** The labels and hints of an Ecuadorian address, shared by the checkout and the saved addresses. */
export const ADDRESS_INPUTS = {
  address_line_1: {
    label: 'Dirección línea 1',
    autoComplete: 'address-line1',
    placeholder: 'Calle principal, número y calle secundaria',
  },
  address_line_2: {
    label: 'Dirección línea 2 (opcional)',
    autoComplete: 'address-line2',
    placeholder: 'Departamento, piso, referencia',
  },
  city: { label: 'Ciudad', autoComplete: 'address-level2' },
  postal_zip_code: {
    label: 'Código postal (opcional)',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 6,
    placeholder: 'Ej. 170102',
  },
  telephone_number: {
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: 'Ej. 0991234567',
  },
} satisfies Record<string, AddressInput>;

/** The province select's props: Ecuador's provinces. */
export const PROVINCE_INPUT = {
  label: 'Provincia',
  options: ECUADOR_PROVINCES,
  autoComplete: 'address-level1',
  placeholder: 'Selecciona una provincia',
} as const;
