import { z } from 'zod';
import { EmailSchema, requiredText } from './common.js';
import { BUYER_ID_TYPES, validateIdentification } from './values/identification.js';
export {
  BUYER_ID_TYPES,
  SRI_BUYER_ID_CODES,
  BUYER_ID_LABELS,
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT,
  IDENTIFICATION_MESSAGES,
  cedulaCheckDigit,
  validateCedula,
  rucKind,
  validateRuc,
  validatePasaporte,
  validateIdentification,
  consumidorFinalAllowed,
} from './values/identification.js';
export const BuyerIdTypeSchema = z.enum(BUYER_ID_TYPES);
export type BuyerIdType = z.infer<typeof BuyerIdTypeSchema>;

export type IdentificationResult = { ok: true } | { ok: false; message: string };

export type RucKind = 'natural' | 'publica' | 'privada';

/**
 * "Datos de facturación" sent with make-payment. Optional there: an older client that sends
 * none gets a consumidor final invoice when the total allows it.
 */
export const BillingSchema = z
  .object({
    id_type: BuyerIdTypeSchema,
    id_number: z.string({ error: 'This field is required.' }).trim().toUpperCase(),
    name: requiredText(300),
    email: EmailSchema,
    address: requiredText(300),
  })
  .superRefine((billing, ctx) => {
    const result = validateIdentification(billing.id_type, billing.id_number);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: ['id_number'], message: result.message });
  });
export type Billing = z.infer<typeof BillingSchema>;
