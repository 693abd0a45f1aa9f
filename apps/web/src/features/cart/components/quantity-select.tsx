import { useId } from 'react';
import { QUANTITY_OPTIONS } from '../lib/quantity';

/**
 * The seed's quantity choice, 1 to 10, labelled 'Cantidad'; with `stock`, never above it (the
 * current value stays offered even if the stock fell below it since).
 */
export function QuantitySelect({
  value,
  onChange,
  disabled = false,
  productName,
  stock,
}: {
  value: number;
  onChange: (count: string) => void;
  disabled?: boolean;
  productName: string;
  stock?: number;
}) {
  const id = useId();
  const options = QUANTITY_OPTIONS.filter(
    (n) => stock === undefined || n <= Math.max(stock, 1) || n === value,
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        Cantidad<span className="sr-only"> de {productName}</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:opacity-60"
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
