import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatCardNumber, formatExpiry } from '../lib/card';
import type { CheckoutField, CheckoutFormInput } from '../lib/checkout-form';
import { DeferredChoice } from './deferred-choice';
import { TestCardsNote } from './test-cards-note';
import { TextField } from '@/components/form/text-field';

/** The sandbox provider's card form: number, expiry MM/AA, CVV and the name on the card. */
export function CardFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const error = (field: CheckoutField) => errors[field]?.message;
  // Formats as the customer types (spaces in the number, the slash in the expiry).
  const formatted = (field: 'card_number' | 'expiry', format: (value: string) => string) => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };
  return (
    <div className="space-y-4">
      <TestCardsNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Número de tarjeta"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          className="sm:col-span-2"
          error={error('card_number')}
          {...formatted('card_number', formatCardNumber)}
        />
        <TextField
          label="Vencimiento (MM/AA)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          maxLength={5}
          error={error('expiry')}
          {...formatted('expiry', formatExpiry)}
        />
        <TextField
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
          error={error('cvv')}
          {...register('cvv')}
        />
        <TextField
          label="Nombre en la tarjeta"
          autoComplete="cc-name"
          className="sm:col-span-2"
          error={error('cardholder_name')}
          {...register('cardholder_name')}
        />
        <DeferredChoice />
      </div>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        Los datos de tu tarjeta van directo al proveedor de pagos; la tienda no los guarda.
      </p>
    </div>
  );
}
