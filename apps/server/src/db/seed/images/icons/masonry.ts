import { shade, tint } from '../color.js';
import { flat, type Palette } from '../materials.js';

/** The path of a four-cornered face. */
const quad = (a: string, b: string, c: string, d: string) => `M${a} L${b} L${c} L${d} Z`;

/**
 * A box of `color` seen from above and the right: its front (with the pores of cast concrete or
 * the grain of fired clay), top and side faces, and points on the top and side faces.
 */
function box(x: number, y: number, width: number, height: number, depth: number, color: string) {
  /** A point on the top face: `u` along the length, `v` into the depth (0-1 each). */
  const top = (u: number, v: number) => `${x + width * u + depth * v} ${y - depth * v}`;
  /** A point on the side face: `a` into the depth, `b` down its height (0-1 each). */
  const side = (a: number, b: number) => `${x + width + depth * a} ${y - depth * a + height * b}`;
  const pores = Array.from({ length: 18 }, (_, i) => {
    // An even scatter (the R2 sequence), the same on every seed.
    const px = x + 24 + (((i + 1) * 0.7548776662) % 1) * (width - 48);
    const py = y + 20 + (((i + 1) * 0.5698402909) % 1) * (height - 40);
    return flat(`M${px.toFixed(1)} ${py.toFixed(1)} a5 5 0 1 0 0.1 0 Z`, shade(color, 0.3), 0.55);
  }).join('');
  const faces = `<path d="M${x} ${y} H${x + width} V${y + height} H${x} Z" fill="${color}"/>
  <path d="${quad(top(0, 0), top(0, 1), top(1, 1), top(1, 0))}" fill="${tint(color, 0.3)}"/>
  <path d="${quad(side(0, 0), side(1, 0), side(1, 1), side(0, 1))}" fill="${shade(color, 0.25)}"/>
  ${pores}`;
  return { faces, top, side };
}

/** Hollow concrete block: two cores through it, seen from above. */
export function block(p: Palette): string {
  const color = p.item ?? '#a1a1a1';
  const { faces, top, side } = box(150, 360, 400, 250, 130, color);
  const core = (u0: number, u1: number) =>
    `<path d="${quad(top(u0, 0.22), top(u0, 0.78), top(u1, 0.78), top(u1, 0.22))}" fill="${shade(color, 0.55)}"/>` +
    flat(
      quad(top(u0, 0.22), top(u0, 0.78), top(u0 + 0.05, 0.62), top(u0 + 0.05, 0.22)),
      shade(color, 0.3),
    );
  const stamp = `<path d="${quad(side(0.3, 0.42), side(0.7, 0.42), side(0.7, 0.56), side(0.3, 0.56))}" fill="${p.brand}" stroke="none"/>`;
  return `${faces}${core(0.08, 0.46)}${core(0.54, 0.92)}${stamp}`;
}

/** Solid clay brick, longer and flatter than a block, with the maker's frog on top. */
export function brick(p: Palette): string {
  const color = p.item ?? '#b5542d';
  const { faces, top } = box(130, 420, 460, 170, 120, color);
  const frog = `<path d="${quad(top(0.3, 0.3), top(0.3, 0.7), top(0.7, 0.7), top(0.7, 0.3))}" fill="${shade(color, 0.15)}"/>`;
  return `${faces}${frog}`;
}
