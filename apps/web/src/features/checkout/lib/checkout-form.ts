import { zodResolver } from '@hookform/resolvers/zod';
import { passesLuhn, ShippingAddressSchema } from '@shop/contract';
import type { Resolver } from 'react-hook-form';
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
export const CheckoutFormSchema = ShippingAddressSchema.extend(CardFormSchema.shape).extend({
  /** Set by the checkout from the chosen option: store pickup validates no address. */
  pickup: z.boolean().optional(),
  /** "Forma de pago" (issue 31): only the card validates the card fields. */
  payment_method: z.string().optional(),
  /** Kushki's diferido chosen for the card, "credit_type:months"; empty = "Pago corriente". */
  deferred: z.string().optional(),
});
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;
export type CheckoutField = keyof CheckoutFormInput;

/** Store pickup: only who picks up (name, phone) and the card; the address fields are ignored. */
export const PickupFormSchema = CheckoutFormSchema.omit({
  address_line_1: true,
  address_line_2: true,
  city: true,
  state_province_region: true,
  postal_zip_code: true,
  country_region: true,
});

const deliveryResolver = zodResolver(CheckoutFormSchema);
const pickupResolver = zodResolver(PickupFormSchema);
const noCard = { card_number: true, expiry: true, cvv: true, cardholder_name: true } as const;
const deliveryLaterResolver = zodResolver(CheckoutFormSchema.omit(noCard));
const pickupLaterResolver = zodResolver(PickupFormSchema.omit(noCard));

function resolverFor(values: CheckoutFormInput) {
  const card = !values.payment_method || values.payment_method === 'card';
  if (values.pickup) return card ? pickupResolver : pickupLaterResolver;
  return card ? deliveryResolver : deliveryLaterResolver;
}

/**
 * The form's resolver for the option in use (the `pickup` value): the whole address for delivery,
 * none for pickup (the values then carry only the name, the phone and the card).
 */
export const checkoutResolver = ((...args: Parameters<typeof deliveryResolver>) =>
  (resolverFor(args[0]) as unknown as typeof deliveryResolver)(...args)) as unknown as Resolver<
  CheckoutFormInput,
  unknown,
  CheckoutFormValues
>;

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormInput = {
  full_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_province_region: '',
  postal_zip_code: '',
  country_region: 'Ecuador',
  telephone_number: '',
  pickup: false,
  card_number: '',
  expiry: '',
  cvv: '',
  cardholder_name: '',
};
