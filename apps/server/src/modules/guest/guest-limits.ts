import type { RateLimitRule } from '../../plugins/rate-limit.js';

/** Guest checkout's rate limits (ADR 028): sessions per IP and per e-mail, claims per IP. */
export const GUEST_LIMITS = {
  sessionsPerIp: { name: 'guest-session-ip', limit: 20, windowSeconds: 60 * 60 },
  sessionsPerEmail: { name: 'guest-session-email', limit: 10, windowSeconds: 60 * 60 },
  claimsPerIp: { name: 'guest-claim-ip', limit: 10, windowSeconds: 60 * 60 },
  orderLinksPerIp: { name: 'guest-order-link-ip', limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;
