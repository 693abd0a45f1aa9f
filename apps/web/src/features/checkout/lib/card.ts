/** Digits only: '4111 1111 1111 1111' -> '4111111111111111'. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Groups the digits by four as the customer types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA' -> month and four-digit year, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  const currentMonth = now.getFullYear() * 12 + now.getMonth() + 1;
  return expiry.year * 12 + expiry.month < currentMonth;
}

/** Types the slash for the customer: '1228' -> '12/28'. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
