import { describe, expect, it } from 'vitest';
import { SignUpBodySchema } from './auth.js';
import {
  EmailSchema,
  findUnsafeText,
  isUnsafeText,
  optionalText,
  requiredText,
  safeText,
  UNSAFE_TEXT_MESSAGE,
} from './common.js';

describe('unsafe text (NUL bytes, lone surrogates)', () => {
  it('tells unsafe strings from safe ones, emoji and accents included', () => {
    for (const bad of ['a\u0000', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFFb\uDFFF\uDFFF'])
      expect(isUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Ñandú', 'llave 🔧', 'Cinta\ttab', '\uD83D\uDD27'])
      expect(isUnsafeText(good), JSON.stringify(good)).toBe(false);
  });

  it('is refused with the Spanish message by every text helper', () => {
    for (const schema of [requiredText(), optionalText(), safeText(), EmailSchema]) {
      for (const bad of ['Ana\u0000', 'Ana\uD800']) {
        const result = schema.safeParse(bad);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
      }
    }
  });

  it('names the field of a whole body', () => {
    const result = SignUpBodySchema.safeParse({
      first_name: 'Ana\u0000',
      last_name: 'Pérez',
      email: 'ana@example.ec',
      password: 'x\uDC00',
      re_password: 'x',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', UNSAFE_TEXT_MESSAGE],
      ['password', UNSAFE_TEXT_MESSAGE],
    ]);
  });

  it('finds the first unsafe string anywhere in parsed input, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findUnsafeText({ 'k\uD800': 1 })).toEqual(['k\uD800']);
    expect(findUnsafeText({ a: 'ok', n: null, m: 3 })).toBeNull();
  });
});
