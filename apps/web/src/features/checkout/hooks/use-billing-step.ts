import type { Billing } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useLastBilling } from '../api/get-last-billing';
import {
  billingBody,
  billingErrors,
  type BillingDraft,
  type BillingErrors,
  draftOf,
  EMPTY_BILLING,
} from '../lib/billing-form';

const INITIAL: BillingDraft = { ...EMPTY_BILLING, id_type: 'consumidor_final' };

/**
 * "Datos de facturación" state: the draft (prefilled once from the last order's billing), the
 * errors shown once the customer tried to pay (the contract's rules, then the server's), and
 * `check()` giving the billing body for make-payment or `null` when something must be fixed.
 */
export function useBillingStep(totalCents: number) {
  const last = useLastBilling();
  const [draft, setDraft] = useState<BillingDraft>(INITIAL);
  const touched = useRef(false);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<BillingErrors>({});

  useEffect(() => {
    if (last.data && !touched.current) setDraft(draftOf(last.data));
  }, [last.data]);

  const errors: BillingErrors = tried
    ? { ...serverErrors, ...billingErrors(draft, totalCents) }
    : serverErrors;

  return {
    draft,
    errors,
    onChange(next: BillingDraft) {
      touched.current = true;
      setServerErrors({});
      setDraft(next);
    },
    /** The body's billing (undefined = consumidor final by default), or null when invalid. */
    check(): { billing: Billing | undefined } | null {
      setTried(true);
      if (Object.keys(billingErrors(draft, totalCents)).length > 0) return null;
      return { billing: billingBody(draft) };
    },
    showServerErrors(next: BillingErrors) {
      setTried(true);
      setServerErrors(next);
    },
  };
}
