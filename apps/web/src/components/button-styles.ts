/** Class names shared by buttons and by links that look like buttons. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-800 text-white shadow-sm hover:bg-brand-700',
  accent: 'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
} as const;

const sizes = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
