import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/hydrated';

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

/**
 * The app's one form button (a submit by default); while busy it is disabled with a spinner.
 * A submit is also disabled until React has hydrated the server's page: before that the browser
 * would submit the form itself, as a GET with every field (a password too) in the address.
 */
export function SubmitButton({
  loading,
  loadingLabel,
  variant = 'primary',
  disabled,
  children,
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={loading || disabled || (type === 'submit' && !hydrated)}
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
