import { brightness, shade, tint } from '../color.js';
import { flat, type Palette, tube } from '../materials.js';
import { ring } from './shapes.js';

/** Padlock: steel shackle, brass (or coloured) body, keyhole. */
export function padlock(p: Palette): string {
  const body = p.item ? `url(#lock-body)` : 'url(#brass)';
  const defs = p.item
    ? `<defs><linearGradient id="lock-body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(p.item, 0.3)}"/><stop offset="0.35" stop-color="${tint(p.item, 0.45)}"/><stop offset="1" stop-color="${shade(p.item, 0.25)}"/></linearGradient></defs>`
    : '';
  return `${defs}${tube('M300 380 V270 Q300 160 400 160 Q500 160 500 270 V380', '#c3cad3', 52)}
  <path d="M290 250 Q300 190 350 172" fill="none" stroke="#f4f6f9" stroke-width="10" opacity="0.9"/>
  <rect x="216" y="340" width="368" height="320" rx="46" fill="${body}"/>
  <path d="M232 420 H568 M232 500 H568 M232 580 H568" stroke="${p.item ? shade(p.item, 0.25) : '#a87a1f'}" stroke-width="4" opacity="0.7"/>
  <circle cx="400" cy="470" r="30" fill="#2b2f36"/>
  <path d="M388 480 L378 560 H422 L412 480 Z" fill="#2b2f36"/>
  <rect x="336" y="610" width="128" height="26" rx="8" fill="${p.brand}" stroke="none"/>`;
}

/** Hex bolt with threads, a nut and a washer. */
export function bolt(_p: Palette): string {
  const threads = Array.from({ length: 14 }, (_, i) => {
    const y = 380 + i * 20;
    return `M352 ${y} L448 ${y - 14}`;
  }).join(' ');
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(' L');
  return `<g transform="rotate(24 400 420)">
  <rect x="350" y="230" width="100" height="420" rx="6" fill="url(#steel-h)"/>
  <path d="${threads}" stroke="#8d99a8" stroke-width="5"/>
  <path d="M300 160 H500 V236 H300 Z" fill="url(#steel-h)"/>
  <path d="M360 160 V236 M440 160 V236" stroke="#8d99a8" stroke-width="5"/>
  <rect x="290" y="232" width="220" height="18" rx="6" fill="url(#steel-v)"/>
  </g>
  <path d="M ${hex(200, 560, 92)} Z" fill="url(#steel-v)"/>
  <circle cx="200" cy="560" r="42" fill="#6b7583"/>
  <path d="${ring(630, 580, 74, 34)}" fill="url(#steel-v)" fill-rule="evenodd"/>
`;
}

/** Roll of tape with its core and a loose end. */
export function tape(p: Palette): string {
  const color = p.item ?? '#22262c';
  const light = brightness(color) > 0.6;
  return `<path d="M520 560 L690 640 L660 700 L470 620 Z" fill="${shade(color, 0.1)}"/>
  <path d="${ring(400, 420, 240, 124)}" fill="${shade(color, 0.2)}" fill-rule="evenodd"/>
  <path d="${ring(400, 400, 240, 124)}" fill="${color}" fill-rule="evenodd"/>
  ${flat('M186 360 A220 220 0 0 1 330 196 L340 222 A196 196 0 0 0 212 366 Z', '#ffffff', light ? 0.8 : 0.28)}
  <path d="${ring(400, 400, 124, 100)}" fill="#c9a36f" fill-rule="evenodd"/>
  <circle cx="400" cy="400" r="112" fill="none" stroke="${p.brand}" stroke-width="8"/>`;
}

/** Caulk cartridge with nozzle and brand label. */
export function cartridge(p: Palette): string {
  return `<g transform="rotate(-28 400 400)">
  <path d="M120 400 L210 366 V434 Z" fill="#f3f4f6" opacity="0.95"/>
  <rect x="200" y="356" width="40" height="88" rx="8" fill="#e5e7eb"/>
  <rect x="236" y="320" width="430" height="160" rx="14" fill="#fafafa"/>
  <rect x="330" y="320" width="230" height="160" fill="${p.brand}"/>
  ${flat('M340 336 H550 V356 H340 Z', tint(p.brand, 0.45), 0.8)}
  <path d="M360 420 H500 M360 444 H450" stroke="#ffffff" stroke-width="9"/>
  <rect x="656" y="314" width="30" height="172" rx="8" fill="#d5dae1"/>
  ${flat('M250 332 H640 V344 H250 Z', '#ffffff')}
  </g>`;
}
