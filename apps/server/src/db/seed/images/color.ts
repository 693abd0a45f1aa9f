/** Small colour arithmetic for the drawn illustrations (hex #rrggbb in, hex out). */
function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` blended towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export const shade = (color: string, t: number) => mix(color, '#000000', t);
export const tint = (color: string, t: number) => mix(color, '#ffffff', t);

/** Relative brightness 0 (black) .. 1 (white). */
export function brightness(color: string): number {
  const [r, g, b] = toRgb(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
