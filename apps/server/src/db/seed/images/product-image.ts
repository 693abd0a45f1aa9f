import { tint } from './color.js';
import { type IconName, icons } from './icons/registry.js';
import { OUTLINE, type Palette, SHARED_DEFS } from './materials.js';

export const PHOTO_SIZE = 800;

/** A product picture as SVG: the item's illustration on a studio background tinted by its category. */
export function renderProductSvg(icon: IconName, palette: Palette, categoryTint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" viewBox="0 0 800 800">
<defs>${SHARED_DEFS}
<radialGradient id="studio" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="${tint(categoryTint, 0.9)}"/><stop offset="1" stop-color="${tint(categoryTint, 0.72)}"/></radialGradient>
<radialGradient id="spot" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#0f172a" stop-opacity="0.22"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.1"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="800" fill="url(#studio)"/>
<circle cx="400" cy="390" r="330" fill="url(#spot)"/>
<ellipse cx="400" cy="690" rx="300" ry="38" fill="url(#floor)"/>
<g stroke="${OUTLINE}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${icons[icon](palette)}</g>
</svg>`;
}
