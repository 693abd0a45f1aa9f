/** Class names of the app's inputs: the red border of a field in error, grey when read-only. */
export function inputClasses(
  invalid: boolean,
  { margin = 'mt-1', readOnly = false }: { margin?: string; readOnly?: boolean } = {},
): string {
  return `${margin} block w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:ring-2 ${
    readOnly ? 'bg-slate-100' : 'bg-white'
  } ${
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
  }`;
}
