/**
 * Money is integer cents inside the server and the web; it becomes a two-decimal string ("12.50")
 * or, where the family's API sends numbers (get-total), a number only at the edge.
 */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An unsigned two-decimal amount ("1234.50") as the shop writes dollars in text: "$1,234.50"
 * (Intl's en-US USD format, written by hand: ADR 048).
 */
export function dollarsText(amount: string): string {
  const [whole = '0', frac = '00'] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${frac}`;
}

/**
 * Cents as the shop writes money in text: "$1,234.50", "-$3.20". The one formatter of the
 * order mail, the PDFs, the first HTML's pages and the web's Price (ADR 086).
 */
export function formatUsd(cents: number): string {
  return `${cents < 0 ? '-' : ''}${dollarsText(centsToMoney(Math.abs(cents)))}`;
}

/** "12.50" (or "12.5", "12") to 1250. */
export function moneyToCents(money: string): number {
  const [whole = '0', frac = ''] = money.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return money.startsWith('-') ? -cents : cents;
}

/** Cents as a number with two decimals, for answers that carry numbers (get-total). */
export function centsToNumber(cents: number): number {
  return Math.round(cents) / 100;
}

/** A number of dollars with at most two decimals (get-total's answer) to cents. */
export function numberToCents(amount: number): number {
  return Math.round(amount * 100);
}
