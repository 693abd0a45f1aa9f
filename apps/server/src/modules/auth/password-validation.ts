import { AUTH_MESSAGES } from '@shop/contract';
import { isCommonPassword } from './common-passwords.js';

/** What Django's UserAttributeSimilarityValidator compares a password with. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;
// Django's default attributes, in its order, with the verbose names its messages use.
const ATTRIBUTES = [
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['email', 'email'],
] as const;

/**
 * Django's four default validators, in Django's order, with its messages: every failure is
 * listed (an empty list means the password is fine).
 */
export function validatePassword(password: string, owner: PasswordOwner): string[] {
  const errors: string[] = [];
  const similarTo = findSimilarAttribute(password, owner);
  if (similarTo) errors.push(`The password is too similar to the ${similarTo}.`);
  if ([...password].length < MIN_LENGTH) errors.push(AUTH_MESSAGES.passwordTooShort);
  if (isCommonPassword(password)) errors.push(AUTH_MESSAGES.passwordTooCommon);
  if (/^\p{Nd}+$/u.test(password)) errors.push(AUTH_MESSAGES.passwordNumeric);
  return errors;
}

function findSimilarAttribute(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  for (const [field, verboseName] of ATTRIBUTES) {
    const value = owner[field].toLowerCase();
    if (!value) continue;
    // The whole value and its word parts ("ana.perez@mail.com" -> ana, perez, mail, com).
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lower, part)) continue;
      if (quickRatio(lower, part) >= MAX_SIMILARITY) return verboseName;
    }
  }
  return null;
}

/** Django skips values far shorter than the password: they can never reach the threshold. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/** Python's difflib.SequenceMatcher(a, b).quick_ratio(): shared characters, order ignored. */
export function quickRatio(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const total = left.length + right.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const c of right) available.set(c, (available.get(c) ?? 0) + 1);
  let matches = 0;
  for (const c of left) {
    const n = available.get(c) ?? 0;
    if (n > 0) {
      matches += 1;
      available.set(c, n - 1);
    }
  }
  return (2 * matches) / total;
}
