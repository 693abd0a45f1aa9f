import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 32.4: a kept-alive connection dripping line breaks between requests (which start no
// request, so no request or headers timeout applies, and reset Node's keep-alive idle timer)
// stayed open for ever. Here REQUEST_TIMEOUT_MS is 1 s and keepAliveTimeout 1 s: cut by ~2 s.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 1_000 });
  t.app.server.keepAliveTimeout = 1_000;
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends `first`, then `drip` every 250 ms; answers when the server closed it (or `capMs`). */
function open(first: string, drip: string, capMs = 8_000) {
  return new Promise<{ ms: number; answers: string[] }>((resolve) => {
    const started = Date.now();
    const answers: string[] = [];
    const socket = connect(port, '127.0.0.1');
    const timer = setInterval(() => drip && !socket.destroyed && socket.write(drip), 250);
    const cap = setTimeout(() => socket.destroy(), capMs);
    socket.on('data', (b) => answers.push(...(b.toString().match(/HTTP\/1\.1 \d+/g) ?? [])));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(cap);
      resolve({ ms: Date.now() - started, answers });
    });
    socket.write(first);
  });
}

const GET = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';

describe('kept-alive connections between requests', () => {
  it('one dripping line breaks after its answer is closed', async () => {
    const { ms, answers } = await open(GET, '\r\n');
    expect(answers).toEqual(['HTTP/1.1 200']);
    expect(ms).toBeLessThan(4_000);
  });

  it('one that sends requests within the keep-alive time stays open and is answered', async () => {
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    socket.on('data', (b) => answers.push(...(b.toString().match(/HTTP\/1\.1 \d+/g) ?? [])));
    for (let i = 0; i < 4; i++) {
      socket.write(GET);
      await new Promise((r) => setTimeout(r, 700));
    }
    expect(socket.destroyed).toBe(false);
    expect(answers).toEqual(Array(4).fill('HTTP/1.1 200'));
    socket.destroy();
  });
});
