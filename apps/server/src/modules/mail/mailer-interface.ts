import type { OutgoingMail } from './mail.service.js';

/** A mail about to leave; `id` is its mail_queue row when it comes from the queue. */
export interface MailMessage extends OutgoingMail {
  id?: number;
}

/**
 * Delivers one mail now, or throws; retries are the worker's business. Its own file, so the
 * transports and the factory (`mailer.ts`) depend on it and not on each other (issue 9.4).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: MailMessage): Promise<void>;
  close(): void;
}
