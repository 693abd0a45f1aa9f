import { shade, tint } from '../color.js';
import { flat, type Palette, RUBBER } from '../materials.js';

/** Claw hammer, tilted: steel head, fibreglass shaft and a rubber grip in the brand's colours. */
export function hammer(p: Palette): string {
  return `<g transform="rotate(-32 400 420)">
  <rect x="372" y="250" width="56" height="430" rx="22" fill="${tint(p.brand, 0.2)}"/>
  <rect x="360" y="460" width="80" height="240" rx="34" fill="${p.trim}"/>
  <path d="M372 500 H428 M372 540 H428 M372 580 H428 M372 620 H428" stroke="${tint(p.trim, 0.3)}" stroke-width="6"/>
  <rect x="360" y="460" width="80" height="34" rx="12" fill="${p.brand}"/>
  <path d="M210 180 H300 L318 170 H420 Q470 170 520 205 Q580 250 610 330 Q560 290 520 272 Q480 256 430 262 H318 L300 252 H210 Q196 252 196 238 V194 Q196 180 210 180 Z" fill="url(#steel-v)"/>
  <rect x="170" y="172" width="46" height="88" rx="10" fill="url(#steel-h)"/>
  ${flat('M320 182 H420 Q450 182 476 196 H320 Z', '#ffffff', 0.8)}
  </g>`;
}

/** Screwdriver, tilted: two-tone handle, steel shaft and tip. */
export function screwdriver(p: Palette): string {
  return `<g transform="rotate(38 400 400)">
  <rect x="386" y="80" width="28" height="380" fill="url(#steel-h)"/>
  <path d="M386 80 L392 48 H408 L414 80 Z" fill="#8d99a8"/>
  <rect x="372" y="440" width="56" height="40" rx="8" fill="url(#steel-h)"/>
  <path d="M346 480 H454 Q474 480 474 500 V680 Q474 730 400 730 Q326 730 326 680 V500 Q326 480 346 480 Z" fill="${p.brand}"/>
  <path d="M370 500 V700 M400 500 V712 M430 500 V700" stroke="${shade(p.brand, 0.25)}" stroke-width="10"/>
  <path d="M326 600 H474 V680 Q474 730 400 730 Q326 730 326 680 Z" fill="${p.trim}"/>
  ${flat('M340 500 H352 V690 Q340 680 340 670 Z', tint(p.brand, 0.5), 0.8)}
  </g>`;
}

/** Combination wrench, tilted: open jaw on top, twelve-point ring below. */
export function wrench(p: Palette): string {
  return `<g transform="rotate(40 400 400)">
  <path d="M372 250 H428 L440 560 H360 Z" fill="url(#steel-h)"/>
  <path d="M356 270 L320 220 Q290 170 330 120 L352 96 L372 168 H428 L448 96 L470 120 Q510 170 480 220 L444 270 Z" fill="url(#steel-h)"/>
  <circle cx="400" cy="620" r="82" fill="url(#steel-h)"/>
  <path d="M400 580 L420 585 L435 600 L440 620 L435 640 L420 655 L400 660 L380 655 L365 640 L360 620 L365 600 L380 585 Z" fill="#5b6470"/>
  <rect x="386" y="330" width="28" height="160" rx="12" fill="${p.brand}" stroke="none" opacity="0.85"/>
  </g>`;
}

/** Lineman's pliers: steel jaws and pivot, handles with the brand's insulated grips. */
export function pliers(p: Palette): string {
  const handle = `<path d="M372 330 Q350 460 300 680 Q296 700 316 704 Q336 706 342 688 Q392 470 408 340 Z" fill="${p.brand}"/>
  <path d="M336 520 Q316 610 300 680 Q296 700 316 704 Q336 706 342 688 Q356 620 372 532 Z" fill="${p.trim}"/>`;
  return `${handle}<g transform="translate(800 0) scale(-1 1)">${handle}</g>
  <path d="M352 120 Q400 90 448 120 L452 250 Q452 310 430 350 H370 Q348 310 348 250 Z" fill="url(#steel-h)"/>
  <path d="M400 110 V250" stroke="#5b6470" stroke-width="5"/>
  <path d="M370 140 H392 M370 170 H392 M408 140 H430 M408 170 H430" stroke="#8d99a8" stroke-width="4"/>
  <circle cx="400" cy="300" r="26" fill="url(#steel-v)"/>
  <circle cx="400" cy="300" r="9" fill="#5b6470"/>`;
}

/** Tape measure: brand-coloured case with the yellow blade pulled out. */
export function tapeMeasure(p: Palette): string {
  const ticks = Array.from({ length: 15 }, (_, i) => {
    const x = 560 + i * 12;
    return `M${x} 522 V${i % 5 === 0 ? 546 : 534}`;
  }).join(' ');
  return `<path d="M520 522 H720 V566 H520 Z" fill="#f5c518"/>
  <path d="${ticks}" stroke="#222" stroke-width="3"/>
  <path d="M716 508 H738 V584 H716 Z" fill="url(#steel-h)"/>
  <rect x="170" y="210" width="380" height="380" rx="84" fill="${p.brand}"/>
  ${flat('M210 250 H480 Q510 250 510 280 H210 Z', tint(p.brand, 0.4), 0.6)}
  <circle cx="360" cy="400" r="120" fill="${p.trim}"/>
  <circle cx="360" cy="400" r="52" fill="url(#steel-v)"/>
  <circle cx="360" cy="400" r="10" fill="#5b6470"/>
  <rect x="420" y="170" width="90" height="50" rx="14" fill="${p.trim}"/>
  <rect x="500" y="520" width="40" height="50" rx="8" fill="${shade(p.brand, 0.3)}"/>
  <rect x="120" y="300" width="54" height="200" rx="20" fill="url(#steel-h)"/>`;
}

/** Spirit level: aluminium bar in the brand's colour, three vials and end caps. */
export function level(p: Palette): string {
  const vial = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#2b2f36"/>
     <rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="8" fill="#d4ec5a"/>
     <ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${Math.min(w, h) / 4}" ry="${Math.min(w, h) / 6}" fill="#f9ffe0" stroke="none"/>`;
  return `<g transform="rotate(-12 400 420)">
  <rect x="70" y="350" width="660" height="120" rx="12" fill="${p.brand}"/>
  ${flat('M84 360 H716 V380 H84 Z', tint(p.brand, 0.45), 0.7)}
  <rect x="60" y="342" width="50" height="136" rx="14" fill="${RUBBER}"/>
  <rect x="690" y="342" width="50" height="136" rx="14" fill="${RUBBER}"/>
  ${vial(350, 374, 100, 72)}${vial(170, 366, 56, 88)}${vial(574, 366, 56, 88)}
  <rect x="250" y="388" width="70" height="44" rx="20" fill="${shade(p.brand, 0.35)}"/>
  <rect x="480" y="388" width="70" height="44" rx="20" fill="${shade(p.brand, 0.35)}"/>
  </g>`;
}
