import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDeferredOptions } from '../api/get-deferred-options';
import { cardDigits } from '../lib/card';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { deferredValue, PAGO_CORRIENTE_LABEL } from '../lib/deferred';

/**
 * Kushki's diferidos (ADR 069): once the card's BIN (its first 6 digits) is typed, the options
 * its bank offers beside "Pago corriente". Nothing is shown with the sandbox (no such route) or a
 * bank without them.
 */
export function DeferredChoice() {
  const { register, setValue, getValues } = useFormContext<CheckoutFormInput>();
  const number = useWatch<CheckoutFormInput, 'card_number'>({ name: 'card_number' });
  const digits = cardDigits(number ?? '');
  const bin = digits.length >= 6 ? digits.slice(0, 6) : null;
  const deferred = useDeferredOptions(bin);
  const options = bin && deferred.isSuccess ? deferred.data.options : [];
  const choices = options.flatMap((o) =>
    o.months.map((months) => ({
      value: deferredValue(o.credit_type, months),
      label: `${o.name} a ${months} meses`,
    })),
  );
  const offered = choices.map((c) => c.value).join(',');
  useEffect(() => {
    // Another card (or bank) does not offer the choice made: back to Pago corriente.
    const chosen = getValues('deferred');
    if (chosen && !offered.split(',').includes(chosen)) setValue('deferred', '');
  }, [offered, getValues, setValue]);
  if (choices.length === 0) return null;
  return (
    <label className="block text-sm font-medium text-slate-800 sm:col-span-2">
      Diferir el pago
      <select
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        {...register('deferred')}
      >
        <option value="">{PAGO_CORRIENTE_LABEL}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
