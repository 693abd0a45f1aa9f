import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Mailer } from './mailer-interface.js';
import { createOutboxMailer } from './outbox-transport.js';
import { createSmtpMailer } from './smtp-transport.js';

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox for development. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
