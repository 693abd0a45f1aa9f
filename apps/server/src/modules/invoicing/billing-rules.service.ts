import {
  type Billing,
  centsToMoney,
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  IDENTIFICATION_MESSAGES,
  SRI_BUYER_ID_CODES,
  validateIdentification,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.js';
import { invoicingSettings } from './issuer-settings.service.js';
import type { DocumentBuyer } from './invoice-xml.js';

import { INVOICING_MESSAGES } from './invoicing-messages.js';

// The billing data an invoice accepts (the server's repetition of the checkout's rules) and the
// SRI buyer it becomes.

/**
 * The server's repetition of the checkout rules on billing data for a total: the identification
 * rule of its type, and consumidor final (or no data at all) only up to the SRI's limit. Field
 * errors (400) named after BillingSchema's fields under `billing`.
 */
export function assertBillingAllowed(
  billing: Billing | null,
  totalCents: number,
  limitCents: number = invoicingSettings().consumidorFinalLimitCents,
): void {
  const limit = centsToMoney(limitCents);
  if (!billing) {
    if (totalCents > limitCents)
      throw AppError.fields({ billing: [INVOICING_MESSAGES.billingRequired(limit)] });
    return;
  }
  const rule = validateIdentification(billing.id_type, billing.id_number);
  // Nested fields answer under their object, as DRF's nested serializers do (issue 29.7).
  if (!rule.ok) throw AppError.fields({ billing: { id_number: [rule.message] } });
  if (billing.id_type === 'consumidor_final' && totalCents > limitCents)
    throw AppError.fields({
      billing: { id_type: [IDENTIFICATION_MESSAGES.consumidorFinalLimit(limit)] },
    });
}

export function buyerOf(billing: Billing, phone: string): DocumentBuyer {
  const final = billing.id_type === 'consumidor_final';
  return {
    idTypeCode: SRI_BUYER_ID_CODES[billing.id_type],
    id: final ? CONSUMIDOR_FINAL_ID : billing.id_number,
    name: final ? CONSUMIDOR_FINAL_NAME : billing.name,
    address: billing.address,
    email: billing.email,
    phone,
  };
}
