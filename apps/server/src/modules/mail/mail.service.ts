import { EventEmitter } from 'node:events';
import type { Db, Tx } from '../../db/client.js';
import type { MailAttachment } from '../../db/schema/mail.js';
import { insertQueuedMail } from './mail-queue.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (kept in the queue row, base64). */
  attachments?: MailAttachment[];
}

const queued = new EventEmitter();
queued.setMaxListeners(0);

/**
 * Queues a mail in the caller's transaction, so it is sent only if the change commits and an SMTP
 * outage loses nothing; the mail worker delivers it with retries.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<void> {
  await insertQueuedMail(db, mail);
  queued.emit('queued');
}

/** Calls `listener` whenever a mail is queued in this process (the worker then looks sooner). */
export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
