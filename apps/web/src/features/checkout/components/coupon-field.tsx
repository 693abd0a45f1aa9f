import type { Coupon } from '@shop/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { checkCoupon } from '../api/check-coupon';
import {
  COUPON_REQUIRED,
  couponAppliedMessage,
  couponBenefit,
  couponErrorMessage,
} from '../lib/coupon-messages';
import { inputClasses } from '@/components/form/field-styles';

/** A coupon code with 'Aplicar': checked by the server, then used by the totals and the payment. */
export function CouponField({
  applied,
  onApply,
  onRemove,
}: {
  applied: Coupon | null;
  onApply: (coupon: Coupon) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const name = code.trim();
    if (!name) return setError(COUPON_REQUIRED);
    setChecking(true);
    setError(null);
    try {
      onApply(await checkCoupon(name));
      setCode('');
    } catch (failure) {
      setError(couponErrorMessage(failure));
    } finally {
      setChecking(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the coupon instead of submitting the payment form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Cupón de descuento
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          className={`${inputClasses(Boolean(error), { margin: 'mt-0' })} min-w-0 flex-1 uppercase`}
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={checking}
          aria-busy={checking || undefined}
          className="rounded-lg border border-brand-800 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {checking ? 'Aplicando…' : 'Aplicar'}
        </button>
      </div>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {error && <p className="text-red-700">{error}</p>}
        {applied && !error && (
          <p className="flex flex-wrap items-center gap-x-2 text-emerald-800">
            <span className="font-semibold">{couponAppliedMessage(applied)}</span>
            <span className="text-slate-600">({couponBenefit(applied)})</span>
            <button
              type="button"
              onClick={onRemove}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              Quitar cupón
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
