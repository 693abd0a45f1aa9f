/**
 * Money is integer cents inside the server and the web; it becomes a two-decimal string ("12.50")
 * or, where the family's API sends numbers (get-total), a number only at the edge.
 */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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
