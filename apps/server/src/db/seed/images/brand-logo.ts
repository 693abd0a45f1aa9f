import { tint } from './color.js';
import { drawText, measureText } from './glyphs.js';

export type Emblem = 'ring' | 'bolt' | 'drop' | 'stripes' | 'chevron';

/** How a brand's badge looks: background, lettering colour, wordmark lines and an optional emblem. */
export interface LogoSpec {
  bg: string;
  fg: string;
  /** The wordmark; a second line is set smaller beneath the first. */
  lines: [string] | [string, string];
  emblem?: Emblem;
}

export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 240;
const PAD = 40;
/** tan 12°: shifts skewed stripes back so they stay centred on the emblem. */
const SLANT = Math.tan((12 * Math.PI) / 180);

/** A brand badge as SVG: rounded card, emblem and stroke-drawn wordmark, centred. */
export function renderLogoSvg(spec: LogoSpec): string {
  const emblemSize = spec.emblem ? 96 : 0;
  const emblemGap = spec.emblem ? 26 : 0;
  const [main, sub] = spec.lines;
  const room = LOGO_WIDTH - 2 * PAD - emblemSize - emblemGap;
  const mainWidth = measureText(main);
  const mainSize = Math.min(sub ? 62 : 96, (room / mainWidth) * 10);
  const subWidth = sub ? measureText(sub) : 0;
  const subSize = sub ? Math.min(mainSize * 0.42, (room / subWidth) * 10) : 0;
  const lineGap = sub ? mainSize * 0.42 : 0;
  const textWidth = Math.max((mainWidth * mainSize) / 10, (subWidth * subSize) / 10);
  const blockHeight = mainSize + lineGap + subSize;
  const left = (LOGO_WIDTH - emblemSize - emblemGap - textWidth) / 2;
  const top = (LOGO_HEIGHT - blockHeight) / 2;
  const textLeft = left + emblemSize + emblemGap;
  const border = spec.bg.toLowerCase() === '#ffffff' ? ` stroke="#e2e6eb" stroke-width="4"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">
<rect x="2" y="2" width="${LOGO_WIDTH - 4}" height="${LOGO_HEIGHT - 4}" rx="30" fill="${spec.bg}"${border}/>
<rect x="14" y="14" width="${LOGO_WIDTH - 28}" height="${LOGO_HEIGHT - 28}" rx="22" fill="none" stroke="${tint(spec.bg, 0.18)}" stroke-width="3"/>
${spec.emblem ? drawEmblem(spec.emblem, spec, left, (LOGO_HEIGHT - emblemSize) / 2, emblemSize) : ''}
<g stroke="${spec.fg}">${drawText(main, textLeft, top, mainSize)}${sub ? drawText(sub, textLeft + (textWidth - (subWidth * subSize) / 10) / 2, top + mainSize + lineGap, subSize, 1.9) : ''}</g>
</svg>`;
}

function drawEmblem(emblem: Emblem, spec: LogoSpec, x: number, y: number, s: number): string {
  const c = { x: x + s / 2, y: y + s / 2, r: s / 2 };
  switch (emblem) {
    case 'ring':
      return `<circle cx="${c.x}" cy="${c.y}" r="${c.r - 6}" fill="none" stroke="${spec.fg}" stroke-width="10"/>
        <path d="M${c.x - c.r * 0.45} ${c.y - c.r * 0.5} V${c.y + c.r * 0.5} M${c.x + c.r * 0.45} ${c.y - c.r * 0.5} V${c.y + c.r * 0.5} M${c.x - c.r * 0.45} ${c.y} H${c.x + c.r * 0.45}" stroke="${spec.fg}" stroke-width="9" stroke-linecap="round"/>`;
    case 'bolt':
      return `<circle cx="${c.x}" cy="${c.y}" r="${c.r}" fill="${spec.fg}"/>
        <path d="M${c.x + 6} ${y + 14} L${c.x - 20} ${c.y + 6} H${c.x} L${c.x - 8} ${y + s - 14} L${c.x + 22} ${c.y - 6} H${c.x + 2} Z" fill="${spec.bg}"/>`;
    case 'drop':
      return `<path d="M${c.x} ${y + 2} Q${c.x + c.r} ${c.y} ${c.x + c.r * 0.78} ${c.y + c.r * 0.42} A${c.r * 0.8} ${c.r * 0.8} 0 0 1 ${c.x - c.r * 0.78} ${c.y + c.r * 0.42} Q${c.x - c.r} ${c.y} ${c.x} ${y + 2} Z" fill="${spec.fg}"/>
        <path d="M${c.x - c.r * 0.4} ${c.y + c.r * 0.2} Q${c.x - c.r * 0.4} ${c.y + c.r * 0.6} ${c.x} ${c.y + c.r * 0.66}" fill="none" stroke="${spec.bg}" stroke-width="7" stroke-linecap="round"/>`;
    case 'stripes':
      return ['#e30613', '#ffcc00', '#0072bc']
        .map(
          (color, i) =>
            `<rect x="${x + i * (s / 3)}" y="${y + 6}" width="${s / 3 - 8}" height="${s - 12}" rx="8" fill="${color}" transform="translate(${SLANT * c.y} 0) skewX(-12)"/>`,
        )
        .join('');
    case 'chevron':
      return `<path d="M${x + 8} ${y + 18} L${c.x} ${c.y + 4} L${x + s - 8} ${y + 18} V${y + s - 34} L${c.x} ${y + s - 4} L${x + 8} ${y + s - 34} Z" fill="${spec.fg}"/>
        <path d="M${x + 26} ${y + 44} L${c.x} ${c.y + 26} L${x + s - 26} ${y + 44}" fill="none" stroke="${spec.bg}" stroke-width="8" stroke-linejoin="round"/>`;
  }
}
