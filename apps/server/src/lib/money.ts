/** Money is integer cents inside; these convert at the API edge only. */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function moneyToCents(money: string): number {
  const [whole = '0', frac = ''] = money.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return money.startsWith('-') ? -cents : cents;
}

/** Cents as a number with two decimals, for answers that carry numbers (get-total). */
export function centsToNumber(cents: number): number {
  return Math.round(cents) / 100;
}
