import { readFileSync } from 'node:fs';

/**
 * 49,233 common passwords, most frequent first, lower-cased: the password list of
 * @zxcvbn-ts/language-common 4.1.3 (MIT), itself built from leaked-password frequency lists.
 * Read once, on first use.
 */
let passwords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  passwords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return passwords.has(password.trim().toLowerCase());
}
