import type { BillingErrors } from './billing-form';

const BILLING_FIELDS = ['id_type', 'id_number', 'name', 'email', 'address'] as const;

const first = (value: unknown): string | undefined =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * The server's billing field errors (make-payment's 400) next to the billing fields. Nested, as
 * the server answers them (`{"billing": {"id_number": [...]}}`, issue 29.7); a list under
 * `billing` is about the whole block (billing required above the SRI's limit); top-level field
 * keys are still read for older answers (and replays stored before the change).
 */
export function serverBillingErrors(body: unknown): BillingErrors {
  const errors: BillingErrors = {};
  const fields = (body ?? {}) as Record<string, unknown>;
  const nested = fields.billing;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const inner = nested as Record<string, unknown>;
    for (const field of BILLING_FIELDS) errors[field] = first(inner[field]);
    errors.id_number ??= first(inner.non_field_errors);
  }
  for (const field of BILLING_FIELDS) errors[field] ??= first(fields[field]);
  const whole = first(nested);
  if (whole) {
    if (/USD/.test(whole)) errors.id_type ??= whole;
    else errors.id_number ??= whole;
  }
  for (const field of BILLING_FIELDS) if (errors[field] === undefined) delete errors[field];
  return errors;
}
