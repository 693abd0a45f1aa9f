import { createHash } from 'node:crypto';
import {
  CHECKOUT_ERRORS,
  type ErrorCode,
  MAKE_PAYMENT_ERROR_STATUSES,
  type MakePaymentAnswer,
  MakePaymentAnswerSchema,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { httpStatusOf } from '../../plugins/errors.js';
import {
  deleteUnfinishedKey,
  insertKeyIfAbsent,
  selectKey,
  updateAbandonedKey,
  updateKeyAnswer,
} from './idempotency.repository.js';

export interface IdempotencyScope {
  userId: number;
  key: string;
  requestHash: string;
}

/** An answer replayed from storage carries `replayed`, so the route can say so in a header. */
export type IdempotentAnswer = MakePaymentAnswer & { replayed: boolean };

/** An unfinished key this old belongs to a crashed process; the provider's own idempotency makes a retry safe. */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** Failures that change nothing and may pass with time: the key is released, not answered for good. */
const TRANSIENT: readonly ErrorCode[] = ['checkout_in_progress', 'cart_changed'];

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
  if (await insertKeyIfAbsent(db, scope)) return true;
  return updateAbandonedKey(db, scope, new Date(Date.now() - ABANDONED_AFTER_MS));
}

/** Records the answer of a claimed key; call it inside the transaction that makes the change. */
export async function saveAnswer(
  db: Db | Tx,
  scope: Pick<IdempotencyScope, 'userId' | 'key'>,
  answer: MakePaymentAnswer,
): Promise<void> {
  await updateKeyAnswer(db, scope, answer.status, answer.body);
}

/** Frees an unfinished key, so the same request can run again. */
export async function releaseKey(
  db: Db | Tx,
  scope: Pick<IdempotencyScope, 'userId' | 'key'>,
): Promise<void> {
  await deleteUnfinishedKey(db, scope);
}

/**
 * The stored answer of a finished key; 409 "en proceso" at once while the first request runs,
 * 422 when the key came with another body.
 */
async function readAnswer(db: Db, scope: IdempotencyScope): Promise<MakePaymentAnswer | null> {
  const row = await selectKey(db, scope);
  if (!row) return null;
  if (row.requestHash !== scope.requestHash)
    throw AppError.of('idempotency_key_reused', CHECKOUT_ERRORS.idempotencyKeyReused);
  if (row.state !== 'done' || row.responseStatus === null)
    throw AppError.of('checkout_in_progress', CHECKOUT_ERRORS.idempotencyKeyInProgress);
  return MakePaymentAnswerSchema.parse({ status: row.responseStatus, body: row.responseBody });
}

/** The answer to store for an expected failure, or null when it must not be stored. */
function answerOf(error: AppError): MakePaymentAnswer | null {
  if (TRANSIENT.includes(error.code)) return null;
  const status = httpStatusOf(error.code);
  const allowed = MAKE_PAYMENT_ERROR_STATUSES.find((s) => s === status);
  return allowed === undefined ? null : { status: allowed, body: error.body };
}

/**
 * Runs `work` once per (user, key): the first request claims the key by inserting its row; a
 * repeat with the same body replays the stored answer (status and body) or, while the first
 * still runs, gets 409 at once; a repeat with another body gets 422. Expected failures (4xx)
 * are stored and replayed too; an unexpected error or a transient one releases the key.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  work: () => Promise<MakePaymentAnswer>,
): Promise<IdempotentAnswer> {
  for (let attempt = 0; ; attempt++) {
    if (await claimKey(db, scope))
      return { ...(await runClaimed(db, scope, work)), replayed: false };
    const stored = await readAnswer(db, scope);
    if (stored) return { ...stored, replayed: true };
    // The row vanished between the claim and the read (released): claim again, once.
    if (attempt > 0)
      throw AppError.of('checkout_in_progress', CHECKOUT_ERRORS.idempotencyKeyInProgress);
  }
}

async function runClaimed(
  db: Db,
  scope: IdempotencyScope,
  work: () => Promise<MakePaymentAnswer>,
): Promise<MakePaymentAnswer> {
  let answer: MakePaymentAnswer | null;
  try {
    answer = await work();
  } catch (error) {
    answer = error instanceof AppError ? answerOf(error) : null;
    if (!answer) {
      // If even this fails, the key is taken over once it counts as abandoned.
      await releaseKey(db, scope).catch(() => undefined);
      throw error;
    }
  }
  await saveAnswer(db, scope, answer);
  return answer;
}
