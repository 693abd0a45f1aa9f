import { brightness, shade, tint } from '../color.js';
import { flat, type Palette, tube, WHITE_PLASTIC } from '../materials.js';
import { ring } from './shapes.js';

/** A coil of insulated wire with its brand label and a stripped end. */
export function cable(p: Palette): string {
  const sheath = p.item ?? p.brand;
  const windings = [135, 158, 181, 204, 227]
    .map(
      (r) =>
        `<circle cx="400" cy="390" r="${r}" fill="none" stroke="${shade(sheath, 0.22)}" stroke-width="4"/>`,
    )
    .join('');
  const light = brightness(sheath) > 0.8;
  return `${tube('M560 560 Q640 640 720 600', sheath, 30)}
  <path d="M706 606 L748 586" stroke="#d9893b" stroke-width="16"/>
  <path d="${ring(400, 390, 250, 112)}" fill="${sheath}" fill-rule="evenodd"/>
  <g stroke="none">${windings}</g>
  ${flat('M190 330 A220 220 0 0 1 330 180 L340 204 A196 196 0 0 0 214 336 Z', '#ffffff', light ? 0.9 : 0.35)}
  <path d="${ring(400, 390, 112, 96)}" fill="${light ? '#c9ced6' : shade(sheath, 0.35)}" fill-rule="evenodd"/>
  <rect x="330" y="128" width="140" height="96" rx="10" fill="#fbfbf8" transform="rotate(-8 400 176)"/>
  <path d="M352 166 H448 M352 188 H420" stroke="${p.brand}" stroke-width="9" transform="rotate(-8 400 176)"/>
  <rect x="138" y="372" width="140" height="36" rx="6" fill="#f1f5f9" opacity="0.92"/>
  <rect x="522" y="372" width="140" height="36" rx="6" fill="#f1f5f9" opacity="0.92"/>`;
}

/** Two-pole DIN-rail breaker: light case, terminals with screws, tied toggles. */
export function breaker(p: Palette): string {
  const module = (x: number) => `
  <rect x="${x}" y="170" width="140" height="460" rx="14" fill="${WHITE_PLASTIC}"/>
  ${flat(`M${x + 10} 180 H${x + 30} V620 H${x + 10} Z`, '#ffffff')}
  <rect x="${x + 20}" y="200" width="100" height="64" rx="8" fill="#d5dae1"/>
  <circle cx="${x + 70}" cy="232" r="20" fill="url(#steel-v)"/><path d="M${x + 58} 232 H${x + 82}" stroke="#5b6470" stroke-width="5"/>
  <rect x="${x + 20}" y="536" width="100" height="64" rx="8" fill="#d5dae1"/>
  <circle cx="${x + 70}" cy="568" r="20" fill="url(#steel-v)"/><path d="M${x + 58} 568 H${x + 82}" stroke="#5b6470" stroke-width="5"/>
  <rect x="${x + 28}" y="300" width="84" height="200" rx="10" fill="#e3e7ec"/>
  <rect x="${x + 46}" y="318" width="48" height="96" rx="8" fill="${RUBBER_DARK}"/>
  <rect x="${x + 40}" y="470" width="60" height="14" rx="4" fill="${p.brand}"/>`;
  return `<rect x="150" y="380" width="500" height="44" fill="url(#steel-v)"/>
  ${module(260)}${module(400)}
  <rect x="300" y="344" width="200" height="22" rx="8" fill="${RUBBER_DARK}"/>`;
}

const RUBBER_DARK = '#2b2f36';

/** Distribution board: grey enclosure, a row of breakers behind the cover, brand plate. */
export function panel(p: Palette): string {
  const toggles = Array.from(
    { length: 6 },
    (
      _,
      i,
    ) => `<rect x="${262 + i * 48}" y="362" width="36" height="78" rx="6" fill="${WHITE_PLASTIC}"/>
    <rect x="${272 + i * 48}" y="378" width="16" height="34" rx="4" fill="${RUBBER_DARK}"/>`,
  ).join('');
  return `<rect x="200" y="140" width="400" height="520" rx="22" fill="#dfe3e8"/>
  ${flat('M216 156 H584 V176 H216 Z', '#ffffff', 0.8)}
  <circle cx="260" cy="190" r="14" fill="#c3c9d1"/><circle cx="540" cy="190" r="14" fill="#c3c9d1"/>
  <rect x="236" y="230" width="328" height="360" rx="12" fill="#f4f6f8"/>
  <rect x="250" y="350" width="300" height="104" rx="6" fill="#5b6470"/>
  ${toggles}
  <rect x="250" y="300" width="300" height="22" rx="4" fill="#e3e7ec"/>
  <rect x="250" y="480" width="300" height="22" rx="4" fill="#e3e7ec"/>
  <rect x="336" y="606" width="128" height="30" rx="8" fill="${p.brand}"/>`;
}

/** Wall plate with a duplex polarised outlet with ground. */
export function outlet(p: Palette): string {
  const face = (y: number) => `
  <rect x="300" y="${y}" width="200" height="170" rx="64" fill="${tint(p.item ?? '#f4f1ea', 0.3)}"/>
  <rect x="344" y="${y + 40}" width="18" height="58" rx="4" fill="${RUBBER_DARK}"/>
  <rect x="438" y="${y + 40}" width="18" height="46" rx="4" fill="${RUBBER_DARK}"/>
  <path d="M386 ${y + 150} V${y + 124} Q386 ${y + 108} 400 ${y + 108} Q414 ${y + 108} 414 ${y + 124} V${y + 150} Z" fill="${RUBBER_DARK}"/>`;
  return plate(
    p,
    `${face(200)}${face(430)}<circle cx="400" cy="400" r="14" fill="url(#steel-v)"/>
  <path d="M390 400 H410" stroke="#5b6470" stroke-width="4"/>`,
  );
}

/** Wall plate with a rocker switch. */
export function wallSwitch(p: Palette): string {
  return plate(
    p,
    `<rect x="330" y="210" width="140" height="380" rx="18" fill="#eceae4"/>
  <path d="M338 400 H462 V574 Q462 582 454 582 H346 Q338 582 338 574 Z" fill="#ffffff" stroke="none"/>
  ${flat('M338 218 H462 V400 H338 Z', '#dedad2')}
  <rect x="388" y="250" width="24" height="8" rx="4" fill="${p.brand}" stroke="none"/>
  <path d="M338 400 H462" stroke="#cfcac0" stroke-width="4"/>`,
  );
}

function plate(p: Palette, inner: string): string {
  const color = p.item ?? '#fbfaf7';
  return `<rect x="230" y="130" width="340" height="540" rx="34" fill="${color}"/>
  ${flat('M244 146 H556 V166 H244 Z', '#ffffff')}
  <rect x="256" y="156" width="288" height="488" rx="22" fill="none" stroke="${shade(color, 0.08)}" stroke-width="5"/>
  <circle cx="400" cy="174" r="9" fill="url(#steel-v)" stroke-width="3"/>
  <circle cx="400" cy="626" r="9" fill="url(#steel-v)" stroke-width="3"/>
  ${inner}`;
}

/** Power strip with lit switch, outlets and a cord ending in a plug. */
export function powerStrip(p: Palette): string {
  const sockets = Array.from({ length: 4 }, (_, i) => {
    const x = 250 + i * 96;
    return `<rect x="${x}" y="358" width="76" height="84" rx="22" fill="#e9ebef"/>
    <rect x="${x + 20}" y="378" width="8" height="28" rx="3" fill="${RUBBER_DARK}" stroke="none"/>
    <rect x="${x + 48}" y="378" width="8" height="22" rx="3" fill="${RUBBER_DARK}" stroke="none"/>
    <circle cx="${x + 38}" cy="424" r="7" fill="${RUBBER_DARK}" stroke="none"/>`;
  }).join('');
  return `${tube('M660 430 Q720 520 640 580 Q560 640 460 610', '#3a3f47', 18)}
  <rect x="380" y="580" width="80" height="60" rx="12" fill="#3a3f47"/>
  <path d="M380 596 H340 M380 624 H340" stroke="url(#steel-h)" stroke-width="12"/>
  <g transform="rotate(-14 400 400)">
  <rect x="110" y="330" width="580" height="140" rx="36" fill="${WHITE_PLASTIC}"/>
  ${flat('M140 342 H660 V358 H140 Z', '#ffffff')}
  <rect x="140" y="364" width="76" height="72" rx="14" fill="${p.brand}"/>
  ${flat('M150 372 H206 V398 H150 Z', tint(p.brand, 0.45), 0.8)}
  ${sockets}
  </g>`;
}
