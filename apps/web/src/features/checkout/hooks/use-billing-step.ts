import type { Billing, BillingView } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useLastBilling } from '../api/get-last-billing';
import type { BillingDraft, BillingErrors } from '../lib/billing-form';

const INITIAL: BillingDraft = {
  id_type: 'consumidor_final',
  id_number: '',
  name: '',
  email: '',
  address: '',
};

// The identification rules load on the first check, not with the checkout's first JS.
const rules = () => import('../lib/billing-form');

/** A draft from the billing data the server kept (the last order's). */
function draftOf(billing: BillingView): BillingDraft {
  const final = billing.id_type === 'consumidor_final';
  return {
    id_type: billing.id_type,
    id_number: final ? '' : billing.id_number,
    name: final ? '' : billing.name,
    email: billing.email,
    address: billing.address,
  };
}

/**
 * "Datos de facturación" state: the draft (prefilled once from the last order's billing), the
 * errors shown once the customer tried to pay (the contract's rules, then the server's), and
 * `check()` giving the billing body for make-payment or `null` when something must be fixed.
 */
export function useBillingStep(totalCents: number) {
  const last = useLastBilling();
  const [draft, setDraft] = useState<BillingDraft>(INITIAL);
  const touched = useRef(false);
  const tried = useRef(false);
  const [ruleErrors, setRuleErrors] = useState<BillingErrors>({});
  const [serverErrors, setServerErrors] = useState<BillingErrors>({});

  useEffect(() => {
    if (last.data && !touched.current) setDraft(draftOf(last.data));
  }, [last.data]);

  async function validate(next: BillingDraft) {
    const { billingErrors } = await rules();
    const errors = billingErrors(next, totalCents);
    setRuleErrors(errors);
    return errors;
  }

  return {
    draft,
    errors: { ...serverErrors, ...ruleErrors },
    onChange(next: BillingDraft) {
      touched.current = true;
      setServerErrors({});
      setDraft(next);
      if (tried.current) void validate(next);
    },
    /** The body's billing (undefined = consumidor final by default), or null when invalid. */
    async check(): Promise<{ billing: Billing | undefined } | null> {
      tried.current = true;
      const errors = await validate(draft);
      if (Object.keys(errors).length > 0) return null;
      const { billingBody } = await rules();
      return { billing: billingBody(draft) };
    },
    showServerErrors(next: BillingErrors) {
      tried.current = true;
      setServerErrors(next);
    },
  };
}
