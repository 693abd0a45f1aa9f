import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadNodemailer, once } from '../../lib/lazy-modules.js';
import type { Mailer } from './mailer-interface.js';

/**
 * Development mail: each message is written as a raw RFC 822 file, DIR/<timestamp>-<id>.eml, that
 * any mail client opens. The log names the file and subject, never the links (they carry tokens).
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const composer = once(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await (
        await composer()
      ).sendMail({
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
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const file = path.join(dir, `${stamp}-${mail.id ?? randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: mail.subject }, `mail written to ${file}`);
    },
    close: () => undefined,
  };
}
