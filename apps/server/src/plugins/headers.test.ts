import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, logIn } from '../modules/auth/auth-test-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 15.7: private answers are not stored, HSTS behind a trusted HTTPS proxy, and the
// parser's own refusals in the shop's format.

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: '127.0.0.1' });
  const user = await createActiveUser(t.app);
  authorization = `JWT ${(await logIn(t.app, user.email, user.password)).access}`;
});
afterAll(() => t.close());

describe('Cache-Control: no-store on authenticated or personal answers', () => {
  it('is set on an authenticated answer, its refusal, and every /auth answer', async () => {
    const me = await t.app.inject({ url: '/auth/users/me/', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({ url: '/api/cart/cart-items', headers: { authorization } });
    expect(cart.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/auth/users/me/' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email: 'nadie@example.ec', password: 'x' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('is not forced on public anonymous answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const hsts = res.headers['strict-transport-security'] as string;
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const plain = await t.app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('over real HTTP: headers too large', () => {
  it('answers 431 in the shop format, with the security headers, and closes the connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.write(
        `GET /api/product/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
    });
    const [head, body] = raw.split('\r\n\r\n');
    const lines = head!.toLowerCase().split('\r\n');
    expect(lines[0]).toBe('http/1.1 431 request header fields too large');
    expect(lines).toContain('connection: close');
    expect(lines).toContain('content-type: application/json; charset=utf-8');
    expect(lines).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body!)).toEqual({ detail: 'Request header fields too large.' });
  });
});
