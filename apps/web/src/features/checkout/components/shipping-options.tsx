import type { EcuadorProvince, ShippingOptionDetails } from '@shop/contract';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { formatMoney } from '@/lib/money';
import { unavailableReason, windowText } from '../lib/shipping-choice';

/**
 * The shipping options as radio buttons: name, delivery time, promised window and price (with its
 * free-shipping rule, and "Gratis" once this cart qualifies); an option that does not reach the
 * chosen province is disabled with the reason.
 */
export function ShippingOptions({
  options,
  province = null,
  value,
  onChange,
  isLoading,
  isError,
  freeShipping = false,
}: {
  options: ShippingOptionDetails[];
  /** The delivery province chosen above; null shows every option as available. */
  province?: EcuadorProvince | null;
  value: number | null;
  onChange: (id: number) => void;
  isLoading: boolean;
  isError: boolean;
  /** The chosen option costs nothing for this cart (standard shipping from $100). */
  freeShipping?: boolean;
}) {
  if (isLoading) return <Spinner label="Cargando opciones de envío…" className="py-4" />;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        No pudimos cargar las opciones de envío. Recarga la página para intentarlo de nuevo.
      </p>
    );
  return (
    <fieldset>
      <legend className="sr-only">Método de envío</legend>
      <div className="space-y-3">
        {options.map((option) => {
          const reason = unavailableReason(option, province);
          return (
            <label
              key={option.id}
              className={`flex items-center gap-3 rounded-xl border border-slate-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 ${
                reason ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer hover:border-brand-600'
              }`}
            >
              <input
                type="radio"
                name="shipping_id"
                value={option.id}
                checked={value === option.id}
                disabled={reason !== null}
                onChange={() => onChange(option.id)}
                className="size-6 shrink-0 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-medium text-slate-900">{option.name}</span>
                <span className="block text-sm text-slate-600">{option.time_to_delivery}</span>
                {reason ? (
                  <span className="block text-sm font-medium text-red-800">{reason}</span>
                ) : (
                  <span className="block text-sm text-emerald-800">{windowText(option)}</span>
                )}
                {option.free_from !== null && (
                  <span className="block text-sm text-slate-600">
                    Envío gratis en compras desde {formatMoney(option.free_from)}.
                  </span>
                )}
              </span>
              {freeShipping && value === option.id ? (
                <span className="text-right text-sm">
                  <span className="block font-semibold text-emerald-800">Gratis</span>
                  <s className="block text-slate-500">
                    <span className="sr-only">Antes </span>
                    {formatMoney(option.price)}
                  </s>
                </span>
              ) : (
                <Price price={option.price} className="text-sm" />
              )}
            </label>
          );
        })}
      </div>
      {freeShipping && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
          Tu compra califica para envío gratis con esta opción.
        </p>
      )}
    </fieldset>
  );
}
