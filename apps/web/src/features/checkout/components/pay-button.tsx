/** 'Pagar': a submit button that shows the payment running and cannot be pressed twice. */
export function PayButton({ paying, disabled }: { paying: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={paying || disabled}
      aria-busy={paying || undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3 text-base font-bold text-brand-950 shadow-sm transition-colors hover:bg-accent-300 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {paying ? (
        <>
          <span
            className="size-5 animate-spin rounded-full border-2 border-brand-950/30 border-t-brand-950"
            aria-hidden="true"
          />
          Procesando pago…
        </>
      ) : (
        <>
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          Pagar
        </>
      )}
    </button>
  );
}
