/**
 * The e-mail typed at sign-up or on a reset request, kept in this browser so the login page that
 * follows activation or a new password can fill it in (issue 33). Only read in events and effects.
 */
const KEY = 'last_email';

export function rememberEmail(email: string) {
  try {
    localStorage.setItem(KEY, email.trim());
  } catch {
    // Storage full or blocked: the login form simply starts empty.
  }
}

export function recallEmail(): string | null {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function forgetEmail() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The `email` of a router state `{ email: "ana@x.ec" }` (set by activation and reset), if any. */
export function emailOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}
