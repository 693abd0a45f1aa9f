import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { CHECKOUT_ERRORS } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { httpStatusOf } from '../../plugins/errors.js';

/** An answer as it is replayed: status and JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  userId: number;
  key: string;
  requestHash: string;
}

const WAIT_MS = 20_000;
/** An unfinished key this old belongs to a crashed process; the provider's own idempotency makes a retry safe. */
const ABANDONED_AFTER_MS = 2 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hash of the request with its keys sorted, so the same body always hashes the same. */
export function hashRequest(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

async function claimKey(db: Db, scope: IdempotencyScope): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key, requestHash: scope.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        keyOf(scope),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.requestHash, scope.requestHash),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

const keyOf = (scope: IdempotencyScope) =>
  and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));

/** Records the answer of a claimed key; call it inside the transaction that makes the change. */
export async function saveAnswer(
  db: Db | Tx,
  scope: IdempotencyScope,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(and(keyOf(scope), eq(idempotencyKeys.state, 'in_progress')));
}

async function releaseKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyOf(scope), eq(idempotencyKeys.state, 'in_progress')));
}

/** The stored answer of a finished key, null while it runs; 422 when the key came with another body. */
async function readAnswer(db: Db, scope: IdempotencyScope): Promise<StoredAnswer | null> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(scope));
  if (!row) return null;
  if (row.requestHash !== scope.requestHash)
    throw AppError.of('idempotency_key_reused', CHECKOUT_ERRORS.idempotencyKeyReused);
  if (row.state !== 'done' || row.responseStatus === null) return null;
  return { status: row.responseStatus, body: row.responseBody };
}

/**
 * Runs `work` once per (user, key): the first request claims the key by inserting its row; a
 * repeat with the same body waits for it and replays its answer (status and body); a repeat with
 * another body gets 422. Expected failures (4xx) are stored and replayed too; an unexpected error
 * releases the key so the request can be retried.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    if (await claimKey(db, scope)) return runClaimed(db, scope, work);
    const stored = await readAnswer(db, scope);
    if (stored) return stored;
    if (Date.now() > deadline)
      throw AppError.of('checkout_in_progress', CHECKOUT_ERRORS.idempotencyKeyInProgress);
    await sleep(delay);
  }
}

async function runClaimed(
  db: Db,
  scope: IdempotencyScope,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof AppError) || httpStatusOf(error.code) >= 500) {
      // If even this fails, the key is taken over once it counts as abandoned.
      await releaseKey(db, scope).catch(() => undefined);
      throw error;
    }
    answer = { status: httpStatusOf(error.code), body: error.body };
  }
  await saveAnswer(db, scope, answer);
  return answer;
}
