import type { Billing, BillingView } from '@shop/contract';
import { CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT } from '@shop/contract/values';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useLastBilling } from '../api/get-last-billing';
import type { BillingDraft, BillingErrors, ShippingFacts } from '@/components/billing/billing-form';

const INITIAL: BillingDraft = {
  id_type: 'consumidor_final',
  id_number: '',
  name: '',
  email: '',
  address: '',
};

/**
 * Issue 33: consumidor final is not offered as the start above the SRI's limit (a cédula is), and
 * the e-mail starts as the one the shop knows (the account's or the guest's).
 */
function startingDraft(draft: BillingDraft, totalCents: number, email: string): BillingDraft {
  const overLimit = totalCents > CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT;
  return {
    ...draft,
    id_type: overLimit && draft.id_type === 'consumidor_final' ? 'cedula' : draft.id_type,
    email: draft.email || email,
  };
}

// The identification rules load on the first check, not with the checkout's first JS.
const rules = () => import('@/components/billing/billing-form');

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
 * "Datos de facturación" state: the draft (prefilled from the last order's billing, the e-mail
 * from `knownEmail`, the account's or the guest's, until the customer edits it), the
 * errors shown once the customer tried to pay (the contract's rules, then the server's), and
 * `check()` giving the billing body for make-payment or `null` when something must be fixed.
 */
export function useBillingStep(totalCents: number, knownEmail = '') {
  const { isAuthenticated, access } = useSession();
  // A guest checkout has no last order: no request (the server would answer 403, issue 33).
  const last = useLastBilling(isAuthenticated === true && access !== null);
  const [draft, setDraft] = useState<BillingDraft>(INITIAL);
  const touched = useRef(false);
  const tried = useRef(false);
  const [ruleErrors, setRuleErrors] = useState<BillingErrors>({});
  const [serverErrors, setServerErrors] = useState<BillingErrors>({});

  useEffect(() => {
    if (touched.current) return;
    setDraft((current) =>
      startingDraft(last.data ? draftOf(last.data) : current, totalCents, knownEmail),
    );
  }, [last.data, totalCents, knownEmail]);

  async function validate(next: BillingDraft) {
    const { billingErrors } = await rules();
    const errors = billingErrors(next, totalCents);
    setRuleErrors(errors);
    return errors;
  }

  return {
    draft,
    /** The order is above consumidor final's limit: the step says so before "Pagar". */
    overLimit: totalCents > CONSUMIDOR_FINAL_LIMIT_CENTS_DEFAULT,
    errors: { ...serverErrors, ...ruleErrors },
    onChange(next: BillingDraft) {
      touched.current = true;
      setServerErrors({});
      setDraft(next);
      if (tried.current) void validate(next);
    },
    /**
     * The body's billing (undefined = consumidor final by default), or null when invalid;
     * `shipping` gives the order's address to a consumidor final invoice.
     */
    async check(shipping?: ShippingFacts): Promise<{ billing: Billing | undefined } | null> {
      tried.current = true;
      const errors = await validate(draft);
      if (Object.keys(errors).length > 0) return null;
      const { billingBody, shippingAddressText } = await rules();
      return { billing: billingBody(draft, shipping ? shippingAddressText(shipping) : '') };
    },
    showServerErrors(next: BillingErrors) {
      tried.current = true;
      setServerErrors(next);
    },
  };
}
