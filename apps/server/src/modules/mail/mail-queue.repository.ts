import { eq } from 'drizzle-orm';
import { type Db, type Tx, queryRows, sql } from '../../db/client.js';
import { type MailAttachment, mailQueue } from '../../db/schema/mail.js';

export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Claims up to `limit` due mails: each attempt is counted and the row is leased for 5 minutes, so
 * another process (SKIP LOCKED) or a later poll does not send it twice; a crash mid-send
 * frees it when the lease ends.
 */
export async function claimDueMails(db: Db, limit: number): Promise<QueuedMail[]> {
  const rows = await queryRows<QueuedMail>(
    db,
    sql`UPDATE mail_queue
        SET attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
        WHERE id IN (
          SELECT id FROM mail_queue
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, attachments, attempts`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(mailQueue.id, id));
}

/** Records a failed attempt: retried after `retryInSeconds`, or given up when that is null. */
export async function markMailFailed(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailQueue)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : {
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(mailQueue.id, id));
}

/** Adds a mail to the queue, in the caller's transaction when given one. */
export async function insertQueuedMail(
  db: Db | Tx,
  mail: typeof mailQueue.$inferInsert,
): Promise<void> {
  await db.insert(mailQueue).values(mail);
}
