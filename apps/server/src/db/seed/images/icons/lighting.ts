import { shade, tint } from '../color.js';
import { flat, type Palette, tube } from '../materials.js';

const WARM = '#ffe7a3';

/** The halo behind anything that lights up, in the light's colour. */
function glow(id: string, color: string, cx: number, cy: number, r: number): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.95"/><stop offset="0.5" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})" stroke="none"/>`;
}

/** A-shape LED bulb with an E27 screw base; the glow takes the light's colour. */
export function bulb(p: Palette): string {
  const light = p.item ?? WARM;
  const threads = [566, 590, 614]
    .map(
      (y) =>
        `<path d="M328 ${y} Q400 ${y + 14} 472 ${y}" fill="none" stroke="#8d99a8" stroke-width="6"/>`,
    )
    .join('');
  return `${glow('bulb-glow', light, 400, 300, 330)}
  <defs><radialGradient id="bulb-glass" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="${tint(light, 0.6)}"/><stop offset="1" stop-color="${tint(light, 0.2)}"/></radialGradient></defs>
  <path d="M316 500 Q306 460 272 428 A176 176 0 1 1 528 428 Q494 460 484 500 Z" fill="url(#bulb-glass)"/>
  ${flat('M280 250 Q300 190 360 170 Q330 210 318 260 Z', '#ffffff', 0.9)}
  <rect x="306" y="496" width="188" height="56" rx="14" fill="#f1f3f6"/>
  <path d="M318 516 H482 M318 532 H482" stroke="#d3d8df" stroke-width="4"/>
  <path d="M326 552 H474 V628 Q474 640 462 640 H338 Q326 640 326 628 Z" fill="url(#steel-h)"/>
  ${threads}
  <path d="M352 640 H448 L430 676 H370 Z" fill="#2b2f36"/>
  <rect x="384" y="672" width="32" height="16" rx="6" fill="url(#steel-h)"/>`;
}

/** LED floodlight: dark finned housing, glowing LED panel, U bracket. */
export function floodlight(p: Palette): string {
  const chips = Array.from({ length: 12 }, (_, i) => {
    const x = 262 + (i % 4) * 80;
    const y = 300 + Math.floor(i / 4) * 64;
    return `<rect x="${x}" y="${y}" width="36" height="30" rx="5" fill="#fff3b0" stroke="#e5c24a" stroke-width="3"/>`;
  }).join('');
  return `${glow('flood-glow', p.item ?? '#fff6d0', 400, 370, 360)}
  ${tube('M170 380 H120 V620 H680 V380 H630', '#3a3f47', 20)}
  <rect x="170" y="212" width="460" height="330" rx="26" fill="#2f343c"/>
  <path d="M200 212 V190 M250 212 V190 M300 212 V190 M350 212 V190 M400 212 V190 M450 212 V190 M500 212 V190 M550 212 V190 M600 212 V190" stroke="#2f343c" stroke-width="14"/>
  <rect x="198" y="240" width="404" height="274" rx="14" fill="#454c56"/>
  <defs><radialGradient id="flood-lens" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#fdf0b8"/></radialGradient></defs>
  <rect x="220" y="262" width="360" height="230" rx="8" fill="url(#flood-lens)"/>
  ${chips}
  <circle cx="120" cy="380" r="20" fill="url(#steel-v)"/><circle cx="680" cy="380" r="20" fill="url(#steel-v)"/>
  <rect x="340" y="514" width="120" height="16" rx="6" fill="${p.brand}" stroke="none"/>`;
}

/** Industrial pendant lamp: cord, socket, dome shade and a cone of light. */
export function lamp(p: Palette): string {
  const shadeColor = p.item ?? p.brand;
  return `<path d="M230 470 H570 L700 720 H100 Z" fill="${WARM}" stroke="none" opacity="0.35"/>
  <rect x="350" y="40" width="100" height="26" rx="8" fill="#2b2f36"/>
  <path d="M400 66 V240" stroke="#2b2f36" stroke-width="10"/>
  <rect x="366" y="226" width="68" height="64" rx="12" fill="#2b2f36"/>
  <path d="M336 300 Q338 262 400 260 Q462 262 464 300 L592 466 Q400 502 208 466 Z" fill="${shadeColor}"/>
  ${flat('M350 300 Q356 280 392 276 L300 450 Q262 452 240 446 Z', tint(shadeColor, 0.35), 0.6)}
  <ellipse cx="400" cy="468" rx="192" ry="34" fill="${shade(shadeColor, 0.45)}"/>
  <ellipse cx="400" cy="470" rx="70" ry="22" fill="#fff3c4" stroke="none"/>
  ${glow('lamp-glow', WARM, 400, 480, 120)}`;
}

/** Recessed round LED panel seen at an angle: white rim, glowing diffuser, spring clips. */
export function ledPanel(p: Palette): string {
  return `${glow('panel-glow', p.item ?? '#eaf4ff', 400, 400, 360)}
  <path d="M160 400 L100 330 M640 400 L700 330" stroke="url(#steel-h)" stroke-width="10"/>
  <ellipse cx="400" cy="420" rx="280" ry="240" fill="#dfe3e8"/>
  <ellipse cx="400" cy="400" rx="280" ry="240" fill="#ffffff"/>
  <defs><radialGradient id="panel-lens" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e6f0fb"/></radialGradient></defs>
  <ellipse cx="400" cy="400" rx="236" ry="200" fill="url(#panel-lens)"/>
  ${flat('M230 330 Q280 240 380 222 Q300 270 270 350 Z', '#ffffff')}
  <rect x="372" y="614" width="56" height="12" rx="5" fill="${p.brand}" stroke="none"/>`;
}

/** T8 LED tube with end caps and pins. */
export function tubeLight(p: Palette): string {
  return `${glow('tube-glow', p.item ?? '#eef6ff', 400, 400, 330)}
  <g transform="rotate(-24 400 400)">
  <rect x="96" y="366" width="608" height="68" rx="34" fill="#fdfdfd"/>
  ${flat('M130 378 H670 V392 H130 Z', '#ffffff')}
  <path d="M140 420 H660" stroke="#e4e9f0" stroke-width="8"/>
  <rect x="80" y="360" width="64" height="80" rx="12" fill="#d5dae1"/>
  <rect x="656" y="360" width="64" height="80" rx="12" fill="#d5dae1"/>
  <path d="M80 386 H56 M80 414 H56 M720 386 H744 M720 414 H744" stroke="#8d99a8" stroke-width="8"/>
  <rect x="372" y="436" width="56" height="10" rx="4" fill="${p.brand}" stroke="none"/>
  </g>`;
}
