import { brightness, shade, tint } from '../color.js';
import { flat, OUTLINE, type Palette } from '../materials.js';

/** Work glove, palm up; its shapes are outlined together so the silhouette reads as one piece. */
export function glove(p: Palette): string {
  const color = p.item ?? p.brand;
  const parts = [
    '<rect x="284" y="168" width="62" height="230" rx="31"/>',
    '<rect x="346" y="126" width="62" height="270" rx="31"/>',
    '<rect x="408" y="150" width="60" height="250" rx="30"/>',
    '<rect x="466" y="214" width="54" height="200" rx="27"/>',
    '<rect x="282" y="320" width="238" height="290" rx="70"/>',
    '<rect x="256" y="330" width="72" height="210" rx="36" transform="rotate(-35 292 540)"/>',
  ].join('');
  const crease = shade(color, 0.25);
  return `<g stroke="${OUTLINE}" stroke-width="18" fill="${OUTLINE}">${parts}</g>
  <g stroke="none" fill="${color}">${parts}</g>
  <path d="M346 300 V390 M408 290 V390 M467 300 V400" stroke="${crease}" stroke-width="6"/>
  <path d="M330 470 Q380 500 440 470" fill="none" stroke="${crease}" stroke-width="6"/>
  ${flat('M300 190 Q302 176 316 176 V380 H300 Z', tint(color, 0.45), 0.7)}
  <rect x="288" y="580" width="226" height="120" rx="16" fill="${shade(color, 0.18)}"/>
  <path d="M312 600 V680 M342 600 V680 M372 600 V680 M402 600 V680 M432 600 V680 M462 600 V680 M490 600 V680" stroke="${shade(color, 0.35)}" stroke-width="5"/>
  <rect x="288" y="572" width="226" height="26" rx="10" fill="${p.brand === color ? p.trim : p.brand}"/>`;
}

/** Hard hat: dome with ridge, front peak, brand badge. */
export function helmet(p: Palette): string {
  const color = p.item ?? p.brand;
  const light = brightness(color) > 0.85;
  return `<path d="M170 520 Q168 236 400 222 Q632 236 630 520 Z" fill="${color}"/>
  <path d="M368 226 Q352 380 364 520 H436 Q448 380 432 226 Q400 218 368 226 Z" fill="${tint(color, 0.25)}"/>
  ${flat('M220 440 Q216 300 320 250 Q262 320 258 440 Z', '#ffffff', light ? 0.9 : 0.45)}
  <path d="M120 520 Q400 470 680 520 Q706 566 664 580 Q400 530 136 580 Q96 566 120 520 Z" fill="${shade(color, light ? 0.08 : 0.12)}"/>
  <path d="M240 540 Q400 516 560 540" fill="none" stroke="${shade(color, 0.3)}" stroke-width="6"/>
  <ellipse cx="520" cy="420" rx="48" ry="34" fill="${p.brand === color ? p.trim : p.brand}"/>`;
}

/** Wrap-around safety glasses: tinted lens, frame bar and arms. */
export function goggles(p: Palette): string {
  const lens = p.item ?? '#cfe8f7';
  const dark = brightness(lens) < 0.5;
  return `<path d="M150 330 L70 300 Q58 298 56 312 L60 340 L140 372 Z" fill="${p.brand}"/>
  <path d="M650 330 L730 300 Q742 298 744 312 L740 340 L660 372 Z" fill="${p.brand}"/>
  <path d="M140 320 Q400 290 660 320 Q684 450 604 510 Q500 548 444 478 Q400 436 356 478 Q300 548 196 510 Q116 450 140 320 Z" fill="${lens}" opacity="${dark ? 0.95 : 0.8}"/>
  ${flat('M190 350 Q220 340 250 340 L200 460 Q176 420 190 350 Z', '#ffffff', dark ? 0.35 : 0.85)}
  ${flat('M470 346 Q520 342 560 348 L520 440 Q490 420 470 346 Z', '#ffffff', dark ? 0.25 : 0.7)}
  <path d="M130 318 Q400 280 670 318 L662 346 Q400 312 138 346 Z" fill="${p.brand}"/>
  <path d="M372 470 Q400 440 428 470 L418 500 Q400 484 382 500 Z" fill="#9aa4b1"/>
  <path d="M400 330 V440" stroke="${shade(lens, 0.3)}" stroke-width="4" opacity="0.6"/>`;
}
