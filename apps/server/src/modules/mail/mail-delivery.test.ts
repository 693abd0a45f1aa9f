import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sql } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { extractLink, post, signUpBody } from '../auth/auth-test-helpers.js';
import { enqueueMail } from './mail.service.js';
import { createMailWorker, MAX_MAIL_ATTEMPTS } from './mail-worker.js';
import type { Mailer } from './mailer-interface.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  retry_in: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rowsTo = (t: TestApp, to: string) =>
  queryRows<Row>(
    t.app.db,
    sql`SELECT status, attempts, last_error,
          extract(epoch FROM next_attempt_at - now())::float AS retry_in
        FROM mail_queue WHERE "to" = ${to} ORDER BY id`,
  );

describe('an SMTP outage loses nothing and sends nothing twice', () => {
  let port: number;
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('keeps the mail queued with a backoff while SMTP is down, then delivers it once', async () => {
    const body = signUpBody();
    expect((await post(t.app, '/auth/users/', body)).statusCode).toBe(201);
    await t.app.mailer.flush();
    const [failed] = await rowsTo(t, body.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
    expect(failed!.retry_in).toBeGreaterThan(5);

    smtp = await startTestSmtpServer(port);
    await t.app.mailer.flush();
    expect(smtp.mails).toHaveLength(0); // the backoff is respected

    // The backoff elapses; the worker, polling on its own, delivers the mail.
    await t.app.db.execute(sql`UPDATE mail_queue SET next_attempt_at = now()`);
    const mail = await smtp.waitForMail(body.email, 5000);
    expect(extractLink(mail.text, 'activate').url).toMatch(/^http:\/\/shop\.test\/activate\//);

    await t.app.mailer.flush();
    await new Promise((r) => setTimeout(r, 1500));
    await t.app.mailer.flush();
    expect(smtp.mails.filter((m) => m.to.includes(body.email.toLowerCase()))).toHaveLength(1);
    expect(await rowsTo(t, body.email)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    await smtp?.close();
    smtp = undefined;
    const to = 'rebota@example.ec';
    await enqueueMail(t.app.db, { to, subject: 'Prueba', text: 'Hola', html: '<p>Hola</p>' });
    await t.app.db.execute(
      sql`UPDATE mail_queue SET attempts = ${MAX_MAIL_ATTEMPTS - 1} WHERE "to" = ${to}`,
    );
    await t.app.mailer.flush();
    expect(await rowsTo(t, to)).toMatchObject([{ status: 'failed', attempts: MAX_MAIL_ATTEMPTS }]);
  });
});

describe('the outbox folder (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each mail as an RFC 822 file DATA_DIR/outbox/<timestamp>-<id>.eml', async () => {
    const body = signUpBody({ first_name: 'Rosa' });
    await post(t.app, '/auth/users/', body);
    await t.app.mailer.flush();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-\d+\.eml$/);
    const email = await PostalMime.parse(readFileSync(path.join(outbox, files[0]!)));
    expect(email.subject).toBe('Activa tu cuenta de Ferretería El Volt');
    expect(email.to?.[0]?.address).toBe(body.email);
    expect(email.from?.name).toBe('Ferretería El Volt');
    expect(email.text).toContain('Hola Rosa:');
    expect(extractLink(email.text ?? '', 'activate').url).toMatch(
      /^http:\/\/shop\.test\/activate\//,
    );
    expect(email.html).toContain('Activar mi cuenta');
    expect(await rowsTo(t, body.email)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('app.mailer.send delivers at once, bypassing the queue', async () => {
    await t.app.mailer.send({
      to: 'directo@example.ec',
      subject: 'Directo',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    const files = readdirSync(path.join(t.config.dataDir, 'outbox'));
    expect(
      files.some((f) =>
        readFileSync(path.join(t.config.dataDir, 'outbox', f), 'utf8').includes('Subject: Directo'),
      ),
    ).toBe(true);
  });

  it('two workers on one queue deliver each mail exactly once', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: 'outbox',
      async send(mail) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(mail.to);
      },
      close: () => undefined,
    };
    const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const workers = [
      createMailWorker(t.app.db, mailer, log),
      createMailWorker(t.app.db, mailer, log),
    ];
    const filesBefore = readdirSync(path.join(t.config.dataDir, 'outbox')).length;
    // 30 mails due at once, inserted in one statement, for three workers (the app's own included).
    await t.app.db.execute(
      sql`INSERT INTO mail_queue ("to", subject, text, html)
          SELECT 'lote' || i || '@example.ec', 's', 't', 'h' FROM generate_series(1, 30) AS i`,
    );
    await Promise.all([workers[0]!.flush(), workers[1]!.flush(), t.app.mailer.flush()]);
    const appSent = (
      await queryRows<{ n: number }>(
        t.app.db,
        sql`SELECT count(*)::int AS n FROM mail_queue WHERE status = 'sent' AND "to" LIKE 'lote%'`,
      )
    )[0]!.n;
    expect(appSent).toBe(30);
    // The app's outbox worker may have taken some: together, each mail once.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(sent.length + files.length - filesBefore).toBe(30);
    expect(new Set(sent).size).toBe(sent.length);
  });
});
