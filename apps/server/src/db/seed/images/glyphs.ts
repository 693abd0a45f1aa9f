/**
 * A small geometric stroke alphabet for the brand logos, so no system font is needed to draw them.
 * Each glyph is an SVG path on a grid 10 units tall (y down), stroked with round ends.
 */
interface Glyph {
  width: number;
  d: string;
}

const O = 'M3.1 0 Q6.2 0 6.2 3.2 V6.8 Q6.2 10 3.1 10 Q0 10 0 6.8 V3.2 Q0 0 3.1 0 Z';
const P = 'M0 10 V0 H3 Q5.6 0 5.6 2.7 Q5.6 5.4 3 5.4 H0';

const GLYPHS: Record<string, Glyph> = {
  A: { width: 6.4, d: 'M0 10 L3.2 0 L6.4 10 M1.2 6.6 H5.2' },
  B: {
    width: 5.6,
    d: 'M0 10 V0 H3 Q5.4 0 5.4 2.45 Q5.4 4.9 3 4.9 H0 M3 4.9 H3.2 Q5.6 4.9 5.6 7.45 Q5.6 10 3.2 10 H0',
  },
  C: { width: 5.8, d: 'M5.8 2 Q5 0 3 0 Q0 0 0 3.2 V6.8 Q0 10 3 10 Q5 10 5.8 8' },
  D: { width: 5.8, d: 'M0 0 V10 H2.6 Q5.8 10 5.8 6.6 V3.4 Q5.8 0 2.6 0 Z' },
  E: { width: 5, d: 'M5 0 H0 V10 H5 M0 4.9 H4' },
  F: { width: 5, d: 'M5 0 H0 V10 M0 4.9 H4' },
  G: { width: 6, d: 'M5.8 2 Q5 0 3 0 Q0 0 0 3.2 V6.8 Q0 10 3 10 Q6 10 6 6.8 V5.4 H3.4' },
  H: { width: 5.8, d: 'M0 0 V10 M5.8 0 V10 M0 4.9 H5.8' },
  I: { width: 0, d: 'M0 0 V10' },
  Í: { width: 0, d: 'M0 0 V10 M-0.6 -1.8 L1.2 -3.6' },
  J: { width: 4.6, d: 'M4.6 0 V7 Q4.6 10 2.3 10 Q0 10 0 7.6' },
  K: { width: 5.6, d: 'M0 0 V10 M5.6 0 L0 6.2 M2.1 3.9 L5.6 10' },
  L: { width: 5, d: 'M0 0 V10 H5' },
  M: { width: 7.2, d: 'M0 10 V0 L3.6 6.4 L7.2 0 V10' },
  N: { width: 6, d: 'M0 10 V0 L6 10 V0' },
  O: { width: 6.2, d: O },
  Ó: { width: 6.2, d: `${O} M2.6 -1.8 L4.4 -3.6` },
  P: { width: 5.6, d: P },
  Q: { width: 6.2, d: `${O} M3.9 7.4 L6.4 10.2` },
  R: { width: 5.6, d: `${P} M3 5.4 L5.6 10` },
  S: {
    width: 5.8,
    d: 'M5.6 1.8 Q4.8 0 2.9 0 Q0.2 0 0.2 2.6 Q0.2 4.5 2.9 4.9 Q5.8 5.4 5.8 7.4 Q5.8 10 2.9 10 Q0.8 10 0 8.2',
  },
  T: { width: 6, d: 'M0 0 H6 M3 0 V10' },
  U: { width: 5.8, d: 'M0 0 V6.8 Q0 10 2.9 10 Q5.8 10 5.8 6.8 V0' },
  V: { width: 6.4, d: 'M0 0 L3.2 10 L6.4 0' },
  W: { width: 8.8, d: 'M0 0 L2.2 10 L4.4 2.6 L6.6 10 L8.8 0' },
  X: { width: 6, d: 'M0 0 L6 10 M6 0 L0 10' },
  Y: { width: 6.2, d: 'M0 0 L3.1 5.2 L6.2 0 M3.1 5.2 V10' },
  Z: { width: 5.8, d: 'M0 0 H5.8 L0 10 H5.8' },
  '0': { width: 5.6, d: 'M2.8 0 Q5.6 0 5.6 3.2 V6.8 Q5.6 10 2.8 10 Q0 10 0 6.8 V3.2 Q0 0 2.8 0 Z' },
  '1': { width: 2.6, d: 'M0 2 L2.6 0 V10' },
  '2': { width: 5.6, d: 'M0.2 2.2 Q0.8 0 2.9 0 Q5.6 0 5.6 2.8 Q5.6 4.6 3.6 6 L0 10 H5.6' },
  '3': {
    width: 5.6,
    d: 'M0 1.8 Q0.8 0 2.8 0 Q5.4 0 5.4 2.5 Q5.4 4.8 2.6 4.8 Q5.6 4.8 5.6 7.4 Q5.6 10 2.8 10 Q0.8 10 0 8.2',
  },
  '4': { width: 6, d: 'M4.4 10 V0 L0 7 H6' },
  '5': {
    width: 5.6,
    d: 'M5.4 0 H0.6 L0.2 4.6 Q1.2 3.8 2.8 3.8 Q5.6 3.8 5.6 6.9 Q5.6 10 2.8 10 Q0.8 10 0 8.4',
  },
  '6': {
    width: 5.6,
    d: 'M5 0.8 Q4.2 0 2.9 0 Q0 0 0 4 V6.9 Q0 10 2.8 10 Q5.6 10 5.6 7 Q5.6 4.2 2.8 4.2 Q0.8 4.2 0 5.6',
  },
  '7': { width: 5.6, d: 'M0 0 H5.6 L1.8 10' },
  '8': {
    width: 5.6,
    d: 'M2.8 4.8 Q0.3 4.8 0.3 2.4 Q0.3 0 2.8 0 Q5.3 0 5.3 2.4 Q5.3 4.8 2.8 4.8 Q0 4.8 0 7.4 Q0 10 2.8 10 Q5.6 10 5.6 7.4 Q5.6 4.8 2.8 4.8 Z',
  },
  '9': {
    width: 5.6,
    d: 'M0.6 9.2 Q1.4 10 2.7 10 Q5.6 10 5.6 6 V3.1 Q5.6 0 2.8 0 Q0 0 0 3 Q0 5.8 2.8 5.8 Q4.8 5.8 5.6 4.4',
  },
  '+': { width: 5, d: 'M2.5 2.5 V7.5 M0 5 H5' },
  '&': {
    width: 6,
    d: 'M6 10 L1.2 4 Q0.4 3 0.8 1.6 Q1.3 0 2.8 0 Q4.4 0 4.6 1.6 Q4.8 3.2 2.6 4.6 Q0 6.4 0 8 Q0 10 2.4 10 Q4.4 10 5.8 7',
  },
  '-': { width: 3.6, d: 'M0 5.2 H3.6' },
  ' ': { width: 2.2, d: '' },
};

const GAP = 2.3;

/** Width of `text` in glyph units (10 units = cap height). */
export function measureText(text: string): number {
  const widths = [...text].map((c) => requireGlyph(c).width);
  return widths.reduce((a, b) => a + b, 0) + GAP * Math.max(0, widths.length - 1);
}

/** `text` as stroked paths with its top-left corner at (x, y), cap height `size` px. */
export function drawText(text: string, x: number, y: number, size: number, weight = 1.5): string {
  const scale = size / 10;
  let cursor = 0;
  const paths: string[] = [];
  for (const c of text) {
    const glyph = requireGlyph(c);
    if (glyph.d) paths.push(`<path d="${glyph.d}" transform="translate(${cursor} 0)"/>`);
    cursor += glyph.width + GAP;
  }
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

function requireGlyph(c: string): Glyph {
  const glyph = GLYPHS[c.toUpperCase()];
  if (!glyph) throw new Error(`No logo glyph for "${c}"`);
  return glyph;
}
