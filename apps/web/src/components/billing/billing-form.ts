import {
  BillingSchema,
  EmailSchema,
  STORE_PICKUP,
  type Billing,
  type BuyerIdType,
} from '@shop/contract';
import {
  centsToMoney,
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT,
  CONSUMIDOR_FINAL_NAME,
  isPickupOrder,
  IDENTIFICATION_MESSAGES,
} from '@shop/contract/values';
import { toSpanish } from '@/lib/field-messages';

/** What the "Datos de facturación" block holds while the customer types. */
export interface BillingDraft {
  id_type: BuyerIdType;
  id_number: string;
  name: string;
  email: string;
  address: string;
}

export type BillingField = keyof BillingDraft;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const EMPTY_BILLING: BillingDraft = {
  id_type: 'cedula',
  id_number: '',
  name: '',
  email: '',
  address: '',
};

/**
 * The contract's rules on the draft (the server repeats them): the identification rule of its
 * type, required name, e-mail and address, and consumidor final only up to the SRI's limit.
 * Consumidor final asks only the e-mail (issue 33: the RIDE prints CONSUMIDOR FINAL).
 */
export function billingErrors(
  draft: BillingDraft,
  totalCents: number,
  limitCents = CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT,
): BillingErrors {
  const errors: BillingErrors = {};
  if (draft.id_type === 'consumidor_final') {
    // A blank e-mail is fine: the server invoices consumidor final to the account's e-mail.
    const email = draft.email.trim() === '' ? null : EmailSchema.safeParse(draft.email);
    if (email && !email.success) errors.email = toSpanish(email.error.issues[0]!.message);
    if (totalCents > limitCents)
      errors.id_type = IDENTIFICATION_MESSAGES.consumidorFinalLimit(centsToMoney(limitCents));
    return errors;
  }
  const parsed = BillingSchema.safeParse(normalize(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BillingField;
      errors[field] ??= toSpanish(issue.message);
    }
  }
  return errors;
}

function normalize(draft: BillingDraft): BillingDraft {
  return draft.id_type === 'consumidor_final'
    ? { ...draft, id_number: CONSUMIDOR_FINAL_ID }
    : draft;
}

/** The billing body for make-payment, once `billingErrors` is empty. */
export function toBilling(draft: BillingDraft): Billing {
  return BillingSchema.parse(normalize(draft));
}

/** Consumidor final with no e-mail: nothing the invoice needs from the buyer. */
export function isBlankFinal(draft: BillingDraft): boolean {
  return draft.id_type === 'consumidor_final' && draft.email.trim() === '';
}

/**
 * What make-payment carries: the billing data, or none for a blank consumidor final (the server
 * then invoices consumidor final with the account's e-mail and the delivery address). Consumidor
 * final with an e-mail goes as CONSUMIDOR FINAL at the order's address (`shippingAddress`).
 */
export function billingBody(draft: BillingDraft, shippingAddress = ''): Billing | undefined {
  if (isBlankFinal(draft)) return undefined;
  if (draft.id_type !== 'consumidor_final') return toBilling(draft);
  return toBilling({
    ...draft,
    name: CONSUMIDOR_FINAL_NAME,
    address: shippingAddress.trim() || `${STORE_PICKUP.address}, ${STORE_PICKUP.city}`,
  });
}

/** The address fields the checkout knows; `pickup` when the order is collected at the store. */
export interface ShippingFacts {
  full_name: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  pickup?: boolean;
}

/**
 * The order's address as one line: the buyer's, or the store's for pickup (issue 33). A placed
 * order says pickup by its second line ("Retiro en tienda"), which is no part of an address.
 */
export function shippingAddressText(shipping: ShippingFacts): string {
  const parts =
    (shipping.pickup ?? isPickupOrder(shipping))
      ? [STORE_PICKUP.address, STORE_PICKUP.city]
      : [shipping.address_line_1, shipping.address_line_2, shipping.city];
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** "Usar los datos de envío": the shipping name and address (the store's for pickup). */
export function fromShipping(draft: BillingDraft, shipping: ShippingFacts): BillingDraft {
  return { ...draft, name: shipping.full_name, address: shippingAddressText(shipping) };
}
