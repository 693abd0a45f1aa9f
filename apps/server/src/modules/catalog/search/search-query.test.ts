import { describe, expect, it } from 'vitest';
import { buildTsQuery, correctableWords, parseSearchTerms, plainPhrase } from './search-query.js';

describe('search terms', () => {
  it('drops accents and case, keeps numbers whole and splits digits from letters', () => {
    const terms = parseSearchTerms('  Iluminación  ÑANDÚ 1/2" 2.5 breaker 20A ');
    expect(terms).toEqual([
      { kind: 'word', text: 'iluminacion' },
      { kind: 'word', text: 'nandu' },
      { kind: 'number', text: '1/2' },
      { kind: 'number', text: '2.5' },
      { kind: 'word', text: 'breaker' },
      { kind: 'mixed', text: '20a', parts: ['20', 'a'] },
    ]);
    expect(plainPhrase(terms)).toBe('iluminacion nandu 1/2 2.5 breaker 20a');
  });

  it('ignores operators and quotes and keeps at most 8 distinct terms', () => {
    expect(parseSearchTerms("a' | b & !c:* (d)")).toEqual(
      ['a', 'b', 'c', 'd'].map((text) => ({ kind: 'word', text })),
    );
    expect(parseSearchTerms('uno dos tres uno cuatro cinco seis siete ocho nueve')).toHaveLength(8);
    expect(parseSearchTerms('¿¡!?')).toEqual([]);
  });

  it('builds a strict and a broad tsquery', () => {
    const terms = parseSearchTerms('amoladra 20a 12');
    expect(correctableWords(terms)).toEqual(['amoladra']);
    expect(buildTsQuery(terms)).toBe("'amoladra':* & '20a':* & '12'");
    expect(buildTsQuery(terms, new Map([['amoladra', ['amoladora']]]))).toBe(
      "('amoladra':* | 'amoladora':*) & ('20a':* | ('20' & 'a':*)) & ('12')",
    );
  });
});
