/**
 * `value`'s size rounded to `digits` decimals ("1.01" for 1.005), the way Intl.NumberFormat
 * rounds: half away from zero, on the number's shortest decimal form rather than on its binary
 * value (`toFixed` alone gives "1.00"). No sign. Written by hand because Intl's first formatter
 * costs ~40 ms of a phone's main thread on the first load (ADR 048).
 */
export function toFixedDecimal(value: number, digits: number): string {
  const size = Math.abs(value);
  // "1.005e2" parses to exactly 100.5, where 1.005 * 100 is 100.49999999999999.
  // A size JavaScript writes with an exponent (1e-7, 1e21) does not parse that way: scale it.
  const shifted = Number(`${size}e${digits}`);
  const scaled = Math.round(Number.isFinite(shifted) ? shifted : size * 10 ** digits);
  return (scaled / 10 ** digits).toFixed(digits);
}
