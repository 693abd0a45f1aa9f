import type { FormEvent, ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';

/**
 * An admin list's filter bar: its fields on a grid (`columns`), then "Filtrar" and "Limpiar"
 * on a row of their own (`actionsSpan`: the grid columns it spans).
 */
export function FilterForm({
  label,
  columns,
  actionsSpan,
  onApply,
  onClear,
  children,
}: {
  label: string;
  columns: string;
  actionsSpan: string;
  onApply: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onApply}
      role="search"
      aria-label={label}
      className={`mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 ${columns}`}
    >
      {children}
      <div className={`flex gap-2 ${actionsSpan}`}>
        <button type="submit" className={buttonClasses('primary', 'sm')}>
          Filtrar
        </button>
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onClear}>
          Limpiar
        </button>
      </div>
    </form>
  );
}
