import { z } from 'zod';
import { IdSchema, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './common.js';
import { EcuadorPhoneSchema, PostalCodeSchema, ProvinceSchema } from './checkout.js';

/** Most saved addresses one account keeps. */
export const MAX_SAVED_ADDRESSES = 10;

/** Messages of the saved-address endpoints (the error body's `error`). */
export const ADDRESS_ERRORS = {
  notFound: 'No encontramos esa dirección.',
  tooMany: `Puedes guardar hasta ${MAX_SAVED_ADDRESSES} direcciones. Borra una para agregar otra.`,
} as const;

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .min(1, required)
    .max(max, `Este campo no puede tener más de ${max} caracteres.`);

const optional = (max: number) =>
  z
    .string({ error: 'Escribe un texto válido.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(max, `Este campo no puede tener más de ${max} caracteres.`)
    .default('');

/**
 * POST /api/profile/addresses and PUT /api/profile/addresses/{id}: a delivery address in Ecuador
 * with the checkout's own field names and rules, a label ("Casa", "Obra") and the default flag.
 */
export const SavedAddressBodySchema = z.object({
  label: optional(40),
  full_name: text(120, 'Escribe el nombre de quien recibe.'),
  address_line_1: text(255, 'Escribe la dirección.'),
  address_line_2: optional(255),
  city: text(120, 'Escribe la ciudad.'),
  state_province_region: ProvinceSchema,
  postal_zip_code: PostalCodeSchema,
  telephone_number: EcuadorPhoneSchema,
  is_default: z.boolean({ error: 'Indica sí o no.' }).default(false),
});
export type SavedAddressBody = z.infer<typeof SavedAddressBodySchema>;
export type SavedAddressInput = z.input<typeof SavedAddressBodySchema>;

export const SavedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  full_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  postal_zip_code: z.string(),
  country_region: z.literal('Ecuador'),
  telephone_number: z.string(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** GET /api/profile/addresses: the default first, then the newest. */
export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;

export const SavedAddressResponseSchema = z.object({ address: SavedAddressSchema });
export type SavedAddressResponse = z.infer<typeof SavedAddressResponseSchema>;

export const AddressIdParamsSchema = z.object({ id: IdSchema });
