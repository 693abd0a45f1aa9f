import { SubmitButton } from '@/components/form/submit-button';

/** 'Pagar': a submit button that shows the payment running and cannot be pressed twice. */
export function PayButton({ paying, disabled }: { paying: boolean; disabled: boolean }) {
  return (
    <SubmitButton
      variant="accent"
      loading={paying}
      loadingLabel="Procesando pago…"
      disabled={disabled}
    >
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
    </SubmitButton>
  );
}
