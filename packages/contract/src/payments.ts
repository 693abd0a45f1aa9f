import { z } from 'zod';
import { requiredText } from './common.js';

/**
 * What the browser's card form needs (ADR 067): Kushki's public merchant id and the API its
 * kushki.js talks to (UAT, production or the simulator).
 */
export const KushkiClientSchema = z.object({
  public_merchant_id: z.string(),
  url: z.string(),
  in_test_environment: z.boolean(),
});
export type KushkiClient = z.infer<typeof KushkiClientSchema>;

/**
 * The payment provider's client token; `braintree_token` carries the same token for the family's
 * clients. With Kushki the token is its public merchant id and `kushki` says where to tokenize.
 */
export const ClientTokenResponseSchema = z.object({
  client_token: z.string(),
  braintree_token: z.string(),
  provider: z.string(),
  kushki: KushkiClientSchema.optional(),
});

/**
 * Kushki's card token request (`POST /card/v1/tokens`, the request kushki.js makes with the
 * public merchant id). `authValidation` and `callbackUrl` ask for 3-D Secure by URL: when the
 * bank wants it, the answer carries the `url` of its page (ADR 095).
 */
export const KushkiTokenRequestSchema = z.object({
  card: z.object({
    name: z.string(),
    number: z.string(),
    expiryMonth: z.string(),
    expiryYear: z.string(),
    cvv: z.string(),
  }),
  totalAmount: z.number().optional(),
  currency: z.string(),
  authValidation: z.enum(['url', 'iframe']).optional(),
  callbackUrl: z.string().optional(),
});
export type KushkiTokenRequest = z.infer<typeof KushkiTokenRequestSchema>;

/** Kushki's token answer: the token, and with 3-D Secure the page the cardholder must see. */
export const KushkiTokenAnswerSchema = z.object({
  token: z.string(),
  url: z.string().optional(),
  secureService: z.string().optional(),
  secureId: z.string().optional(),
});
export type KushkiTokenAnswer = z.infer<typeof KushkiTokenAnswerSchema>;

/**
 * Where Kushki sends the cardholder back after the bank's 3-D Secure page (`callbackUrl`, with
 * `success`, `token` and `message` in the query): a quiet page of the shop's own (ADR 095).
 */
export const KUSHKI_3DS_RETURN_PATH = '/pago/verificacion-banco';

/**
 * The Kushki simulator's test cards (apps/server/src/modules/payments/kushki-simulator.ts). They
 * are the simulator's, not Kushki's own test data (their UAT list is in Kushki's console).
 */
export const KUSHKI_SIMULATOR_CARDS = [
  { number: '5451 9515 7492 5480', outcome: 'approved', deferred: true },
  { number: '4574 4412 1519 0335', outcome: 'declined', deferred: false },
  { number: '4000 0200 0000 0000', outcome: 'insufficient_funds', deferred: false },
  { number: '4456 5300 0000 1096', outcome: '3ds_required', deferred: false },
] as const;

const cardDigits = (v: string) => v.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An integer given as a number or a string of digits ("07"). */
const integerField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (iss) => (iss.input === undefined ? 'This field is required.' : message),
      })
      .int(message),
  );

const currentYear = () => new Date().getUTCFullYear();

/** The sandbox provider's card form; it stands in for a real provider's hosted fields. */
export const SandboxTokenizeBodySchema = z
  .object({
    client_token: requiredText(512),
    card_number: requiredText(32)
      .transform(cardDigits)
      .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), {
        message: 'El número de tarjeta no es válido.',
      }),
    exp_month: integerField('Ingresa un mes de vencimiento entre 1 y 12.').pipe(
      z
        .number()
        .min(1, 'Ingresa un mes de vencimiento entre 1 y 12.')
        .max(12, 'Ingresa un mes de vencimiento entre 1 y 12.'),
    ),
    exp_year: integerField('Ingresa un año de vencimiento válido.')
      .transform((y) => (y < 100 ? 2000 + y : y))
      .refine((y) => y <= currentYear() + 20, { message: 'Ingresa un año de vencimiento válido.' }),
    cvv: requiredText(4).refine((v) => /^\d{3,4}$/.test(v), {
      message: 'El CVV debe tener 3 o 4 dígitos.',
    }),
    cardholder_name: requiredText(120),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    if (card.exp_year > year || (card.exp_year === year && card.exp_month >= month)) return;
    ctx.addIssue({
      code: 'custom',
      path: [card.exp_year < year ? 'exp_year' : 'exp_month'],
      message: 'La tarjeta está vencida.',
    });
  });
export type SandboxTokenizeBody = z.infer<typeof SandboxTokenizeBodySchema>;
export type SandboxTokenizeInput = z.input<typeof SandboxTokenizeBodySchema>;

/** The sandbox provider's test cards; any other valid card number is approved. */
export const SANDBOX_TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

export const CardBrandSchema = z.enum([
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'unknown',
]);
export type CardBrand = z.infer<typeof CardBrandSchema>;

export const SandboxTokenizeResponseSchema = z.object({
  nonce: z.string(),
  card: z.object({ brand: CardBrandSchema, last4: z.string() }),
});
export type SandboxTokenizeResponse = z.infer<typeof SandboxTokenizeResponseSchema>;

/** "Pago corriente" (no deferral) or one of the bank's diferidos, as the checkout offers them. */
export const DeferredOptionSchema = z.object({
  /** Kushki's creditType for the charge ("02"...). */
  credit_type: z.string(),
  name: z.string(),
  months: z.array(z.number().int().positive()),
  months_of_grace: z.array(z.number().int().min(0)),
});
export type DeferredOption = z.infer<typeof DeferredOptionSchema>;

export const DeferredOptionsResponseSchema = z.object({
  bin: z.string(),
  options: z.array(DeferredOptionSchema),
});
export type DeferredOptionsResponse = z.infer<typeof DeferredOptionsResponseSchema>;

/** The diferido chosen at checkout; absent or null = "Pago corriente". */
export const DeferredChoiceSchema = z.object({
  credit_type: z.string().regex(/^\d{2}$/, 'Elige una opción de diferido válida.'),
  months: z.number().int().min(1).max(48),
  grace_months: z.number().int().min(0).max(12).default(0),
});
export type DeferredChoiceInput = z.input<typeof DeferredChoiceSchema>;

export const PAGO_CORRIENTE = 'Pago corriente';
