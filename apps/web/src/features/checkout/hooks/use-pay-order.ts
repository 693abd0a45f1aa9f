import type { Order } from '@shop/contract';
import { useRef, useState } from 'react';
import type { BillingErrors } from '@/components/billing/billing-form';
import type { CheckoutField } from '../lib/checkout-form';
import { payOrder, type PaymentAttempt, type PayOrderInput } from '../lib/pay-order';

export interface PayOrderHandlers {
  onPaid: (order: Order) => void;
  onFieldErrors: (fields: Partial<Record<CheckoutField, string>>, billing?: BillingErrors) => void;
  onReload: (what: 'cart' | 'shipping') => void;
}

/**
 * The pay button's state: one payment at a time (a second press while paying does nothing),
 * the attempt kept for a retry with the same Idempotency-Key, and the error to show.
 */
export function usePayOrder({ onPaid, onFieldErrors, onReload }: PayOrderHandlers) {
  const attempt = useRef<PaymentAttempt | null>(null);
  const locked = useRef(false);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(input: PayOrderInput) {
    if (locked.current) return;
    locked.current = true;
    setPaying(true);
    setError(null);
    const outcome = await payOrder(input, attempt.current, (next) => {
      attempt.current = next;
    });
    if (outcome.kind === 'paid') {
      // The lock stays on: the order exists, nothing may be paid again from this page.
      setPaid(true);
      onPaid(outcome.order);
      return;
    }
    locked.current = false;
    setPaying(false);
    if (outcome.kind === 'fields') {
      setError('Revisa los datos marcados en el formulario.');
      onFieldErrors(outcome.fields, outcome.billing);
      return;
    }
    setError(outcome.message);
    if (outcome.reload) onReload(outcome.reload);
  }

  return { pay, paying: paying || paid, paid, error };
}
