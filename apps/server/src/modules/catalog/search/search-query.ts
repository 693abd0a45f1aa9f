/**
 * Turns what a customer typed into search terms: accents and case dropped, numbers kept whole
 * ("1/2", "2.5"), "20a" also read as "20 a", and a PostgreSQL tsquery text built from them.
 */

export type SearchTerm =
  | { kind: 'word'; text: string }
  | { kind: 'number'; text: string }
  /** Digits and letters together ("20a", "2p"): matched whole or as its parts. */
  | { kind: 'mixed'; text: string; parts: string[] };

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Lower case, no accents (ñ becomes n, as PostgreSQL's unaccent does). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function parseSearchTerms(text: string): SearchTerm[] {
  const tokens = normalizeText(text).match(/[a-z0-9]+(?:[./][0-9]+)*/g) ?? [];
  const terms: SearchTerm[] = [];
  for (const token of new Set(tokens)) {
    if (token.length > MAX_TERM_LENGTH) continue;
    terms.push(toTerm(token));
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

function toTerm(token: string): SearchTerm {
  if (/^[a-z]+$/.test(token)) return { kind: 'word', text: token };
  if (/^[0-9./]+$/.test(token)) return { kind: 'number', text: token };
  return { kind: 'mixed', text: token, parts: token.match(/[0-9./]+|[a-z]+/g) ?? [token] };
}

/** Words worth checking against the dictionary of the catalogue's words. */
export function correctableWords(terms: SearchTerm[]): string[] {
  return terms.filter((t) => t.kind === 'word' && t.text.length >= 3).map((t) => t.text);
}

const operand = (text: string) => (/^[0-9./]+$/.test(text) ? `'${text}'` : `'${text}':*`);

/**
 * Every term must match (AND); a word matches as a prefix, so "taladr" finds "taladro", and
 * through Spanish stemming its plural or singular. Without `alternatives` the terms are taken
 * as typed; with them, corrected spellings and the parts of "20a" also count.
 */
export function buildTsQuery(
  terms: SearchTerm[],
  alternatives?: ReadonlyMap<string, string[]>,
): string {
  return terms
    .map((term) => {
      if (!alternatives) return operand(term.text);
      if (term.kind === 'mixed') {
        return `(${operand(term.text)} | (${term.parts.map(operand).join(' & ')}))`;
      }
      const options = [term.text, ...(alternatives.get(term.text) ?? [])];
      return `(${options.map(operand).join(' | ')})`;
    })
    .join(' & ');
}

/** The typed text as one normalized phrase, for trigram similarity with product names. */
export function plainPhrase(terms: SearchTerm[]): string {
  return terms.map((t) => t.text).join(' ');
}
