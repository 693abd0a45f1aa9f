import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sandbox_';
const TTL_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `sandbox-client-token:${secret}`).update(payload).digest('base64url');

/** A signed, expiring token: the sandbox keeps no state for it, like a real provider's. */
export function createSandboxClientToken(secret: string, now = Date.now()): string {
  const payload = `${now + TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return `${PREFIX}${payload}.${sign(secret, payload)}`;
}

export function isValidSandboxClientToken(secret: string, token: string, now = Date.now()) {
  if (!token.startsWith(PREFIX)) return false;
  const body = token.slice(PREFIX.length);
  const cut = body.lastIndexOf('.');
  if (cut < 0) return false;
  const payload = body.slice(0, cut);
  const given = Buffer.from(body.slice(cut + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(payload.split('.')[0]) > now;
}
