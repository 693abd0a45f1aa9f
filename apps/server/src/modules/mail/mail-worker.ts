import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  type QueuedMail,
} from './mail-queue.repository.js';
import { onMailQueued } from './mail.service.js';
import type { Mailer } from './mailer-interface.js';

export const MAX_MAIL_ATTEMPTS = 12;
const BATCH = 10;

/** 10 s after the first failure, doubling up to an hour: about a day of outage before giving up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** (attempts - 1), 3600);
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
  /** Delivers every mail due now; resolves when done. */
  flush(): Promise<void>;
}

/** Polls the mail queue about every `pollMs` (and soon after a mail is queued) while started. */
export function createMailWorker(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  pollMs = 1000,
): MailWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Infinity;
  let unsubscribe: (() => void) | undefined;
  // One delivery run at a time, so flush() really waits for mails a poll already claimed.
  let chain: Promise<void> = Promise.resolve();

  const deliver = async (mail: QueuedMail) => {
    try {
      await mailer.send(mail);
      await markMailSent(db, mail.id);
      log.info({ mailId: mail.id, subject: mail.subject }, 'mail sent');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
      await markMailFailed(db, mail.id, message, giveUp ? null : retryDelaySeconds(mail.attempts));
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, error: message },
        giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
    }
  };
  const drain = async () => {
    for (
      let batch = await claimDueMails(db, BATCH);
      batch.length > 0;
      batch = await claimDueMails(db, BATCH)
    ) {
      for (const mail of batch) await deliver(mail);
    }
  };
  const run = () => {
    chain = chain.then(drain).catch((err: unknown) => log.error({ err }, 'mail worker run failed'));
    return chain;
  };
  // Keeps the earliest of the planned runs, so a burst of queued mails cannot postpone delivery.
  const schedule = (ms: number) => {
    if (timer && dueAt <= Date.now() + ms) return;
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(() => {
      timer = undefined;
      void run().then(() => {
        if (running && !timer) schedule(pollMs);
      });
    }, ms);
  };

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onMailQueued(() => running && schedule(50));
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await chain;
    },
    flush: run,
  };
}
