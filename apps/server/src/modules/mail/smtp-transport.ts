import { loadNodemailer, once } from '../../lib/lazy-modules.js';
import type { Mailer } from './mailer-interface.js';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Made on the first message (nodemailer is loaded then, not at start).
  const transport = once(async () =>
    (await loadNodemailer()).createTransport({
      url,
      // A hung server must not stall the queue: fail fast, the worker retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  let made: Awaited<ReturnType<typeof transport>> | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      made = await transport();
      await made.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
        // Readable source (links intact on their lines) whatever the accents.
        textEncoding: 'quoted-printable',
      });
    },
    close: () => made?.close(),
  };
}
