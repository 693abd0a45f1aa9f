import type { ComponentProps } from 'react';

const VARIANTS = {
  primary:
    'bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-brand-600',
  accent:
    'bg-accent-400 px-6 text-base font-bold text-brand-950 transition-colors hover:bg-accent-300',
} as const;

const SPINNERS = {
  primary: 'border-white/40 border-t-white',
  accent: 'border-brand-950/30 border-t-brand-950',
} as const;

type SubmitButtonProps = ComponentProps<'button'> & {
  loading: boolean;
  /** Shown instead of the children while busy (the children stay when it is not given). */
  loadingLabel?: string;
  variant?: keyof typeof VARIANTS;
};

/** The app's one form button (a submit by default); while busy it is disabled with a spinner. */
export function SubmitButton({
  loading,
  loadingLabel,
  variant = 'primary',
  disabled,
  children,
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      className={`flex w-full items-center justify-center gap-2 rounded-lg py-3 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${
        loading ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed'
      } ${VARIANTS[variant]}`}
      {...button}
    >
      {loading && (
        <span
          className={`size-4 animate-spin rounded-full border-2 ${SPINNERS[variant]}`}
          aria-hidden="true"
        />
      )}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
