import { brightness, shade, tint } from '../color.js';
import { flat, OUTLINE, type Palette } from '../materials.js';

const PVC = '#eef0ee';

/** A bundle of three PVC pipes with printed brand lines. */
export function pipe(p: Palette): string {
  const color = p.item ?? PVC;
  const one = (cy: number, x0: number) => `
  <rect x="${x0}" y="${cy - 52}" width="${660 - x0}" height="104" fill="url(#pipe-body)"/>
  <path d="M${x0 + 60} ${cy + 20} H620" stroke="${p.brand}" stroke-width="5" stroke-dasharray="70 26"/>
  <ellipse cx="${x0}" cy="${cy}" rx="26" ry="52" fill="${shade(color, 0.08)}"/>
  <ellipse cx="${x0}" cy="${cy}" rx="17" ry="38" fill="${shade(color, 0.5)}"/>`;
  return `<defs><linearGradient id="pipe-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, 0.5)}"/><stop offset="0.35" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.28)}"/></linearGradient></defs>
  <g transform="rotate(-16 400 420)">${one(316, 170)}${one(424, 120)}${one(532, 190)}</g>`;
}

/** Socket ends of a fitting: a wider collar around the tube's end. */
function sockets(color: string, ends: Array<[number, number, boolean]>): string {
  return ends
    .map(([x, y, vertical]) =>
      vertical
        ? `<rect x="${x - 92}" y="${y - 60}" width="184" height="120" rx="14" fill="url(#fit-v)"/>`
        : `<rect x="${x - 60}" y="${y - 92}" width="120" height="184" rx="14" fill="url(#fit-h)"/>`,
    )
    .join('')
    .concat(`<defs>${fittingGradients(color)}</defs>`);
}

function fittingGradients(color: string): string {
  const stops = `<stop offset="0" stop-color="${shade(color, 0.22)}"/><stop offset="0.4" stop-color="${tint(color, 0.6)}"/><stop offset="1" stop-color="${shade(color, 0.18)}"/>`;
  return `<linearGradient id="fit-v" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient><linearGradient id="fit-h" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

function fittingTube(d: string, color: string): string {
  return `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="162" stroke-linecap="butt"/>
  <path d="${d}" fill="none" stroke="${color}" stroke-width="150" stroke-linecap="butt"/>
  <path d="${d}" fill="none" stroke="${tint(color, 0.55)}" stroke-width="36" stroke-linecap="butt" transform="translate(-22 -22)" opacity="0.8"/>`;
}

/** 90° PVC elbow with two sockets. */
export function elbow(p: Palette): string {
  const color = p.item ?? PVC;
  return `${fittingTube('M280 640 V470 Q280 320 430 320 H620', color)}
  ${sockets(color, [
    [280, 620, true],
    [620, 320, false],
  ])}`;
}

/** PVC tee with three sockets. */
export function tee(p: Palette): string {
  const color = p.item ?? PVC;
  return `${fittingTube('M170 330 H630 M400 330 V640', color)}
  ${sockets(color, [
    [170, 330, false],
    [630, 330, false],
    [400, 620, true],
  ])}`;
}

/** Ball valve on a PVC run with a red lever. */
export function valve(p: Palette): string {
  const color = p.item ?? PVC;
  return `<defs>${fittingGradients(color)}</defs>
  <rect x="110" y="388" width="580" height="104" fill="url(#fit-h)"/>
  <rect x="120" y="366" width="130" height="148" rx="14" fill="url(#fit-h)"/>
  <rect x="550" y="366" width="130" height="148" rx="14" fill="url(#fit-h)"/>
  <rect x="270" y="330" width="260" height="220" rx="60" fill="url(#fit-h)"/>
  <rect x="384" y="256" width="32" height="80" fill="url(#steel-h)"/>
  <rect x="360" y="214" width="300" height="56" rx="26" fill="#d63a2f"/>
  ${flat('M380 224 H640 V236 H380 Z', '#f28b82', 0.9)}
  <circle cx="400" cy="242" r="16" fill="url(#steel-v)"/>`;
}

/** Chrome (or brass) faucet with lever handle and a falling drop of water. */
export function faucet(p: Palette): string {
  const metal = p.item ? `url(#faucet-metal)` : 'url(#chrome-h)';
  const tone = p.item ?? '#c5ccd5';
  const defs = p.item
    ? `<defs><linearGradient id="faucet-metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(tone, 0.35)}"/><stop offset="0.35" stop-color="${tint(tone, 0.55)}"/><stop offset="1" stop-color="${shade(tone, 0.3)}"/></linearGradient></defs>`
    : '';
  const light = brightness(tone) > 0.6 ? '#ffffff' : tint(tone, 0.6);
  return `${defs}
  <path d="M400 420 Q400 250 260 250 Q170 250 170 350" fill="none" stroke="${OUTLINE}" stroke-width="84"/>
  <path d="M400 420 Q400 250 260 250 Q170 250 170 350" fill="none" stroke="${tone}" stroke-width="72"/>
  <path d="M388 380 Q380 270 262 268 Q200 270 186 320" fill="none" stroke="${light}" stroke-width="16" opacity="0.85"/>
  <rect x="130" y="340" width="80" height="44" rx="10" fill="${metal}"/>
  <path d="M170 396 Q150 430 170 448 Q190 430 170 396 Z" fill="#5fb4f0"/>
  <path d="M170 470 Q146 510 170 532 Q194 510 170 470 Z" fill="#5fb4f0"/>
  <rect x="340" y="380" width="120" height="270" rx="18" fill="${metal}"/>
  <path d="M420 262 L640 186 Q664 180 668 202 Q670 222 648 230 L430 318 Z" fill="${metal}"/>
  <rect x="350" y="250" width="100" height="140" rx="30" fill="${metal}"/>
  <ellipse cx="400" cy="660" rx="150" ry="32" fill="${metal}"/>
  <rect x="390" y="238" width="20" height="20" rx="6" fill="${p.brand}" stroke="none"/>`;
}
