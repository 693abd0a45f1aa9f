const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** `$1,234.50` from a two-decimal string or a number. */
export function formatMoney(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  return usd.format(Number.isFinite(n) ? n : 0);
}
