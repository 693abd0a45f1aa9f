// Test helper (used by *.test.ts only): a real SMTP server in-process that keeps what it receives.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` (waiting up to `timeoutMs`). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 = any free port); plain SMTP, no auth, no STARTTLS. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: email.from?.address ?? '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    async waitForMail(to, timeoutMs = 5000) {
      const started = Date.now();
      for (;;) {
        const mail = mails.find((m) => m.to.some((r) => r.toLowerCase() === to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
