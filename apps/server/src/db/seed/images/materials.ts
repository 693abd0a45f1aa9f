import { shade, tint } from './color.js';

/** What an illustration is coloured with: the brand's colours, and the item's own colour when it has one. */
export interface Palette {
  brand: string;
  trim: string;
  item?: string;
}

export const OUTLINE = '#1e2633';
export const STEEL = '#cfd6df';
export const STEEL_DARK = '#8d99a8';
export const RUBBER = '#2f343c';
export const WHITE_PLASTIC = '#f6f7f9';

/** Gradients every illustration may use by id. */
export const SHARED_DEFS = `
<linearGradient id="steel-v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="0.45" stop-color="${STEEL}"/><stop offset="1" stop-color="${STEEL_DARK}"/></linearGradient>
<linearGradient id="steel-h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${STEEL_DARK}"/><stop offset="0.35" stop-color="#f4f6f9"/><stop offset="0.7" stop-color="${STEEL}"/><stop offset="1" stop-color="${STEEL_DARK}"/></linearGradient>
<linearGradient id="chrome-h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d8896"/><stop offset="0.3" stop-color="#ffffff"/><stop offset="0.55" stop-color="#b7c1cc"/><stop offset="0.8" stop-color="#eef2f6"/><stop offset="1" stop-color="#6f7a88"/></linearGradient>
<linearGradient id="chrome-v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.4" stop-color="#b7c1cc"/><stop offset="0.7" stop-color="#eef2f6"/><stop offset="1" stop-color="#6f7a88"/></linearGradient>
<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a87a1f"/><stop offset="0.35" stop-color="#f3d27a"/><stop offset="0.7" stop-color="#d9aa3f"/><stop offset="1" stop-color="#93691a"/></linearGradient>`;

/** A top-lit gradient of `color` for tool bodies, defined under `id`. */
export function bodyGradient(id: string, color: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, 0.35)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.25)}"/></linearGradient>`;
}

/** A highlight or shadow painted without outline. */
export function flat(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}" stroke="none"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A cord or tube: an outlined stroke of `width` along `d`. */
export function tube(d: string, color: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="${width + 12}"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"/>`
  );
}
