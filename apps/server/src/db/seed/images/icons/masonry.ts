import { shade, tint } from '../color.js';
import { flat, type Palette } from '../materials.js';

/** A box seen from above and the right: front, top and side faces of `color`. */
function box(x: number, y: number, width: number, height: number, depth: number, color: string) {
  const dx = depth;
  const dy = -depth;
  /** A point on the top face: `u` along the length, `v` into the depth (0-1 each). */
  const top = (u: number, v: number) => `${x + width * u + dx * v} ${y + dy * v}`;
  const faces = `<path d="M${x} ${y} H${x + width} V${y + height} H${x} Z" fill="${color}"/>
  <path d="M${top(0, 0)} L${top(0, 1)} L${top(1, 1)} L${top(1, 0)} Z" fill="${tint(color, 0.3)}"/>
  <path d="M${x + width} ${y} L${x + width + dx} ${y + dy} V${y + height + dy} L${x + width} ${y + height} Z" fill="${shade(color, 0.25)}"/>`;
  /** A point on the side face: `a` into the depth, `b` down its height (0-1 each). */
  const side = (a: number, b: number) => `${x + width + dx * a} ${y + dy * a + height * b}`;
  return { faces, top, side };
}

/** Pores of cast concrete, or the grain of fired clay, on a front face. */
function pores(x: number, y: number, width: number, height: number, color: string): string {
  return Array.from({ length: 18 }, (_, i) => {
    // An even scatter (the R2 sequence), the same on every seed.
    const px = x + 24 + (((i + 1) * 0.7548776662) % 1) * (width - 48);
    const py = y + 20 + (((i + 1) * 0.5698402909) % 1) * (height - 40);
    return flat(`M${px.toFixed(1)} ${py.toFixed(1)} a5 5 0 1 0 0.1 0 Z`, shade(color, 0.3), 0.55);
  }).join('');
}

/** Hollow concrete block: two cores through it, seen from above. */
export function block(p: Palette): string {
  const color = p.item ?? '#a1a1a1';
  const { faces, top, side } = box(150, 360, 400, 250, 130, color);
  const core = (u0: number, u1: number) =>
    `<path d="M${top(u0, 0.22)} L${top(u0, 0.78)} L${top(u1, 0.78)} L${top(u1, 0.22)} Z" fill="${shade(color, 0.55)}"/>` +
    flat(
      `M${top(u0, 0.22)} L${top(u0, 0.78)} L${top(u0 + 0.05, 0.62)} L${top(u0 + 0.05, 0.22)} Z`,
      shade(color, 0.3),
    );
  const stamp = `<path d="M${side(0.3, 0.42)} L${side(0.7, 0.42)} L${side(0.7, 0.56)} L${side(0.3, 0.56)} Z" fill="${p.brand}" stroke="none"/>`;
  return `${faces}${core(0.08, 0.46)}${core(0.54, 0.92)}${pores(150, 360, 400, 250, color)}${stamp}`;
}

/** Solid clay brick, longer and flatter than a block, with the maker's frog on top. */
export function brick(p: Palette): string {
  const color = p.item ?? '#b5542d';
  const { faces, top } = box(130, 420, 460, 170, 120, color);
  const frog = `<path d="M${top(0.3, 0.3)} L${top(0.3, 0.7)} L${top(0.7, 0.7)} L${top(0.7, 0.3)} Z" fill="${shade(color, 0.15)}"/>`;
  return `${faces}${frog}${pores(130, 420, 460, 170, color)}`;
}
