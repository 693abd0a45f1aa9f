import { useId, type ComponentProps } from 'react';
import { inputClasses } from './field-styles';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  options: readonly string[];
  /** What an option reads as (the option itself when unset). */
  optionLabel?: (option: string) => string;
  placeholder: string;
};

/** A labelled select of text options (shown as `optionLabel` reads them), with a placeholder option and its error. */
export function SelectField({
  label,
  error,
  options,
  optionLabel = (option) => option,
  placeholder,
  className = '',
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses(Boolean(error))}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
