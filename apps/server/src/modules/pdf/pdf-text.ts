import { formatUsd, moneyToCents } from '@shop/contract';
import { sanitizeHtml } from '../../lib/lazy-modules.js';

// The standard PDF fonts speak Windows-1252: Latin-1 plus these.
const WIN_ANSI_EXTRAS = new Set('ƒ–—‘’‚“”„†‡•…‰‹›€™ŠšŽžŒœŸˆ˜');

/** Text the standard fonts can draw: other characters lose their accents or are left out. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n') {
      out += char;
    } else if (WIN_ANSI_EXTRAS.has(char)) {
      out += char;
    } else if (code > 0xff) {
      out += char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
    } else if (char === '\t') {
      out += ' ';
    }
  }
  return out;
}

const BLOCK_END = /<\/(p|h3|h4|li|tr|ul|ol|table)>|<br\s*\/?>/gi;

/** A description's HTML as paragraphs of plain text; list items keep a bullet. */
export function descriptionParagraphs(html: string): string[] {
  const marked = html.replace(/<li[^>]*>/gi, '<li>• ').replace(BLOCK_END, (tag) => `${tag}\n`);
  const text = sanitizeHtml()(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** "$1,234.50" from the contract's "1234.50", as the shop shows money. */
export function formatMoney(amount: string): string {
  return formatUsd(moneyToCents(amount));
}

/** "12 de marzo de 2025", in Quito's time. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'long',
    timeZone: 'America/Guayaquil',
  }).format(date);
}
