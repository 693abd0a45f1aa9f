import type { RateLimitRule } from '../../plugins/rate-limit.js';

/** The accounts' rate limits: brute force on logins, and mail bombing of one address. */
export const AUTH_LIMITS = {
  /** Failed logins per e-mail (a success clears them). */
  loginFailures: { name: 'login-failures', limit: 5, windowSeconds: 15 * 60 },
  /** Login attempts per client IP. */
  loginAttempts: { name: 'login-ip', limit: 20, windowSeconds: 60 },
  /** Sign-ups per e-mail that create an account or hit an existing one. */
  signUp: { name: 'signup', limit: 3, windowSeconds: 60 * 60 },
  resetPassword: { name: 'reset-password', limit: 3, windowSeconds: 60 * 60 },
  resendActivation: { name: 'resend-activation', limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per client IP and hour (issue 15.9), `AUTH_IP_HOURLY_LIMIT` (default 10): sign-ups that create
 * an account or hit an existing one, and password-reset requests whatever the address.
 */
export const ipHourlyLimits = (limit: number) =>
  ({
    signUp: { name: 'signup-ip', limit, windowSeconds: 60 * 60 },
    resetPassword: { name: 'reset-password-ip', limit, windowSeconds: 60 * 60 },
  }) as const satisfies Record<string, RateLimitRule>;
