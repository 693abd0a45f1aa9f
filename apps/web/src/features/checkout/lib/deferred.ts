import type { DeferredChoiceInput } from '@shop/contract';

export const PAGO_CORRIENTE_LABEL = 'Pago corriente';

/** A diferido as the form's select keeps it: "credit_type:months". */
export const deferredValue = (creditType: string, months: number) => `${creditType}:${months}`;

/** make-payment's `deferred` from the form's value; empty or malformed = Pago corriente (null). */
export function deferredChoiceOf(value: string | undefined): DeferredChoiceInput | null {
  const match = /^(\d{2}):(\d{1,2})$/.exec(value ?? '');
  return match ? { credit_type: match[1]!, months: Number(match[2]) } : null;
}
