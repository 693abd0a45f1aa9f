import type { PaymentMethodsAnswer } from '@shop/contract';

const HINTS: Record<string, string> = {
  card: 'Visa, Mastercard, Diners o American Express.',
  transferencia:
    'Te mostramos las cuentas y reservamos tus productos mientras llega la transferencia.',
  contra_entrega: 'Pagas en efectivo o con tarjeta al recibir tu pedido.',
  al_retirar: 'Pagas en la tienda cuando retiras tu pedido.',
};

/**
 * "Forma de pago" (issue 31): the methods that apply to the chosen shipping and province, the
 * card first (the default).
 */
export function PaymentMethodStep({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethodsAnswer['methods'];
  value: string;
  onChange: (method: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Forma de pago</legend>
      <div className="space-y-2">
        {methods.map((m) => (
          <label
            key={m.method}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="payment_method_choice"
              value={m.method}
              checked={value === m.method}
              onChange={() => onChange(m.method)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium text-slate-900">{m.label}</span>
              <span className="block text-sm text-slate-600">{HINTS[m.method] ?? ''}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
