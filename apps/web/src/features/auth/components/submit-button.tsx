import type { ComponentProps } from 'react';

/** The screen's main button (a submit by default); while busy it is disabled with a spinner. */
export function SubmitButton({
  loading,
  children,
  type = 'submit',
  ...button
}: ComponentProps<'button'> & { loading: boolean }) {
  return (
    <button
      type={type}
      disabled={loading}
      aria-busy={loading || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80"
      {...button}
    >
      {loading && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
}
