import { brightness, shade, tint } from '../color.js';
import { flat, type Palette, RUBBER, tube } from '../materials.js';

const DEFAULT_PAINT = '#3b82f6';

/** Gallon can: tin body, brand label with a swatch of the paint, wire bail, a drip over the rim. */
export function paintCan(p: Palette): string {
  const paint = p.item ?? DEFAULT_PAINT;
  const swatchEdge = brightness(paint) > 0.9 ? '#c9ced6' : shade(paint, 0.2);
  return `<path d="M232 290 Q400 40 568 290" fill="none" stroke="#5b6470" stroke-width="8"/>
  <rect x="356" y="150" width="88" height="30" rx="12" fill="${RUBBER}"/>
  <path d="M226 270 V618 Q226 660 400 660 Q574 660 574 618 V270 Z" fill="url(#steel-h)"/>
  <path d="M226 330 H574 V590 H226 Z" fill="${p.brand}"/>
  <path d="M226 330 Q330 420 574 360 V330 Z" fill="${tint(p.brand, 0.3)}" stroke="none"/>
  <circle cx="400" cy="470" r="78" fill="${paint}" stroke="${swatchEdge}"/>
  ${flat('M360 426 Q380 404 410 400 Q376 420 366 452 Z', '#ffffff', 0.6)}
  <path d="M250 560 H380 M250 540 H330" stroke="#ffffff" stroke-width="8" opacity="0.85"/>
  <ellipse cx="400" cy="270" rx="174" ry="40" fill="url(#steel-v)"/>
  <ellipse cx="400" cy="268" rx="146" ry="30" fill="#aeb8c4"/>
  <path d="M250 284 Q256 330 262 344 Q270 362 280 344 Q286 326 290 300 Z" fill="${paint}"/>
  <circle cx="232" cy="290" r="10" fill="#5b6470"/><circle cx="568" cy="290" r="10" fill="#5b6470"/>`;
}

/** Aerosol can with cap in the paint's colour and a mist of spray. */
export function spray(p: Palette): string {
  const paint = p.item ?? DEFAULT_PAINT;
  const mist = [
    [300, 176, 16],
    [258, 150, 13],
    [262, 204, 12],
    [222, 176, 10],
    [214, 124, 8],
    [206, 226, 8],
    [176, 156, 6],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${paint}" stroke="none" opacity="0.8"/>`,
    )
    .join('');
  return `${mist}
  <rect x="380" y="160" width="40" height="40" rx="8" fill="#e5e7eb"/>
  <path d="M380 176 H346" stroke="#5b6470" stroke-width="8"/>
  <path d="M330 260 Q330 196 400 196 Q470 196 470 260 Z" fill="${paint}"/>
  <rect x="316" y="256" width="168" height="404" rx="24" fill="url(#steel-h)"/>
  <rect x="316" y="320" width="168" height="270" fill="${p.brand}"/>
  <rect x="340" y="400" width="120" height="110" rx="14" fill="${paint}" stroke="${tint(p.brand, 0.5)}"/>
  ${flat('M332 270 H350 V640 H332 Z', '#ffffff', 0.45)}`;
}

/** Flat paintbrush, tilted: wooden handle, steel ferrule, bristles dipped in paint. */
export function brush(p: Palette): string {
  const paint = p.item ?? p.brand;
  return `<g transform="rotate(-35 400 400)">
  <path d="M360 70 Q400 40 440 70 L452 340 H348 Z" fill="#c4874b"/>
  ${flat('M372 80 Q386 64 400 60 L392 330 H370 Z', '#e2b07c', 0.8)}
  <circle cx="400" cy="110" r="14" fill="#fff"/>
  <rect x="318" y="336" width="164" height="110" rx="10" fill="url(#steel-h)"/>
  <path d="M318 370 H482 M318 410 H482" stroke="#8d99a8" stroke-width="4"/>
  <path d="M314 446 H486 L496 640 Q400 672 304 640 Z" fill="#d9b779"/>
  <path d="M340 470 V620 M370 470 V640 M400 470 V646 M430 470 V640 M460 470 V620" stroke="#b8924f" stroke-width="4"/>
  <path d="M306 586 Q400 610 494 586 L496 640 Q400 672 304 640 Z" fill="${paint}"/>
  </g>`;
}

/** Paint roller with a nap cover half loaded with paint. */
export function roller(p: Palette): string {
  const paint = p.item ?? DEFAULT_PAINT;
  return `${tube('M600 260 H660 V360 H420 V470', '#aab4c0', 14)}
  <rect x="150" y="180" width="460" height="150" rx="44" fill="#f3ecdc"/>
  <path d="M150 270 Q300 250 610 282 V286 Q610 330 566 330 H194 Q150 330 150 286 Z" fill="${paint}"/>
  ${flat('M190 196 H560 V214 H190 Z', '#ffffff', 0.8)}
  <rect x="380" y="460" width="80" height="240" rx="34" fill="${p.brand}"/>
  <path d="M394 520 H446 M394 560 H446 M394 600 H446" stroke="${shade(p.brand, 0.25)}" stroke-width="6"/>
  <circle cx="420" cy="670" r="9" fill="#fff"/>`;
}
