import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CART_MAX_COUNT, cartMaxPerOrderMessage } from '@shop/contract/values';
import { MAX_COUNT, QUANTITY_OPTIONS } from '../lib/quantity';

const MORE = 'more';
const fieldClass =
  'rounded-lg border border-slate-300 bg-white py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:opacity-60';

/**
 * The seed's quantity choice, 1 to 10, labelled 'Cantidad'; with `stock`, never above it (the
 * current value stays offered even if the stock fell below it since). Above 10 units in stock,
 * "Más de 10" opens a number field for any count up to the stock (bulk orders, ADR 072).
 */
export function QuantitySelect({
  value,
  onChange,
  disabled = false,
  productName,
  stock,
  bulkMax = stock,
  maxPerOrder,
}: {
  value: number;
  onChange: (count: string) => void;
  disabled?: boolean;
  productName: string;
  /** Hides the choices above the stock (the product page). */
  stock?: number;
  /** Most units "Más de 10" takes (the cart keeps the seed's 1-10 whatever the stock). */
  bulkMax?: number;
  /** Staff's maximum per order (ADR 082): over it, the refusal names that rule, not the stock. */
  maxPerOrder?: number | null;
}) {
  const id = useId();
  const [typing, setTyping] = useState(value > MAX_COUNT);
  const max = Math.min(bulkMax ?? CART_MAX_COUNT, CART_MAX_COUNT);
  const options = QUANTITY_OPTIONS.filter(
    (n) => stock === undefined || n <= Math.max(stock, 1) || n === value,
  );
  const label = (
    <label htmlFor={id} className="text-sm text-slate-700">
      Cantidad<span className="sr-only"> de {productName}</span>
    </label>
  );
  if (typing)
    return (
      <BulkCount
        id={id}
        label={label}
        productName={productName}
        value={value}
        max={max}
        overMax={
          maxPerOrder != null && max >= maxPerOrder
            ? cartMaxPerOrderMessage(max)
            : `Hay ${max} unidades disponibles.`
        }
        disabled={disabled}
        onApply={(count) => onChange(String(count))}
        onBack={() => {
          setTyping(false);
          if (value > MAX_COUNT) onChange(String(Math.min(MAX_COUNT, max)));
        }}
      />
    );
  return (
    <div className="flex items-center gap-2">
      {label}
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value === MORE) setTyping(true);
          else onChange(event.target.value);
        }}
        className={`${fieldClass} pr-8 pl-3`}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
        {max > MAX_COUNT && <option value={MORE}>Más de 10</option>}
      </select>
    </div>
  );
}

/** The number field behind "Más de 10": applied with its button or Enter, 1 to the stock. */
function BulkCount({
  id,
  label,
  productName,
  value,
  max,
  overMax,
  disabled,
  onApply,
  onBack,
}: {
  id: string;
  label: ReactNode;
  productName: string;
  value: number;
  max: number;
  /** The refusal of a count above `max`. */
  overMax: string;
  disabled: boolean;
  onApply: (count: number) => void;
  onBack: () => void;
}) {
  const [draft, setDraft] = useState(String(value > MAX_COUNT ? value : MAX_COUNT + 1));
  const [error, setError] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  // Opened by choosing "Más de 10": the field takes the focus, as the select had it.
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const count = Number(draft);
    if (!Number.isInteger(count) || count < 1) return setError('Escribe un número entero.');
    if (count > max) return setError(overMax);
    setError(null);
    onApply(count);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {label}
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft}
        disabled={disabled}
        ref={input}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
        className={`${fieldClass} w-24 px-3`}
      />
      <button
        type="button"
        onClick={apply}
        disabled={disabled}
        className="min-h-9 rounded-lg bg-brand-800 px-3 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        Aplicar<span className="sr-only"> cantidad de {productName}</span>
      </button>
      <button
        type="button"
        onClick={onBack}
        className="min-h-9 text-sm font-medium text-brand-800 underline"
      >
        1 a 10
      </button>
      <p id={hintId} className={`w-full text-xs ${error ? 'text-red-700' : 'text-slate-600'}`}>
        {error ?? `Hasta ${max} unidades.`}
      </p>
    </div>
  );
}
