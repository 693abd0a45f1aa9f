import { describe, expect, it } from 'vitest';
import {
  type AccountTokenUser,
  checkAccountToken,
  decodeUid,
  encodeUid,
  makeAccountToken,
} from './account-tokens.js';

const SECRET = 'test-secret-test-secret-test-secret-1234';
const user: AccountTokenUser = {
  id: 42,
  email: 'Ana@Example.ec',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  isActive: true,
  lastLogin: new Date('2025-01-01T10:00:00Z'),
};
const DAY = 24 * 3600 * 1000;

describe('uid', () => {
  it('is the base64url user id, as Djoser makes it', () => {
    expect(encodeUid(1)).toBe('MQ');
    expect(decodeUid(encodeUid(2_147_483_647))).toBe(2_147_483_647);
  });

  it.each(['', 'MA', '!!', 'LTE', encodeUid(2_147_483_648), 'YWJj'])('refuses %j', (uid) => {
    expect(decodeUid(uid)).toBeNull();
  });
});

describe('reset token', () => {
  const now = Date.UTC(2025, 5, 1);
  const token = makeAccountToken(SECRET, 'password-reset', user, now);
  const check = (u: AccountTokenUser, at = now, t = token, purpose = 'password-reset' as const) =>
    checkAccountToken(SECRET, purpose, u, t, at);

  it('is valid for the same user state within 3 days', () => {
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect(check(user)).toBe(true);
    expect(check(user, now + 3 * DAY - 1000)).toBe(true);
    expect(check({ ...user, email: 'ana@example.EC' })).toBe(true);
  });

  it('dies after 3 days', () => {
    expect(check(user, now + 3 * DAY + 1000)).toBe(false);
  });

  it.each([
    ['the password changes', { passwordHash: '$argon2id$other' }],
    ['the user logs in', { lastLogin: new Date('2025-06-01T00:00:01Z') }],
    ['the account is deactivated', { isActive: false }],
    ['the e-mail changes', { email: 'otra@example.ec' }],
    ['it names another user', { id: 43 }],
  ])('dies when %s', (_name, change) => {
    expect(check({ ...user, ...change })).toBe(false);
  });

  it('is refused for another purpose, another secret, or when altered', () => {
    expect(checkAccountToken(SECRET, 'activation', user, token, now)).toBe(false);
    expect(checkAccountToken(`${SECRET}x`, 'password-reset', user, token, now)).toBe(false);
    expect(
      check(
        user,
        now,
        token.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false);
    expect(check(user, now, 'garbage')).toBe(false);
  });
});
