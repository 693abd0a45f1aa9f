import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { quickRatio, validatePassword } from './password-validation.js';

const owner = { email: 'juan.carrasco@example.ec', firstName: 'Juan', lastName: 'Carrasco' };

describe('the common-password list', () => {
  it('ships at least 10 000 real common passwords, one per line', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('matches case- and space-insensitively, as Django does', () => {
    expect(isCommonPassword('PassWord1 ')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Taladro-Percutor-750W')).toBe(false);
  });
});

describe("Django's validators", () => {
  it('accepts a good password', () => {
    expect(validatePassword('Taladro-Percutor-750W', owner)).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePassword('ñáé😀😀😀x', owner)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
    expect(validatePassword('ñáé😀😀😀xy', owner)).toEqual([]);
  });

  it('lists every failure in Django order', () => {
    expect(validatePassword('1234', owner)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]);
  });

  it('compares with the whole e-mail and its parts, and with the names', () => {
    expect(validatePassword('juan.carrasco@example', owner)).toContain(
      'The password is too similar to the email.',
    );
    expect(validatePassword('Carrasco2024', owner)).toEqual([
      'The password is too similar to the last name.',
    ]);
    const marianela = { ...owner, firstName: 'Marianela' };
    expect(validatePassword('marianela-1', marianela)).toEqual([
      'The password is too similar to the first name.',
    ]);
    // 4 shared letters of 12: below Django's 0.7.
    expect(validatePassword('juanjuan', owner)).toEqual([]);
  });

  it('ignores attributes far shorter than the password', () => {
    const short = { email: 'a@b.ec', firstName: 'Al', lastName: 'Li' };
    expect(validatePassword('Alicate-de-presion-Stanley', short)).toEqual([]);
  });
});

describe('quickRatio (difflib.SequenceMatcher.quick_ratio)', () => {
  it.each([
    ['abcd', 'bcde', 0.75],
    ['password', 'password', 1],
    ['', '', 1],
    ['aab', 'abb', 2 / 3],
    ['A', 'A'.repeat(10), 2 / 11],
  ])('quickRatio(%s, %s) = %s', (a, b, expected) => {
    expect(quickRatio(a, b)).toBeCloseTo(expected, 10);
  });
});
