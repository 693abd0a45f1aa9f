import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { OutgoingMail } from './mail.service.js';
import { createOutboxMailer } from './outbox-transport.js';
import { createSmtpMailer } from './smtp-transport.js';

/** A mail about to leave; `id` is its mail_queue row when it comes from the queue. */
export interface MailMessage extends OutgoingMail {
  id?: number;
}

/** Delivers one mail now, or throws; retries are the worker's business. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox for development. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
