// Zod-free values and functions of auth.ts, for the web's first paint (ADR 040); auth.ts
// re-exports them.

/** The server's English messages the web app matches on (SEED-SPEC section 8). */
export const AUTH_MESSAGES = {
  emailTaken: 'user account with this email already exists.',
  invalidEmail: 'Enter a valid email address.',
  passwordMismatch: "The two password fields didn't match.",
  noActiveAccount: 'No active account found with the given credentials',
  invalidUid: "Invalid user id or user doesn't exist.",
  invalidToken: 'Invalid token for given user.',
  invalidPassword: 'Invalid password.',
  staleToken: 'Stale token for given user.',
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordTooCommon: 'This password is too common.',
  passwordNumeric: 'This password is entirely numeric.',
} as const;
