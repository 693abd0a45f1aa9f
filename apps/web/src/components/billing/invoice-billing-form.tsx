import type { Billing } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { BillingFields } from './billing-fields';
import {
  type BillingDraft,
  type BillingErrors,
  billingErrors,
  EMPTY_BILLING,
  type ShippingFacts,
  toBilling,
} from './billing-form';
import { serverBillingErrors } from './billing-server-errors';

export interface InvoiceBillingFormProps {
  /** The invoice's total in cents (always above consumidor final's limit while it waits). */
  totalCents: number;
  /** The order's name and address, for "Usar los datos de envío". */
  shipping: ShippingFacts;
  /** POST .../invoice/billing; rejects with the server's ApiError. */
  send(billing: Billing): Promise<unknown>;
  /** Called once the server numbered the invoice. */
  onSent(): void;
}

/**
 * "Datos de facturación" for an invoice waiting in pending_data (ADR 091): the checkout's billing
 * fields, checked by the contract's rules before sending, the server's field errors next to them.
 */
export function InvoiceBillingForm({
  totalCents,
  shipping,
  send,
  onSent,
}: InvoiceBillingFormProps) {
  const [draft, setDraft] = useState<BillingDraft>(EMPTY_BILLING);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<BillingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ownErrors = tried ? billingErrors(draft, totalCents) : {};
  const errors = { ...serverErrors, ...ownErrors };

  function change(value: BillingDraft) {
    setDraft(value);
    setServerErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(billingErrors(draft, totalCents)).length > 0) return;
    setSending(true);
    try {
      await send(toBilling(draft));
      onSent();
    } catch (error) {
      const fields = error instanceof ApiError ? serverBillingErrors(error.body) : {};
      setServerErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(
          (error instanceof ApiError && error.fieldMessage('error')) ||
            'No pudimos enviar los datos. Inténtalo de nuevo.',
        );
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <h3 className="text-base font-semibold text-slate-900">Datos de facturación</h3>
      <BillingFields
        value={draft}
        onChange={change}
        errors={errors}
        shipping={shipping}
        overLimit
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="sm:w-72">
        <SubmitButton loading={sending}>Enviar datos de facturación</SubmitButton>
      </div>
    </form>
  );
}
