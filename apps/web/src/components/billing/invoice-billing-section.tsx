import { lazy, Suspense, useState } from 'react';
import type { InvoiceBillingFormProps } from './invoice-billing-form';

// The form and the contract's rules (zod) load only for an invoice that waits for them.
const InvoiceBillingForm = lazy(() =>
  import('./invoice-billing-form').then((m) => ({ default: m.InvoiceBillingForm })),
);

/**
 * The billing form of an invoice in pending_data, then `sentText` once the server numbered it
 * (the page refreshes the invoice meanwhile: `onSent`).
 */
export function InvoiceBillingSection({
  waiting,
  sentText,
  ...form
}: InvoiceBillingFormProps & { waiting: boolean; sentText: string }) {
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
        {sentText}
      </p>
    );
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceBillingForm
        {...form}
        onSent={() => {
          setSent(true);
          form.onSent();
        }}
      />
    </Suspense>
  );
}
