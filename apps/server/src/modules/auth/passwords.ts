import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and cheap enough for a 2-core server.
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown e-mail) a dummy hash is
 * checked anyway, so the answer takes as long and tells nothing about which accounts exist.
 */
export async function checkPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
