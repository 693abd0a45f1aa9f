import type { BillingErrors } from './billing-form';

/** The server's billing field errors (make-payment's 400) next to the billing fields. */
export function serverBillingErrors(message: (field: string) => string | undefined): BillingErrors {
  const errors: BillingErrors = {};
  for (const field of ['id_type', 'id_number', 'name', 'email', 'address'] as const) {
    const text = message(field);
    if (text) errors[field] = text;
  }
  // Nested billing errors answer under `billing`: the identification rule, or the SRI's demand.
  const nested = message('billing');
  if (nested) {
    if (/USD/.test(nested)) errors.id_type ??= nested;
    else errors.id_number ??= nested;
  }
  return errors;
}
