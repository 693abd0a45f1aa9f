import { useId, type ComponentProps } from 'react';

type FormFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input with its error right under it, tied by aria-describedby. */
export function FormField({ label, error, id, className = '', ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-2 ${
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
