import { shade, tint } from '../color.js';
import { bodyGradient, flat, type Palette, RUBBER, tube } from '../materials.js';
import { sawTeeth } from './shapes.js';

/** Pistol drill facing left; corded (cord from the grip) or cordless (battery pack). */
function drawDrill(p: Palette, cordless: boolean): string {
  const foot = cordless
    ? `<rect x="360" y="548" width="250" height="96" rx="18" fill="${p.trim}"/>
       <rect x="372" y="548" width="226" height="26" rx="8" fill="${p.brand}"/>
       <rect x="392" y="600" width="60" height="12" rx="6" fill="${tint(p.trim, 0.25)}" stroke="none"/>
       <circle cx="540" cy="606" r="7" fill="#4ade80" stroke="none"/><circle cx="562" cy="606" r="7" fill="#4ade80" stroke="none"/>`
    : `${tube('M540 600 Q600 610 630 650 Q660 690 730 690', p.trim, 18)}
       <rect x="405" y="550" width="160" height="62" rx="22" fill="${p.trim}"/>`;
  return `<defs>${bodyGradient('drill-body', p.brand)}</defs>
  <rect x="92" y="316" width="130" height="26" rx="6" fill="url(#steel-v)"/>
  <path d="M118 318 l14 22 M148 318 l14 22 M178 318 l14 22" stroke="#7b8796" stroke-width="4" fill="none"/>
  <path d="M210 298 L292 280 V378 L210 360 Z" fill="url(#steel-v)"/>
  <path d="M232 292 V366 M256 287 V371" stroke="#8d99a8" stroke-width="5" fill="none"/>
  <path d="M445 360 L418 560 H540 L566 360 Z" fill="${p.brand}"/>
  <path d="M508 372 L484 556 H540 L566 372 Z" fill="${p.trim}"/>
  <path d="M432 388 Q404 400 408 440 L428 442 Q430 414 446 402 Z" fill="${p.trim}"/>
  ${foot}
  <path d="M285 262 Q285 230 318 230 H600 Q658 230 658 300 Q658 370 600 370 H318 Q285 370 285 338 Z" fill="url(#drill-body)"/>
  <path d="M560 230 H600 Q658 230 658 300 Q658 370 600 370 H560 Z" fill="${p.trim}"/>
  <path d="M590 276 H628 M590 300 H634 M590 324 H628" stroke="${tint(p.trim, 0.35)}" stroke-width="8"/>
  ${flat('M322 246 H548 Q556 246 556 254 V262 H322 Q314 262 314 254 Q314 246 322 246 Z', tint(p.brand, 0.55), 0.8)}
  <rect x="330" y="296" width="150" height="34" rx="17" fill="${p.trim}"/>
  <circle cx="350" cy="313" r="8" fill="${tint(p.brand, 0.3)}" stroke="none"/>`;
}

export const drill = (p: Palette) => drawDrill(p, false);
export const drillCordless = (p: Palette) => drawDrill(p, true);

/** Angle grinder seen along its spindle: the disc face, half under its guard, body to the right. */
export function grinder(p: Palette): string {
  return `<defs>${bodyGradient('grinder-body', p.brand)}</defs>
  <circle cx="260" cy="430" r="172" fill="#434a54"/>
  <circle cx="260" cy="430" r="120" fill="none" stroke="#5b6470" stroke-width="4"/>
  <circle cx="260" cy="430" r="96" fill="${tint(p.brand, 0.15)}"/>
  <circle cx="260" cy="430" r="62" fill="${shade(p.brand, 0.2)}" stroke="none"/>
  <path d="M260 238 A192 192 0 0 1 260 622 V600 A170 170 0 0 0 260 260 Z" fill="url(#steel-v)"/>
  <path d="M260 260 A170 170 0 0 1 260 600 Z" fill="url(#steel-h)"/>
  <rect x="380" y="378" width="330" height="104" rx="46" fill="url(#grinder-body)"/>
  <path d="M575 378 H664 Q710 378 710 430 Q710 482 664 482 H575 Z" fill="${p.trim}"/>
  <path d="M600 392 V468 M625 392 V468 M650 392 V468" stroke="${tint(p.trim, 0.3)}" stroke-width="7"/>
  ${flat('M404 392 H560 V404 H404 Q398 398 404 392 Z', tint(p.brand, 0.6), 0.8)}
  <rect x="460" y="356" width="80" height="26" rx="10" fill="${p.trim}"/>
  <rect x="214" y="376" width="206" height="112" rx="42" fill="#59626e"/>
  ${flat('M236 390 H396 Q404 390 404 398 H228 Q228 390 236 390 Z', '#8a94a1')}
  <circle cx="260" cy="432" r="26" fill="url(#steel-v)"/>
  <rect x="286" y="150" width="52" height="232" rx="24" fill="${RUBBER}"/>
  <path d="M298 180 H326 M298 210 H326 M298 240 H326" stroke="#4a515c" stroke-width="6"/>`;
}

/** Circular saw from the side: guarded blade through the base plate, motor and loop handle. */
export function saw(p: Palette): string {
  return `<defs>${bodyGradient('saw-body', p.brand)}</defs>
  <path d="${sawTeeth(330, 440, 212, 188, 28)}" fill="url(#steel-v)"/>
  <circle cx="330" cy="440" r="150" fill="none" stroke="#aab4c0" stroke-width="3"/>
  <path d="M92 440 A240 240 0 0 1 572 440 Z" fill="url(#saw-body)"/>
  ${flat('M130 420 A200 200 0 0 1 330 228 V250 A178 178 0 0 0 152 420 Z', tint(p.brand, 0.5), 0.7)}
  <rect x="500" y="300" width="180" height="150" rx="44" fill="${p.trim}"/>
  <path d="M640 320 V430 M660 330 V420" stroke="${tint(p.trim, 0.3)}" stroke-width="7"/>
  ${tube('M300 210 Q330 120 450 120 Q560 120 590 300', p.trim, 44)}
  <rect x="70" y="440" width="650" height="26" rx="6" fill="url(#steel-v)"/>
  <circle cx="330" cy="440" r="34" fill="url(#steel-h)"/>`;
}

/** A bare circular-saw blade with carbide teeth and a printed centre. */
export function sawBlade(p: Palette): string {
  return `<path d="${sawTeeth(400, 410, 270, 240, 24)}" fill="url(#steel-v)"/>
  <circle cx="400" cy="410" r="175" fill="${p.brand}"/>
  <circle cx="400" cy="410" r="175" fill="none" stroke="${shade(p.brand, 0.3)}" stroke-width="3"/>
  ${flat('M400 235 A175 175 0 0 1 575 410 H525 A125 125 0 0 0 400 285 Z', tint(p.brand, 0.35), 0.7)}
  <path d="M330 300 Q360 330 340 360 M470 300 Q440 330 460 360 M300 470 Q340 460 350 490 M500 470 Q460 460 450 490" fill="none" stroke="${shade(p.brand, 0.35)}" stroke-width="6"/>
  <circle cx="400" cy="410" r="70" fill="url(#steel-h)"/>
  <circle cx="400" cy="410" r="28" fill="#e9edf2"/>`;
}
