import { passesLuhn, ShippingAddressSchema } from '@shop/contract';
import { z } from 'zod';
import { cardDigits, isExpired, parseExpiry } from './card';

/** The sandbox card form, with the customer's Spanish messages. */
export const CardFormSchema = z.object({
  card_number: z
    .string()
    .trim()
    .min(1, 'Ingresa el número de tarjeta.')
    .refine((v) => /^\d{12,19}$/.test(cardDigits(v)) && passesLuhn(cardDigits(v)), {
      message: 'El número de tarjeta no es válido.',
    }),
  expiry: z
    .string()
    .trim()
    .min(1, 'Ingresa la fecha de vencimiento.')
    .refine((v) => parseExpiry(v) !== null, { message: 'Usa el formato MM/AA, por ejemplo 08/29.' })
    .refine(
      (v) => {
        const expiry = parseExpiry(v);
        return expiry === null || !isExpired(expiry);
      },
      { message: 'La tarjeta está vencida.' },
    ),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'El CVV debe tener 3 o 4 dígitos.'),
  cardholder_name: z
    .string()
    .trim()
    .min(1, 'Ingresa el nombre como aparece en la tarjeta.')
    .max(120, 'Este campo no puede tener más de 120 caracteres.'),
});

/** The checkout form: the contract's Ecuador address (one source of truth) and the card. */
export const CheckoutFormSchema = ShippingAddressSchema.extend(CardFormSchema.shape);
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;
export type CheckoutField = keyof CheckoutFormInput;

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormInput = {
  full_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_province_region: '',
  postal_zip_code: '',
  country_region: 'Ecuador',
  telephone_number: '',
  card_number: '',
  expiry: '',
  cvv: '',
  cardholder_name: '',
};
